import { CASH_LOAN_SORTS, CASH_LOAN_STATUSES, RISK_GRADES } from '@admin/contract';
import { listRoute } from '../../../components/lists/list-route.tsx';
import { datesFilter, optionsFilter, valuesFilter } from '../../../components/lists/list-filters.tsx';
import { cashLoans } from '../api.ts';
import { useCashLoanColumns } from '../components/cash-loan-columns.tsx';

/** /finance-loans: cash loan applications, by status, risk grade, day and search. */
export const { loader, Component } = listRoute(cashLoans, {
  texts: 'transactions.cashLoans',
  exportPath: '/v1/cash-loans/export',
  useColumns: useCashLoanColumns,
  sort: { fields: CASH_LOAN_SORTS },
  rowHeight: 56,
  searchWidth: 260,
  useFilters: (t) => [
    valuesFilter(
      'status',
      t('transactions.cashLoans.fields.status'),
      CASH_LOAN_STATUSES,
      'transactions.loanStatus',
      'cash-loans-status-filter',
      160,
    ),
    optionsFilter(
      'risk_grade',
      t('transactions.cashLoans.fields.grade'),
      RISK_GRADES.map((v) => ({ value: v, label: v })),
      'cash-loans-grade-filter',
      120,
    ),
    datesFilter(t('transactions.list.from'), t('transactions.list.to')),
  ],
});
