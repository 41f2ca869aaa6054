import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs from 'dayjs';
import { DATE_FORMAT, DATE_TIME_FORMAT, DATE_TIME_INPUT_FORMAT } from '../../lib/format.ts';
import type { DateTimeInputProps } from './date-time-input.tsx';
import { PickersProvider } from './pickers-provider.tsx';

/**
 * The date-and-time picker (DD-MM-YYYY HH:mm, 24-hour), loaded when a date field is first used:
 * the lazy half of `DateTimeInput`. Its value is Vietnam's wall clock as the form keeps it.
 */
export default function DateTimePickerField({
  name,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  helperText,
  required,
  disabled,
  size,
  testId,
  dateOnly,
  autoFocus,
}: DateTimeInputProps) {
  // the wall clock as it is: no time zone is applied either way
  const parsed = value ? dayjs(value) : null;
  const slotProps = {
    textField: {
      name,
      size,
      fullWidth: true,
      required,
      error: error !== undefined,
      helperText: error ?? helperText,
      onBlur,
      autoFocus,
      inputProps: { 'data-testid': testId },
    },
    field: { clearable: true },
  };
  return (
    <PickersProvider>
      {dateOnly ? (
        <DatePicker
          label={label}
          value={parsed && parsed.isValid() ? parsed : null}
          format={DATE_FORMAT}
          disabled={disabled}
          dayOfWeekFormatter={(day) => day.format('dd')}
          enableAccessibleFieldDOMStructure={false}
          inputRef={inputRef}
          onChange={(next) => onChange(next && next.isValid() ? next.format('YYYY-MM-DD') : '')}
          slotProps={slotProps}
        />
      ) : (
        <DateTimePicker
          label={label}
          value={parsed && parsed.isValid() ? parsed : null}
          format={DATE_TIME_FORMAT}
          ampm={false}
          disabled={disabled}
          dayOfWeekFormatter={(day) => day.format('dd')}
          enableAccessibleFieldDOMStructure={false}
          inputRef={inputRef}
          onChange={(next) => onChange(next && next.isValid() ? next.format(DATE_TIME_INPUT_FORMAT) : '')}
          slotProps={slotProps}
        />
      )}
    </PickersProvider>
  );
}
