import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { enUS, viVN } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/vi';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The date pickers' own texts, day and month names follow the interface language. */
export function PickersProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const vi = i18n.language === 'vi';
  const localeText = (vi ? viVN : enUS).components.MuiLocalizationProvider.defaultProps.localeText;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={vi ? 'vi' : 'en'} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
