import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { enUS, viVN } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../../lib/format.ts';

/** The date pickers' own texts and day names follow the interface language. */
function DatePickersProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const vi = i18n.language === 'vi';
  const localeText = (vi ? viVN : enUS).components.MuiLocalizationProvider.defaultProps.localeText;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={vi ? 'vi' : 'en'} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}

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
    <DatePickersProvider>
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
    </DatePickersProvider>
  );
}
