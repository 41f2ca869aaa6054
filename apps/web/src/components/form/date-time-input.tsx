import TextField from '@mui/material/TextField';
import { lazy, Suspense, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import { boundField } from './bound-field.tsx';
import { translateMessage } from '../../i18n/setup.ts';
import dayjs from 'dayjs';
import { DATE_FORMAT, DATE_TIME_FORMAT, toDateTimeInput } from '../../lib/format.ts';

// MUI X's picker (about 50 KB gzip) loads with the first form that has a date and time
const DateTimePickerField = lazy(() => import('./date-time-picker.tsx'));

export interface DateTimeInputProps {
  name: string;
  label: ReactNode;
  /** Vietnam's wall clock 'YYYY-MM-DDTHH:mm' (`toDateTimeInput`), or '' while empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  inputRef?: Ref<HTMLInputElement>;
  /** The field's message, translated. */
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  testId?: string;
  /** A day only ('YYYY-MM-DD', shown DD-MM-YYYY), no time. */
  dateOnly?: boolean;
}

/**
 * The one date-and-time input of the forms: DD-MM-YYYY HH:mm, 24-hour, the calendar in the
 * interface language; the form keeps 'YYYY-MM-DDTHH:mm' (read with `fromDateTimeInput`), or with
 * `dateOnly` a day, DD-MM-YYYY, kept as 'YYYY-MM-DD'.
 */
export function DateTimeInput(props: DateTimeInputProps) {
  const { name, label, value, required, disabled, size, testId, dateOnly } = props;
  const shell = (
    <TextField
      name={name}
      label={label}
      size={size}
      fullWidth
      required={required}
      disabled={disabled}
      value={value ? dayjs(value).format(dateOnly ? DATE_FORMAT : DATE_TIME_FORMAT) : ''}
      placeholder={dateOnly ? DATE_FORMAT : DATE_TIME_FORMAT}
      slotProps={{ htmlInput: { readOnly: true, 'data-testid': testId } }}
    />
  );
  return (
    <Suspense fallback={shell}>
      <DateTimePickerField {...props} />
    </Suspense>
  );
}

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
