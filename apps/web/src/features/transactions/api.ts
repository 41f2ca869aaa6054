import {
  transactionListQuery,
  type PaymentBody,
  type ReceivedTimeBody,
  type Transaction,
  type TransactionDetail,
  type TransactionMultiStatusBody,
  type TransactionStatusBody,
} from '@admin/contract';
import { api } from '../../lib/api-client.ts';
import { getQuery } from '../../lib/area-queries.ts';
import { useAreaMutation, defineResource } from '../../lib/crud.ts';

/**
 * Transactions: GET /v2/transactions (50 a page, filters of the contract's list query), GET
 * /v2/transactions/{id} (the detail with payments, loan, contract, paperwork and timeline).
 */
export const transactions = defineResource<Transaction>()({
  area: 'transactions',
  path: '/v2/transactions',
  listQuery: transactionListQuery,
  filters: ['q', 'type', 'status', 'loan_status', 'start_date', 'end_date', 'sort_by', 'order_by'],
});

const { keys } = transactions;

/** The detail: payments, loan, contract and paperwork in brief, the allowed moves and the timeline. */
export const transactionDetail = (id: number) => getQuery<TransactionDetail>(keys.detail(id), `/v2/transactions/${id}`);

/** PUT /v2/transactions/{id}/change-status; a 409 (moved meanwhile) is shown by the client. */
export const useChangeStatus = (id: number) =>
  useAreaMutation(keys, (body: TransactionStatusBody) =>
    api.put<Transaction>(`/v2/transactions/${id}/change-status`, body),
  );

/** PUT /transactions/multi-change-status: all or none; the dialog shows a 422's names. */
export const useMultiStatus = () =>
  useAreaMutation(
    keys,
    (body: TransactionMultiStatusBody) => api.put<Transaction[]>('/transactions/multi-change-status', body),
    { handlesErrors: true },
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
