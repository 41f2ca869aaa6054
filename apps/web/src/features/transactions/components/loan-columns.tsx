import type { Loan } from '@admin/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateColumn, moneyColumn, textColumn } from '../../../components/columns/columns.tsx';
import type { TableColumn } from '../../../components/lists/data-table.tsx';
import { EMPTY } from '../../../lib/format.ts';
import { loanHref } from './detail-tabs.ts';
import { LoanStatusChip } from './loan-status-chip.tsx';

const twoLines = (first: string, second: string) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography sx={{ fontSize: 13.5 }} noWrap>
      {first}
    </Typography>
    <Typography variant="caption" color="text.secondary" noWrap component="div">
      {second}
    </Typography>
  </Box>
);

/** The loans list's columns: code and sale, borrower, lender, amounts, status, times. */
export function useLoanColumns(): TableColumn<Loan>[] {
  const { t } = useTranslation();
  const field = (name: string) => t(`transactions.loans.fields.${name}`);
  return [
    {
      field: 'code',
      headerName: field('code'),
      width: 120,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component={Link}
            to={loanHref(row, row.id)}
            sx={{ fontWeight: 600, fontSize: 13.5, color: 'primary.main', textDecoration: 'none' }}
            data-testid={`loan-open-${row.id}`}
          >
            {row.code}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {row.transaction_code}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'buyer',
      headerName: field('buyer'),
      flex: 1,
      minWidth: 150,
      sortable: false,
      renderCell: ({ row }) => twoLines(row.buyer_name, row.phone),
    },
    {
      field: 'partner',
      headerName: field('partner'),
      flex: 1,
      minWidth: 120,
      sortable: false,
      renderCell: ({ row }) => twoLines(row.partner?.name ?? EMPTY, t(`transactions.type.${row.kind}`)),
    },
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
