import { CASH_LOAN_SORTS, CASH_LOAN_STATUSES, RISK_GRADES } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import { datesFilter, optionsFilter, valuesFilter } from '../../../components/lists/list-filters.tsx';
import { ListScreen } from '../../../components/lists/list-screen.tsx';
import { cashLoans } from '../api.ts';
import { useCashLoanColumns } from '../components/cash-loan-columns.tsx';

export const loader = cashLoans.listLoader;

/** /finance-loans: cash loan applications, by status, risk grade, day and search. */
export function Component() {
  const { t } = useTranslation();
  return (
    <ListScreen
      resource={cashLoans}
      texts="transactions.cashLoans"
      exportPath="/v1/cash-loans/export"
      columns={useCashLoanColumns()}
      sort={{ fields: CASH_LOAN_SORTS }}
      rowHeight={56}
      filters={[
        { type: 'search', key: 'q', width: 260 },
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
      ]}
    />
  );
}
