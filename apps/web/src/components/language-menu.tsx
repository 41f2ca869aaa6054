import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../i18n/setup.ts';

/** The language choices; loaded when the switch is first opened. */
export default function LanguageMenu({
  anchor,
  onClose,
  onPick,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  onPick: (language: Language) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language}
          selected={i18n.language === language}
          onClick={() => onPick(language)}
          data-testid={`lang-${language}`}
          lang={language}
        >
          <ListItemText primary={t(`common.language.${language}`)} secondary={language.toUpperCase()} />
        </MenuItem>
      ))}
    </Menu>
  );
}
