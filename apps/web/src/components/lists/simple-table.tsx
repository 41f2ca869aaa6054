import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A header cell: its text, or its text aligned to the right (a count). */
type HeadCell = string | { label: string; align: 'right' };

/**
 * A small table that is not a server list (a dialog's comparison, a log): the header's cells, the
 * rows as `children`, and `empty` across the table when it is given (there are no rows).
 */
export function SimpleTable({
  head,
  empty,
  testId,
  sx,
  children,
}: {
  head: HeadCell[];
  empty?: ReactNode;
  testId?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Table size="small" data-testid={testId} sx={sx}>
      <TableHead>
        <TableRow>
          {head.map((cell, i) =>
            typeof cell === 'string' ? (
              <TableCell key={i}>{cell}</TableCell>
            ) : (
              <TableCell key={i} align={cell.align}>
                {cell.label}
              </TableCell>
            ),
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {empty && (
          <TableRow>
            <TableCell colSpan={head.length}>
              <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                {empty}
              </Typography>
            </TableCell>
          </TableRow>
        )}
        {children}
      </TableBody>
    </Table>
  );
}
