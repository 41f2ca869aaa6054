import type { CashLoan } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import {
  captionColumn,
  chipColumn,
  codeColumn,
  dateColumn,
  moneyColumn,
  textColumn,
} from '../../../components/columns/columns.tsx';
import type { TableColumn } from '../../../components/lists/data-table.tsx';
import { EMPTY } from '../../../lib/format.ts';

export const cashLoanHref = (id: number) => `/finance-loans/${id}/view-detail`;

/** The cash loans list's columns: code, applicant, amount and tenor, grade, status, lender, times. */
export function useCashLoanColumns(): TableColumn<CashLoan>[] {
  const { t } = useTranslation();
  const field = (name: string) => t(`transactions.cashLoans.fields.${name}`);
  return [
    codeColumn(
      { field: 'code', headerName: field('code'), width: 130, sortable: false },
      { code: (row) => row.code, to: (row) => cashLoanHref(row.id), testId: 'cash-loan-open' },
    ),
    captionColumn(
      { field: 'name', headerName: field('applicant'), flex: 1, minWidth: 170, sortable: false },
      (row) => row.name,
      (row) => [row.phone, row.province?.name].filter(Boolean).join(' · '),
    ),
    moneyColumn({ field: 'amount', headerName: field('amount'), width: 140 }),
    textColumn({ field: 'tenor_months', headerName: field('tenor'), width: 100, sortable: false }, (row) =>
      t('transactions.loans.months', { count: row.tenor_months }),
    ),
    textColumn(
      { field: 'risk_grade', headerName: field('grade'), width: 110, sortable: false },
      (row) => row.risk_grade ?? EMPTY,
    ),
    chipColumn(
      { field: 'status', headerName: field('status'), width: 140, sortable: false },
      (row) => row.status,
      (status) => t(`transactions.loanStatus.${status}`),
    ),
    textColumn(
      { field: 'partner', headerName: field('partner'), flex: 1, minWidth: 130, sortable: false },
      (row) => row.partner?.name ?? EMPTY,
    ),
    dateColumn({ field: 'created_at', headerName: field('createdAt'), width: 140 }),
  ];
}
