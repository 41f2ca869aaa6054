import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format.ts';

/** One figure of a `DaysTable`: its header and how a day shows it. */
export type DayFigure<D> = readonly [label: string, value: (day: D) => ReactNode];

/**
 * The ads' day-by-day figures: the day, then one right-aligned column a figure; `empty` is the
 * row shown when there are no days, `rowTestId` names each day's row.
 */
export function DaysTable<D extends { day: string }>({
  days,
  dayLabel,
  figures,
  testId,
  rowTestId,
  empty,
  stickyHeader,
}: {
  days: readonly D[];
  dayLabel: string;
  figures: readonly DayFigure<D>[];
  testId: string;
  rowTestId?: (day: D) => string;
  empty?: ReactNode;
  stickyHeader?: boolean;
}) {
  return (
    <Table size="small" stickyHeader={stickyHeader} data-testid={testId}>
      <TableHead>
        <TableRow>
          <TableCell>{dayLabel}</TableCell>
          {figures.map(([label]) => (
            <TableCell key={label} align="right">
              {label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {days.map((d) => (
          <TableRow key={d.day} data-testid={rowTestId?.(d)}>
            <TableCell>{formatDate(d.day)}</TableCell>
            {figures.map(([label, value]) => (
              <TableCell key={label} align="right">
                {value(d)}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {empty && (
          <TableRow>
            <TableCell colSpan={figures.length + 1}>{empty}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
