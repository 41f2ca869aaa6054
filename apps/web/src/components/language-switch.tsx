import Button from '@mui/material/Button';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, type Language } from '../i18n/setup.ts';

const LanguageMenu = lazy(() => import('./language-menu.tsx'));

/** vi / en switch; the choice is kept in the locale cookie. */
export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const pick = (language: Language) => {
    setAnchor(null);
    void changeLanguage(language);
  };

  return (
    <>
      <Button
        color={color}
        onClick={(e) => {
          setOpened(true);
          setAnchor(e.currentTarget);
        }}
        startIcon={<TranslateRounded fontSize="small" />}
        endIcon={<KeyboardArrowDownRounded fontSize="small" />}
        data-testid="lang-switch"
        aria-label={`${i18n.language.toUpperCase()} · ${t('common.language.label')}`}
        aria-haspopup="menu"
        sx={{ fontWeight: 600, minWidth: 0 }}
      >
        {i18n.language.toUpperCase()}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} onClose={() => setAnchor(null)} onPick={pick} />
        </Suspense>
      )}
    </>
  );
}
