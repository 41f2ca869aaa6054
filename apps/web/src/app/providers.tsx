import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../i18n/setup.ts';
import { APPEARANCE_SETTING, useSetting, type Appearance } from '../lib/settings.ts';
import { createAppTheme } from './theme.ts';

/**
 * The theme, in the person's appearance (the system's colour scheme, light or dark, read before the
 * first render), with MUI's own locale for the current language and without motion when the system
 * asks for less (prefers-reduced-motion). The query client is provided by the default layout (and
 * the few sign-in screens that fetch), so the login page does not load it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'vi';
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const [appearance] = useSetting<Appearance>(APPEARANCE_SETTING, 'system');
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const dark = appearance === 'dark' || (appearance === 'system' && systemDark);
  const theme = useMemo(() => createAppTheme(language, { reducedMotion, dark }), [language, reducedMotion, dark]);
  // the scheme public/appearance.js set before the first paint (the page's background), kept as chosen
  useEffect(() => document.documentElement.setAttribute('data-appearance', dark ? 'dark' : 'light'), [dark]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
