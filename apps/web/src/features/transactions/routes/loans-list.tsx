import { LOAN_BASE_STATUSES, LOAN_KINDS, LOAN_SORTS } from '@admin/contract';
import { listRoute } from '../../../components/lists/list-route.tsx';
import { datesFilter, valuesFilter } from '../../../components/lists/list-filters.tsx';
import { loans } from '../api.ts';
import { useLoanColumns } from '../components/loan-columns.tsx';

/** /loans: the finance and credit loans of sales, by status, kind, day and search. */
export const { loader, Component } = listRoute(loans, {
  texts: 'transactions.loans',
  exportPath: '/loans/export',
  useColumns: useLoanColumns,
  sort: { fields: LOAN_SORTS },
  rowHeight: 56,
  searchWidth: 260,
  useFilters: (t) => [
    valuesFilter('kind', t('transactions.fields.type'), LOAN_KINDS, 'transactions.type', 'loans-kind-filter', 140),
    {
      type: 'select',
      key: 'loan_status',
      label: t('transactions.loan.status'),
      options: [
        ...LOAN_BASE_STATUSES.map((v) => ({ value: v, label: t(`transactions.loanStatus.${v}`) })),
        // any lender's decision and payout (svfc-rejected, fecredit-rejected …)
        ...(['lender-rejected', 'lender-disbursed'] as const).map((v) => ({
          value: v,
          label: t(`transactions.loanStatus.${v}`, { lender: t('transactions.loans.anyLender') }),
        })),
      ],
      testId: 'loans-status-filter',
      width: 170,
    },
    datesFilter(t('transactions.list.from'), t('transactions.list.to')),
  ],
});
