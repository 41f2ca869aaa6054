import type { CashLoan } from '@admin/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chipColumn, dateColumn, moneyColumn, textColumn } from '../../../components/columns/columns.tsx';
import type { TableColumn } from '../../../components/lists/data-table.tsx';
import { EMPTY } from '../../../lib/format.ts';

export const cashLoanHref = (id: number) => `/finance-loans/${id}/view-detail`;

/** The cash loans list's columns: code, applicant, amount and tenor, grade, status, lender, times. */
export function useCashLoanColumns(): TableColumn<CashLoan>[] {
  const { t } = useTranslation();
  const field = (name: string) => t(`transactions.cashLoans.fields.${name}`);
  return [
    {
      field: 'code',
      headerName: field('code'),
      width: 130,
      sortable: false,
      renderCell: ({ row }) => (
        <Typography
          component={Link}
          to={cashLoanHref(row.id)}
          sx={{ fontWeight: 600, fontSize: 13.5, color: 'primary.main', textDecoration: 'none' }}
          data-testid={`cash-loan-open-${row.id}`}
        >
          {row.code}
        </Typography>
      ),
    },
    {
      field: 'name',
      headerName: field('applicant'),
      flex: 1,
      minWidth: 170,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontSize: 13.5 }} noWrap>
            {row.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {[row.phone, row.province?.name].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
      ),
    },
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
