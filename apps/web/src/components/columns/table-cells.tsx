import { EMPTY, formatDateTime } from '../../lib/format.ts';

/** The row height that fits two lines of a cell. */
export const TWO_LINE_ROW_HEIGHT = 56;

/** A cell of two short lines: the main value, and a smaller one below it. */
export function TwoLines({ first, second }: { first: string; second: string }) {
  // plain elements with the page's classes (app/theme.ts): one per row of a list
  return (
    <span className="Cell-lines">
      <span className="Cell-first">{first}</span>
      <span className="Cell-second">{second}</span>
    </span>
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
    <span className="Cell-wrapped" title={text}>
      {text}
    </span>
  );
}
