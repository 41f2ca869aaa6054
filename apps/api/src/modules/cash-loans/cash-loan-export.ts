import type { CashLoan, CashLoanExportQuery } from '@admin/contract';
import { type ExportColumn, exportOf, h, instant as when } from '../../lib/export.ts';
import { STEP } from '../loans/public.ts';
import { cashLoanBatches } from './cash-loans.repository.ts';

const CASH_LOAN_COLUMNS: ExportColumn<CashLoan>[] = [
  { header: h('Mã hồ sơ', 'Application'), cell: (c) => c.code },
  { header: h('Ngày tạo', 'Created'), cell: (c) => when(c.created_at) },
  { header: h('Người vay', 'Applicant'), cell: (c) => c.name },
  { header: h('SĐT', 'Phone'), cell: (c) => c.phone },
  { header: h('Tỉnh/thành', 'Province'), cell: (c) => c.province?.name },
  { header: h('Số tiền vay', 'Amount'), cell: (c) => c.amount },
  { header: h('Kỳ hạn (tháng)', 'Tenor (months)'), cell: (c) => c.tenor_months },
  { header: h('Mục đích', 'Purpose'), cell: (c) => c.purpose },
  { header: h('Trạng thái', 'Status'), cell: (c, lang) => STEP[c.status][lang] },
  { header: h('Hạng rủi ro', 'Risk grade'), cell: (c) => c.risk_grade },
  { header: h('Điểm CIC', 'CIC score'), cell: (c) => c.cic_score },
  { header: h('Điểm nội bộ', 'Internal score'), cell: (c) => c.internal_score },
  { header: h('Đơn vị cho vay', 'Lender'), cell: (c) => c.partner?.name },
  { header: h('Người phụ trách', 'Assigned to'), cell: (c) => c.assigned_to?.name },
  { header: h('Số tiền giải ngân', 'Amount paid out'), cell: (c) => c.disbursed_amount },
  { header: h('Ngày giải ngân', 'Paid out'), cell: (c) => when(c.disbursed_at) },
];

/** Every filtered cash loan, newest first, streamed a thousand at a time. */
export const cashLoanExportStream = exportOf<CashLoanExportQuery, CashLoan>(cashLoanBatches, CASH_LOAN_COLUMNS);
