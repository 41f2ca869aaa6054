import {
  cashLoanListQuery,
  loanListQuery,
  type CashLoan,
  type CashLoanDetail,
  type CashLoanScoresBody,
  type CashLoanStatus,
  type CashLoanStatusBody,
  transactionListQuery,
  type Disbursement,
  type DisbursementBody,
  type Loan,
  type LoanBuyer,
  type LoanDetail,
  type LoanUpdateBody,
  type TimelineEntry,
  type PaymentBody,
  type ReceivedTimeBody,
  type Transaction,
  type TransactionDetail,
  type TransactionStatusBody,
} from '@admin/contract';
import { api } from '../../lib/api-client.ts';
import { getQuery, useAreaMutation } from '../../lib/area-queries.ts';
import { downloadFile } from '../../lib/download.ts';
import { defineResource } from '../../lib/crud.ts';

/**
 * Transactions: GET /v2/transactions (50 a page, filters of the contract's list query), GET
 * /v2/transactions/{id} (the detail with payments, loan, contract, paperwork and timeline).
 */
export const transactions = defineResource<Transaction>()({
  area: 'transactions',
  path: '/v2/transactions',
  listQuery: transactionListQuery,
  filters: [
    'q',
    'type',
    'status',
    'loan_status',
    'paperwork_status',
    'date_field',
    'start_date',
    'end_date',
    'sort_by',
    'order_by',
  ],
});

const { keys } = transactions;

/** The detail: payments, loan, contract and paperwork in brief, the allowed moves and the timeline. */
export const transactionDetail = (id: number) => getQuery<TransactionDetail>(keys.detail(id), `/v2/transactions/${id}`);

/** PUT /v2/transactions/{id}/change-status; a 409 (moved meanwhile) is shown by the client. */
export const useChangeStatus = (id: number) =>
  useAreaMutation(keys, (body: TransactionStatusBody) =>
    api.put<Transaction>(`/v2/transactions/${id}/change-status`, body),
  );

/** POST /transactions/{id}/payments: a cash payment; the last one makes the sale paid. */
export const useRecordPayment = (id: number) =>
  useAreaMutation(keys, (body: PaymentBody) => api.post(`/transactions/${id}/payments`, body), {
    handlesErrors: true,
  });

/** PUT /transactions/{id}/payments/{paymentId}/void with a reason. */
export const useVoidPayment = (id: number) =>
  useAreaMutation(keys, ({ paymentId, reason }: { paymentId: number; reason: string }) =>
    api.put(`/transactions/${id}/payments/${paymentId}/void`, { reason }),
  );

/** PUT /v2/transactions/{id}/update-received-time: when the buyer took the vehicle (a refusal shows in the dialog). */
export const useReceivedTime = (id: number) =>
  useAreaMutation(keys, (body: ReceivedTimeBody) =>
    api.put<Transaction>(`/v2/transactions/${id}/update-received-time`, body),
  );

/**
 * Loans of finance and credit sales: GET /loans (50 a page), GET /loans/{id} (with the statuses it
 * may take now). Their changes show on the sale too, so they refresh both areas.
 */
export const loans = defineResource<Loan>()({
  area: 'loans',
  views: 'transactions.loans',
  path: '/loans',
  listQuery: loanListQuery,
  filters: ['q', 'kind', 'loan_status', 'start_date', 'end_date', 'sort_by', 'order_by'],
});

const loanPart = (id: number, part: string) => [...loans.keys.detail(id), part];
const moneyKeys = [loans.keys.all, keys.all];

export const loanDetail = (id: number) => getQuery<LoanDetail>(loans.keys.detail(id), `/loans/${id}`);

/** The borrower with the ID-card pictures: their links last 5 minutes, so they are read each time. */
export const loanBuyer = (id: number) =>
  getQuery<LoanBuyer>(loanPart(id, 'buyer'), `/loans/${id}/buyer`, { staleTime: 0 });

export const loanHistory = (id: number) => getQuery<TimelineEntry[]>(loanPart(id, 'history'), `/loans/${id}/history`);

export const loanDisbursement = (id: number) =>
  getQuery<Disbursement | null>(loanPart(id, 'disbursement'), `/loans/${id}/disbursement`);

/** PUT /loans/{id}: a status or one side's bank account; answers result_code 2 with warnings to show. */
export const useLoanUpdate = (id: number) =>
  useAreaMutation(moneyKeys, (body: LoanUpdateBody) => api.put<LoanDetail>(`/loans/${id}`, body), {
    handlesErrors: true,
  });

/** POST /transactions/loans/{id}/disbursement: what the lender paid (once; a replay answers result_code 2). */
export const useRecordDisbursement = (id: number) =>
  useAreaMutation(
    moneyKeys,
    (body: DisbursementBody) => api.post<Disbursement>(`/transactions/loans/${id}/disbursement`, body),
    { handlesErrors: true },
  );

/** POST /loans/{id}/loan-disbursed: the second person confirms the seller was paid. */
export const useConfirmDisbursement = (id: number) =>
  useAreaMutation(moneyKeys, () => api.post<Disbursement>(`/loans/${id}/loan-disbursed`), { handlesErrors: true });

/** POST /transactions/loans/{id}/disbursement/notify: tells the buyer and the seller (again). */
export const useNotifyDisbursement = (id: number) =>
  useAreaMutation(moneyKeys, () => api.post<Disbursement>(`/transactions/loans/${id}/disbursement/notify`), {
    handlesErrors: true,
  });

/** The purchase order (or disbursement request) for the lender, as a PDF in the chosen language. */
export const downloadPurchaseOrder = (id: number, template: 'po' | 'disbursement-request', lang: 'vi' | 'en') =>
  downloadFile(`/transactions/loans/download-po/${id}/${template}/${lang}`, `po-${id}.pdf`);

/** Cash loans (/v1/cash-loans, 50 a page): personal loan applications scored here and sent to a lender. */
export const cashLoans = defineResource<CashLoan>()({
  area: 'cash-loans',
  views: 'transactions.cashLoans',
  path: '/v1/cash-loans',
  listQuery: cashLoanListQuery,
  filters: ['q', 'status', 'risk_grade', 'start_date', 'end_date', 'sort_by', 'order_by'],
});

export const cashLoanDetail = (id: number) =>
  getQuery<CashLoanDetail>(cashLoans.keys.detail(id), `/v1/cash-loans/${id}`);

export const cashLoanHistory = (id: number) =>
  getQuery<TimelineEntry[]>([...cashLoans.keys.detail(id), 'history'], `/v1/cash-loans/${id}/histories`);

/** PUT /v1/cash-loans/{id}/status/{status}; result_code 2 when it already had that status. */
export const useCashLoanStatus = (id: number) =>
  useAreaMutation(
    cashLoans.keys,
    ({ status, ...body }: CashLoanStatusBody & { status: CashLoanStatus }) =>
      api.put<CashLoanDetail>(`/v1/cash-loans/${id}/status/${status}`, body),
    { handlesErrors: true },
  );

/** PUT /v1/cash-loans/{id}/update-scores: CIC and internal scores, or the internal one recomputed. */
export const useCashLoanScores = (id: number) =>
  useAreaMutation(
    cashLoans.keys,
    (body: CashLoanScoresBody) => api.put<CashLoanDetail>(`/v1/cash-loans/${id}/update-scores`, body),
    { handlesErrors: true },
  );
