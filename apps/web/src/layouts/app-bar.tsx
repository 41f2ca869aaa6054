import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import LockResetRounded from '@mui/icons-material/LockResetRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import QrCodeScannerRounded from '@mui/icons-material/QrCodeScannerRounded';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LAYOUT } from '../lib/brand.ts';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { LazyTooltip, preloadTooltip } from '../components/lazy-tooltip.tsx';
import { UserAvatar } from '../components/user-avatar.tsx';
import { useCurrentUser } from '../lib/auth.ts';
import { signOut } from '../lib/sign-out.ts';
import { href } from '../lib/areas.ts';
import { PaletteButton } from './palette-button.tsx';

function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = user.full_name?.trim() || user.username;

  return (
    <>
      <ButtonBase
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="user-menu"
        aria-haspopup="menu"
        sx={{ borderRadius: 2, px: 1, py: 0.5, gap: 1, '&:hover': { bgcolor: 'action.hover' } }}
      >
        <UserAvatar src={user.avatar_list?.medium ?? user.avatar} name={user.full_name ?? user.username} size={34} />
        <Box sx={{ textAlign: 'left', display: { xs: 'none', sm: 'block' }, maxWidth: 180 }}>
          <Typography noWrap sx={{ fontWeight: 600, fontSize: 13.5, lineHeight: 1.2 }}>
            {name}
          </Typography>
          <Typography noWrap color="text.secondary" sx={{ fontSize: 12 }}>
            {user.email}
          </Typography>
        </Box>
        <KeyboardArrowDownRounded fontSize="small" color="action" />
      </ButtonBase>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
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
            setAnchor(null);
            void navigate(href('auth.changePassword'));
          }}
        >
          <ListItemIcon>
            <LockResetRounded fontSize="small" />
          </ListItemIcon>
          {t('layout.userMenu.changePassword')}
        </MenuItem>
        <MenuItem
          data-testid="user-menu-logout"
          onClick={() => {
            setAnchor(null);
            void signOut();
          }}
        >
          <ListItemIcon>
            <LogoutRounded fontSize="small" />
          </ListItemIcon>
          {t('layout.userMenu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}

/** The top bar: menu toggle, title, quick search, QR scanner link, language switch and user menu. */
export function TopBar({ onToggleSidebar, offset }: { onToggleSidebar: () => void; offset: number }) {
  const { t } = useTranslation();
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{
        height: LAYOUT.appBarHeight,
        justifyContent: 'center',
        borderBottom: 1,
        borderColor: 'divider',
        width: { xs: '100%', md: `calc(100% - ${offset}px)` },
        ml: { md: `${offset}px` },
        transition: 'width .2s, margin .2s',
        zIndex: (theme) => theme.zIndex.drawer - 1,
      }}
    >
      <Toolbar
        sx={{ gap: 1, minHeight: `${LAYOUT.appBarHeight}px !important` }}
        onPointerEnter={preloadTooltip}
        onFocus={preloadTooltip}
      >
        <IconButton
          edge="start"
          onClick={onToggleSidebar}
          aria-label={t('layout.appBar.toggleMenu')}
          data-testid="menu-toggle"
        >
          <MenuRounded />
        </IconButton>
        <Typography variant="h6" noWrap sx={{ flex: 1, fontWeight: 700, color: 'text.primary' }}>
          {t('layout.appBar.title')}
        </Typography>
        <PaletteButton />
        <LazyTooltip title={t('layout.appBar.qrScanner')}>
          <IconButton
            component={Link}
            to={href('qr-scanners.scan')}
            aria-label={t('layout.appBar.qrScanner')}
            data-testid="qr-link"
          >
            <QrCodeScannerRounded />
          </IconButton>
        </LazyTooltip>
        <LanguageSwitch />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
