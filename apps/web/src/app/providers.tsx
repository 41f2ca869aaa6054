import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../i18n/setup.ts';
import { queryClient } from '../lib/query-client.ts';
import { createAppTheme } from './theme.ts';

/** Theme (with MUI's own locale for the current language) and the query client. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'vi';
  const theme = useMemo(() => createAppTheme(language), [language]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
