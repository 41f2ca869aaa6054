import { LOAN_BASE_STATUSES, LOAN_KINDS, LOAN_SORTS } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import { datesFilter, valuesFilter } from '../../../components/lists/list-filters.tsx';
import { ListScreen } from '../../../components/lists/list-screen.tsx';
import { loans } from '../api.ts';
import { useLoanColumns } from '../components/loan-columns.tsx';

export const loader = loans.listLoader;

/** /loans: the finance and credit loans of sales, by status, kind, day and search. */
export function Component() {
  const { t } = useTranslation();
  return (
    <ListScreen
      resource={loans}
      texts="transactions.loans"
      exportPath="/loans/export"
      columns={useLoanColumns()}
      sort={{ fields: LOAN_SORTS }}
      rowHeight={56}
      filters={[
        { type: 'search', key: 'q', width: 260 },
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
      ]}
    />
  );
}
