import { translateMessage } from '../../i18n/setup.ts';
import { toDateTimeInput } from '../../lib/format.ts';
import { boundField } from './bound-field.tsx';
import { DateTimeInput } from './date-time-input.tsx';

/** A DateTimeInput bound to react-hook-form. */
export const FormDateTimeField = boundField(
  DateTimeInput,
  (field) => ({ value: (field.value as string | null) ?? '', onChange: field.onChange }),
  translateMessage,
);

/** An item's start and end times as its form's date-time inputs take them ('' when it has none). */
export function toTimeWindow(item?: { start_time?: string | null; end_time?: string | null }) {
  return { start_time: toDateTimeInput(item?.start_time), end_time: toDateTimeInput(item?.end_time) };
}
