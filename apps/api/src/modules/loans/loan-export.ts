import { type ExportLang, type Loan, type LoanExportQuery, type LoanStep, loanStep } from '@admin/contract';
import { type ExportColumn, type Words, exportOf, h, instant as when } from '../../lib/export.ts';
import { loanBatches } from './loans.repository.ts';

/** The statuses of loans and cash loans; a lender's decision names the lender. */
export const STEP: Record<LoanStep, Words> = {
  applied: h('Mới đăng ký', 'Applied'),
  processing: h('Đang xử lý', 'Processing'),
  submitted: h('Đã nộp hồ sơ', 'Submitted'),
  approved: h('Đã duyệt', 'Approved'),
  rejected: h('Bị từ chối', 'Rejected'),
  aborted: h('Đã huỷ', 'Aborted'),
  disbursed: h('Đã giải ngân', 'Disbursed'),
  done: h('Hoàn tất', 'Done'),
  'lender-rejected': h('{lender} từ chối', 'Rejected by {lender}'),
  'lender-disbursed': h('{lender} đã giải ngân', 'Paid out by {lender}'),
};

/** A loan's status in the export's language; the lender is read from a decision's prefix when not given. */
export const loanStatusWords = (
  status: string,
  lang: ExportLang,
  productCode = /^(\w+)-(rejected|disbursed)$/.exec(status)?.[1] ?? '',
) => {
  const step = loanStep(status, productCode);
  return step ? STEP[step][lang].replace('{lender}', productCode.toUpperCase()) : status;
};

const KIND = { finance: h('Trả góp', 'Finance'), credit: h('Tín dụng', 'Credit') } as const;

const LOAN_COLUMNS: ExportColumn<Loan>[] = [
  { header: h('Khoản vay', 'Loan'), cell: (l) => l.code },
  { header: h('Giao dịch', 'Transaction'), cell: (l) => l.transaction_code },
  { header: h('Ngày tạo', 'Created'), cell: (l) => when(l.created_at) },
  { header: h('Hình thức', 'Kind'), cell: (l, lang) => KIND[l.kind][lang] },
  { header: h('Đơn vị cho vay', 'Lender'), cell: (l) => l.partner?.name },
  {
    header: h('Trạng thái vay', 'Loan status'),
    cell: (l, lang) => loanStatusWords(l.loan_status, lang, l.product_code),
  },
  { header: h('Người vay', 'Borrower'), cell: (l) => l.buyer_name },
  { header: h('SĐT', 'Phone'), cell: (l) => l.phone },
  { header: h('Giá xe', 'Vehicle price'), cell: (l) => l.vehicle_price },
  { header: h('Trả trước', 'Down payment'), cell: (l) => l.down_payment },
  { header: h('Số tiền đề nghị', 'Requested'), cell: (l) => l.requested_amount },
  { header: h('Số tiền duyệt', 'Approved'), cell: (l) => l.approved_amount },
  { header: h('Kỳ hạn (tháng)', 'Tenor (months)'), cell: (l) => l.tenor_months },
  { header: h('Số hợp đồng', 'Contract number'), cell: (l) => l.partner_contract_no },
  { header: h('Người phụ trách', 'Assigned to'), cell: (l) => l.assigned_to?.name },
  { header: h('Ngày gửi hồ sơ', 'Submitted'), cell: (l) => when(l.submitted_at) },
  { header: h('Ngày có kết quả', 'Decided'), cell: (l) => when(l.decided_at) },
  { header: h('Ngày giải ngân', 'Paid out'), cell: (l) => when(l.disbursed_at) },
];

/** Every filtered loan, newest first, streamed a thousand at a time. */
export const loanExportStream = exportOf<LoanExportQuery, Loan>(loanBatches, LOAN_COLUMNS);
