import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import { QueryClientProvider, useIsFetching } from '@tanstack/react-query';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router';
import { lazyDialog } from '../components/dialogs/lazy-dialog.tsx';
import { LAYOUT } from '../lib/brand.ts';
import { useAuth, useCurrentUser } from '../lib/auth.ts';
import '../lib/dayjs-locale.ts';
import { usePageWatch } from '../lib/page-title.ts';
import { queryClient } from '../lib/query-client.ts';
import { addLazyShortcuts } from '../lib/shortcuts.ts';
import { afterPaint } from '../lib/after-paint.ts';
import { loadRouteFiles } from '../lib/route-files.ts';
import { TopBar } from './app-bar.tsx';
import { NoticeBar } from './notice-bar.tsx';
import { SidebarContent } from './sidebar.tsx';
import { TabStrip } from './tab-strip.tsx';

/** A skip link: out of sight until the keyboard reaches it. */
const SKIP_LINK = {
  position: 'fixed',
  left: 8,
  top: -48,
  zIndex: 'tooltip',
  px: 2,
  py: 1,
  borderRadius: 1,
  bgcolor: 'primary.main',
  color: '#fff',
  fontWeight: 600,
  textDecoration: 'none',
} as const;

// `?`: the sheet of every shortcut, loaded when first asked for
const ShortcutsSheet = lazyDialog(() => import('./shortcuts-sheet.tsx').then((m) => m.ShortcutsSheet));

const desktopQuery = `(min-width:${LAYOUT.sidebarBreakpoint + 1}px)`;

/** App bar, sidebar, notice bar, tab strip and the page area; nothing while signing out. */
export function AppShell({ children }: { children: ReactNode }) {
  const { user, authToken } = useAuth();
  // one stream of the changes others make, per tab, while signed in (lib/live.ts)
  useEffect(() => {
    if (!user || !authToken) return undefined;
    // its code (and the stream library) loads beside the first screen, not before it
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('../lib/live.ts').then(({ startLive }) => {
      if (!stopped) stop = startLive(queryClient);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [user, authToken]);
  // the files of each screen, for the moves to come, once the first screen is shown (lib/route-files.ts)
  useEffect(() => afterPaint(() => void loadRouteFiles()), []);
  return user ? (
    <QueryClientProvider client={queryClient}>
      <Shell>{children}</Shell>
    </QueryClientProvider>
  ) : null;
}

function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const desktop = useMediaQuery(desktopQuery, { noSsr: true });
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const open = desktop ? desktopOpen : mobileOpen;
  const offset = desktop && desktopOpen ? LAYOUT.sidebarWidth : 0;

  const main = useRef<HTMLElement>(null);

  // the shell's keys (rows, search, pages, `g` to a screen, `?`): their code comes with the first key pressed
  const navigate = useNavigate();
  const grants = useCurrentUser().role_has_permission;
  const [sheetOpen, setSheetOpen] = useState(false);
  useEffect(
    () =>
      addLazyShortcuts(() =>
        import('./shell-shortcuts.ts').then((m) =>
          m.shellShortcuts({ navigate, grants, openSheet: () => setSheetOpen(true) }),
        ),
      ),
    [navigate, grants],
  );

  const toggle = () => (desktop ? setDesktopOpen((o) => !o) : setMobileOpen((o) => !o));
  const closeOnMobile = () => !desktop && setMobileOpen(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {/* the first stop of the keyboard: past the menu to the screen */}
      <Box component="a" href="#main" data-testid="skip-link" sx={{ ...SKIP_LINK, '&:focus': { top: 8 } }}>
        {t('layout.skipToContent')}
      </Box>
      <SkipToList main={main} />
      <Drawer
        variant={desktop ? 'persistent' : 'temporary'}
        open={open}
        onClose={() => setMobileOpen(false)}
        ModalProps={{ keepMounted: true }}
        sx={{
          width: offset,
          flexShrink: 0,
          transition: 'width .2s',
          '& .MuiDrawer-paper': { width: LAYOUT.sidebarWidth, border: 0, boxSizing: 'border-box' },
        }}
        data-open={open}
      >
        <SidebarContent onNavigate={closeOnMobile} />
      </Drawer>
      <TopBar onToggleSidebar={toggle} offset={offset} />
      <Box sx={{ flex: 1, minWidth: 0, pt: `${LAYOUT.appBarHeight}px`, display: 'flex', flexDirection: 'column' }}>
        <NoticeBar />
        <TabStrip />
        <PageArea main={main}>{children}</PageArea>
      </Box>
      <ShortcutsSheet open={sheetOpen} onClose={() => setSheetOpen(false)} grants={grants} />
    </Box>
  );
}

/**
 * The page area, busy while a screen loads or fetches its first data (not while it refreshes data it
 * shows). Its own component: a screen's first reads starting and ending drew it again, not the
 * shell's menu and bars around it (each a blocking render, as the query cache is an external store).
 */
function PageArea({ main, children }: { main: RefObject<HTMLElement | null>; children: ReactNode }) {
  const location = useLocation();
  const navigating = useNavigation().state !== 'idle';
  const loadingData = useIsFetching({ predicate: (query) => query.state.status === 'pending' }) > 0;
  return (
    <Box
      component="main"
      ref={main}
      id="main"
      tabIndex={-1}
      aria-busy={navigating || loadingData}
      data-path={location.pathname + location.search}
      sx={{ flex: 1, p: 2, minWidth: 0, '&:focus': { outline: 'none' } }}
    >
      {children}
    </Box>
  );
}

/** The keyboard's second stop on a page with a list: past the header and the filters, to its first row. */
function SkipToList({ main }: { main: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const hasList = usePageWatch(main, '.DataTable-root');
  if (!hasList) return null;
  return (
    <Box
      component="a"
      href="#main"
      data-testid="skip-to-list"
      onClick={(event: MouseEvent) => {
        const row = document.querySelector<HTMLElement>('.DataTable-row');
        const target = row?.querySelector<HTMLElement>('a[href], button:not([disabled])') ?? row;
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
      sx={{ ...SKIP_LINK, '&:focus': { top: 8 } }}
    >
      {t('layout.skipToList')}
    </Box>
  );
}

/** The default layout route; its middleware has made sure a user is signed in. */
export function Component() {
  return (
    <AppShell>
      <Outlet />
      {/* a screen opened by a link starts at the top; back and forward return to where the user was */}
      <ScrollRestoration />
    </AppShell>
  );
}
