import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { DATE_FORMAT } from '../../lib/format.ts';
import { PickersProvider } from '../form/pickers-provider.tsx';

/**
 * A DD-MM-YYYY date picker whose value is the API's `YYYY-MM-DD` (or undefined), focused: the
 * lazily loaded half of `DateField`.
 */
export default function DatePickerField({
  label,
  value,
  onChange,
  testId,
  width = 185,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  testId?: string;
  width?: number;
}) {
  const parsed = value ? dayjs(value.slice(0, 10)) : null;
  return (
    <PickersProvider>
      <DatePicker
        label={label}
        value={parsed && parsed.isValid() ? parsed : null}
        format={DATE_FORMAT}
        // two-letter day names: 'T2 … CN', not the single letters 'T T T T T T C'
        dayOfWeekFormatter={(day) => day.format('dd')}
        onChange={(next) => onChange(next && next.isValid() ? next.format('YYYY-MM-DD') : undefined)}
        slotProps={{
          textField: { size: 'small', sx: { width }, autoFocus: true, inputProps: { 'data-testid': testId } },
          field: { clearable: true },
        }}
      />
    </PickersProvider>
  );
}
