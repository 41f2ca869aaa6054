import type { Loan } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import {
  captionColumn,
  codeColumn,
  dateColumn,
  moneyColumn,
  textColumn,
} from '../../../components/columns/columns.tsx';
import type { TableColumn } from '../../../components/lists/data-table.tsx';
import { EMPTY } from '../../../lib/format.ts';
import { loanHref } from './detail-tabs.ts';
import { LoanStatusChip } from './loan-status-chip.tsx';

/** The loans list's columns: code and sale, borrower, lender, amounts, status, times. */
export function useLoanColumns(): TableColumn<Loan>[] {
  const { t } = useTranslation();
  const field = (name: string) => t(`transactions.loans.fields.${name}`);
  return [
    codeColumn(
      { field: 'code', headerName: field('code'), width: 120, sortable: false },
      {
        code: (row) => row.code,
        to: (row) => loanHref(row, row.id),
        testId: 'loan-open',
        caption: (row) => row.transaction_code,
      },
    ),
    captionColumn(
      { field: 'buyer', headerName: field('buyer'), flex: 1, minWidth: 150, sortable: false },
      (row) => row.buyer_name,
      (row) => row.phone,
    ),
    captionColumn(
      { field: 'partner', headerName: field('partner'), flex: 1, minWidth: 120, sortable: false },
      (row) => row.partner?.name ?? EMPTY,
      (row) => t(`transactions.type.${row.kind}`),
    ),
    moneyColumn({ field: 'requested_amount', headerName: t('transactions.loan.requested'), width: 125 }),
    moneyColumn({ field: 'approved_amount', headerName: t('transactions.loan.approved'), width: 125, sortable: false }),
    {
      field: 'loan_status',
      headerName: t('transactions.loan.status'),
      width: 165,
      sortable: false,
      renderCell: ({ row }) => <LoanStatusChip status={row.loan_status} productCode={row.product_code} />,
    },
    textColumn(
      { field: 'assigned_to', headerName: field('assignedTo'), width: 130, sortable: false },
      (row) => row.assigned_to?.name ?? EMPTY,
    ),
    dateColumn({ field: 'created_at', headerName: field('createdAt'), width: 130 }),
  ];
}
