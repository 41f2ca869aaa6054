import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EMPTY, formatDateTime } from '../../lib/format.ts';

/** The row height that fits two lines of a cell. */
export const TWO_LINE_ROW_HEIGHT = 56;

/** A cell of two short lines: the main value, and a smaller one below it. */
export function TwoLines({ first, second }: { first: string; second: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography noWrap sx={{ fontSize: 13.5, fontWeight: 500, lineHeight: 1.35 }}>
        {first}
      </Typography>
      <Typography noWrap color="text.secondary" sx={{ fontSize: 12.5, lineHeight: 1.35 }}>
        {second}
      </Typography>
    </Box>
  );
}

/** The date on the first line, the time below: half the width of "DD-MM-YYYY HH:mm" on one line. */
export function DateTimeCell({ value }: { value: string }) {
  const [date, time] = formatDateTime(value).split(' ');
  return <TwoLines first={date ?? EMPTY} second={time ?? ''} />;
}

/** Text that wraps onto a second line instead of being cut, then ends in an ellipsis. */
export function WrappedText({ text }: { text: string }) {
  return (
    <Typography
      title={text}
      sx={{
        fontSize: 13.5,
        lineHeight: 1.35,
        whiteSpace: 'normal',
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
      }}
    >
      {text}
    </Typography>
  );
}
