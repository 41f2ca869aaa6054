import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type Language } from '../i18n/setup.ts';

/** vi / en switch; the choice is kept in the locale cookie. */
export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (language: Language) => {
    setAnchor(null);
    void changeLanguage(language);
  };

  return (
    <>
      <Button
        color={color}
        onClick={(e) => setAnchor(e.currentTarget)}
        startIcon={<TranslateRounded fontSize="small" />}
        endIcon={<KeyboardArrowDownRounded fontSize="small" />}
        data-testid="lang-switch"
        aria-label={t('common.language.label')}
        aria-haspopup="menu"
        sx={{ fontWeight: 600, minWidth: 0 }}
      >
        {i18n.language.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            selected={i18n.language === language}
            onClick={() => pick(language)}
            data-testid={`lang-${language}`}
            lang={language}
          >
            <ListItemText primary={t(`common.language.${language}`)} secondary={language.toUpperCase()} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
