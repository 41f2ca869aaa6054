import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import QrCodeScannerRounded from '@mui/icons-material/QrCodeScannerRounded';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LAYOUT } from '../lib/brand.ts';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { LazyTooltip, preloadTooltip } from '../components/lazy-tooltip.tsx';
import { UserAvatar } from '../components/user-avatar.tsx';
import { useCurrentUser } from '../lib/auth.ts';
import { activeMenuEntry, href, menuFor } from '../lib/areas.ts';
import { PaletteButton } from './palette-button.tsx';
import { UserMenuPopup } from './user-menu.tsx';

function UserMenu() {
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
      {anchor && <UserMenuPopup anchor={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}

/**
 * Where the screen is: its menu group and entry ("Giao dịch › Khoản vay"), the entry a link back
 * to its list from a record or a form under it; the back-office's name where no entry holds the
 * screen (the dashboard, the password form).
 */
function Whereabouts() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const active = activeMenuEntry(menuFor(user?.role_has_permission), pathname);
  const sx = { flex: 1, minWidth: 0, fontWeight: 700, color: 'text.primary' } as const;
  if (!active || active.entry.path === '/')
    return (
      <Typography variant="h6" component="p" noWrap sx={sx}>
        {t('layout.appBar.title')}
      </Typography>
    );
  const group = t(`menu.groups.${active.group.key}`);
  const entry = t(active.entry.label);
  return (
    <Typography variant="h6" component="nav" aria-label={t('layout.appBar.whereabouts')} noWrap sx={sx}>
      {group !== entry && (
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
          {group} ›{' '}
        </Box>
      )}
      {pathname === active.entry.path ? (
        <span aria-current="page">{entry}</span>
      ) : (
        <Box
          component={Link}
          to={active.entry.path}
          data-testid="whereabouts-list"
          sx={{ color: 'inherit', textDecoration: 'none', '&:hover, &:focus-visible': { textDecoration: 'underline' } }}
        >
          {entry}
        </Box>
      )}
    </Typography>
  );
}

/** The top bar: menu toggle, where the screen is, quick search, QR scanner link, language switch and user menu. */
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
        <Whereabouts />
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
