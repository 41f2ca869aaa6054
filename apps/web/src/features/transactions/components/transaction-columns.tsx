import type { Transaction } from '@admin/contract';
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
import { detailsHref } from './detail-tabs.ts';
import { useLoanStatusLabel } from './loan-status-chip.tsx';

/** The transactions list's columns: code and product, buyer, seller, type, price, statuses, times. */
export function useTransactionColumns(): TableColumn<Transaction>[] {
  const { t } = useTranslation();
  const field = (name: string) => t(`transactions.fields.${name}`);
  const loanStatus = useLoanStatusLabel();
  return [
    codeColumn(
      { field: 'code', headerName: field('code'), flex: 1.4, minWidth: 230, sortable: false },
      {
        code: (row) => row.code,
        to: (row) => detailsHref(row),
        testId: 'transaction-open',
        caption: (row) => row.product.title,
      },
    ),
    captionColumn(
      { field: 'buyer', headerName: field('buyer'), flex: 1, minWidth: 160, sortable: false },
      (row) => row.buyer.name,
      (row) => row.buyer.phone,
    ),
    textColumn(
      { field: 'seller', headerName: field('seller'), flex: 1, minWidth: 150, sortable: false },
      (row) => row.seller.name,
    ),
    textColumn({ field: 'type', headerName: field('type'), width: 110, sortable: false }, (row) =>
      t(`transactions.type.${row.type}`),
    ),
    moneyColumn({ field: 'price', headerName: field('price'), width: 130 }),
    chipColumn(
      { field: 'status', headerName: field('status'), width: 130, sortable: false },
      (row) => row.status,
      (status) => t(`transactions.status.${status}`),
    ),
    textColumn({ field: 'loan_status', headerName: field('loanStatus'), width: 150, sortable: false }, (row) =>
      row.loan_id === null ? EMPTY : loanStatus(row.loan_status),
    ),
    dateColumn({ field: 'created_at', headerName: field('createdAt'), width: 140 }),
  ];
}
