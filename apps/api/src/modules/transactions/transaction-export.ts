import {
  LOAN_STATUS_NONE,
  type Transaction,
  type TransactionExportQuery,
  type TransactionStatus,
  type TransactionType,
} from '@admin/contract';
import { type ExportColumn, type Words, exportOf, h, instant as when } from '../../lib/export.ts';
import { loanStatusWords } from '../loans/public.ts';
import { transactionBatches } from './transactions.repository.ts';

const TYPE: Record<TransactionType, Words> = {
  cash: { vi: 'Tiền mặt', en: 'Cash' },
  finance: { vi: 'Trả góp', en: 'Finance' },
  credit: { vi: 'Tín dụng', en: 'Credit' },
};

const STATUS: Record<TransactionStatus, Words> = {
  new: { vi: 'Mới', en: 'New' },
  confirmed: { vi: 'Đã xác nhận', en: 'Confirmed' },
  paid: { vi: 'Đã thanh toán', en: 'Paid' },
  delivered: { vi: 'Đã giao xe', en: 'Delivered' },
  completed: { vi: 'Hoàn tất', en: 'Completed' },
  cancelled: { vi: 'Đã huỷ', en: 'Cancelled' },
};

/** The export's columns: the list's, and the money and dates a reconciliation needs. */
const COLUMNS: ExportColumn<Transaction>[] = [
  { header: h('Mã giao dịch', 'Transaction'), cell: (t) => t.code },
  { header: h('Ngày tạo', 'Created'), cell: (t) => when(t.created_at) },
  { header: h('Hình thức', 'Payment type'), cell: (t, lang) => TYPE[t.type][lang] },
  { header: h('Trạng thái', 'Status'), cell: (t, lang) => STATUS[t.status][lang] },
  { header: h('Sản phẩm', 'Product'), cell: (t) => t.product.title },
  { header: h('Biển số', 'Number plate'), cell: (t) => t.product.number_plate },
  { header: h('Giá niêm yết', 'List price'), cell: (t) => t.list_price },
  { header: h('Giá bán', 'Price'), cell: (t) => t.price },
  { header: h('Đã thanh toán', 'Paid'), cell: (t) => t.paid_amount },
  { header: h('Người mua', 'Buyer'), cell: (t) => t.buyer.name },
  { header: h('SĐT người mua', 'Buyer phone'), cell: (t) => t.buyer.phone },
  { header: h('Người bán', 'Seller'), cell: (t) => t.seller.name },
  {
    header: h('Khoản vay', 'Loan status'),
    cell: (t, lang) =>
      t.loan_status === LOAN_STATUS_NONE ? (lang === 'vi' ? 'Không có' : 'None') : loanStatusWords(t.loan_status, lang),
  },
  { header: h('Trạm', 'Station'), cell: (t) => t.station?.name },
  { header: h('Người phụ trách', 'Assigned to'), cell: (t) => t.assigned_to?.name },
  { header: h('Ngày nhận xe', 'Received at'), cell: (t) => when(t.received_at) },
  { header: h('Ngày hoàn tất', 'Completed at'), cell: (t) => when(t.completed_at) },
  { header: h('Lý do huỷ', 'Cancel reason'), cell: (t) => t.cancel_reason },
];

/** Every filtered transaction, newest first, streamed a thousand at a time. */
export const transactionExportStream = exportOf<TransactionExportQuery, Transaction>(transactionBatches, COLUMNS);
