import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import LockResetRounded from '@mui/icons-material/LockResetRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '../lib/areas.ts';
import { useCurrentUser } from '../lib/auth.ts';
import { signOut } from '../lib/sign-out.ts';

// the appearance's choice loads when first asked for
const AppearanceMenu = lazy(() => import('./appearance-menu.tsx'));

export const PLACEMENT = {
  anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
  transformOrigin: { vertical: 'top', horizontal: 'right' },
} as const;

/** The app bar's user menu: the account, its password, the appearance, signing out. */
export function UserMenuPopup({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [choosing, setChoosing] = useState(false);
  if (choosing)
    return (
      <Suspense fallback={null}>
        <AppearanceMenu anchor={anchor} onClose={onClose} />
      </Suspense>
    );
  return (
    <Menu
      open
      anchorEl={anchor}
      onClose={onClose}
      {...PLACEMENT}
      slotProps={{ paper: { sx: { minWidth: 220, mt: 0.5 } } }}
    >
      <Box sx={{ px: 2, py: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{user.username}</Typography>
        <Typography color="text.secondary" sx={{ fontSize: 12 }}>
          {user.roles.map((r) => r.display_name).join(', ') || t('layout.sidebar.noRole')}
        </Typography>
      </Box>
      <Divider />
      <MenuItem
        data-testid="user-menu-change-password"
        onClick={() => {
          onClose();
          void navigate(href('auth.changePassword'));
        }}
      >
        <ListItemIcon>
          <LockResetRounded fontSize="small" />
        </ListItemIcon>
        {t('layout.userMenu.changePassword')}
      </MenuItem>
      <MenuItem data-testid="user-menu-appearance" aria-haspopup="menu" onClick={() => setChoosing(true)}>
        <ListItemIcon>
          <DarkModeRounded fontSize="small" />
        </ListItemIcon>
        {t('layout.appearance.title')}
      </MenuItem>
      <MenuItem
        data-testid="user-menu-logout"
        onClick={() => {
          onClose();
          void signOut();
        }}
      >
        <ListItemIcon>
          <LogoutRounded fontSize="small" />
        </ListItemIcon>
        {t('layout.userMenu.logout')}
      </MenuItem>
    </Menu>
  );
}
