import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckRounded from '@mui/icons-material/CheckRounded';
import { useTranslation } from 'react-i18next';
import { APPEARANCE_SETTING, useSetting, type Appearance } from '../lib/settings.ts';
import { PLACEMENT } from './user-menu.tsx';

const APPEARANCES: readonly Appearance[] = ['system', 'light', 'dark'];

/** The appearance's choice: the system's colour scheme, light or dark, kept in the person's settings. */
export default function AppearanceMenu({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  const { t } = useTranslation();
  const [appearance, setAppearance] = useSetting<Appearance>(APPEARANCE_SETTING, 'system');
  return (
    <Menu
      open
      anchorEl={anchor}
      onClose={onClose}
      {...PLACEMENT}
      slotProps={{ paper: { sx: { minWidth: 220, mt: 0.5 } }, list: { 'aria-label': t('layout.appearance.title') } }}
      data-testid="appearance-menu"
    >
      {APPEARANCES.map((a) => (
        <MenuItem
          key={a}
          role="menuitemradio"
          aria-checked={appearance === a}
          selected={appearance === a}
          data-testid={`appearance-${a}`}
          onClick={() => {
            setAppearance(a);
            onClose();
          }}
        >
          <ListItemIcon>{appearance === a && <CheckRounded fontSize="small" />}</ListItemIcon>
          {t(`layout.appearance.${a}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
