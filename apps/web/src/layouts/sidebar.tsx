import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import PhoneInTalkRounded from '@mui/icons-material/PhoneInTalkRounded';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BRAND, BRAND_INFO } from '../lib/brand.ts';
import { UserAvatar } from '../components/user-avatar.tsx';
import { afterPaint } from '../lib/after-paint.ts';
import { activeMenuEntry, menuFor, type MenuLink, type MenuSection } from '../lib/areas.ts';
import { useCurrentUser } from '../lib/auth.ts';
import { preloadPage } from '../lib/navigation.ts';

// the spec's 220 px and English group names ("Brand & model Management") leave about 150 px of text
const itemSx = {
  color: BRAND.sidebarText,
  minHeight: 38,
  px: 1,
  mb: 0.25,
  '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 28 },
  '&:hover': { bgcolor: 'rgba(255,255,255,.06)', color: '#fff' },
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: alpha('#ffffff', 0.1), color: '#fff', fontWeight: 600 },
  // the keyboard's place is a ring, not the current page's shade
  '&.Mui-focusVisible': { outline: '2px solid #fff', outlineOffset: -2, color: '#fff' },
  '&.Mui-focusVisible:not(.Mui-selected)': { bgcolor: 'transparent' },
} as const;

/** A group's name on one line (the chevron beside it keeps its place). */
const GROUP_LABEL = { fontSize: 13, letterSpacing: '-0.005em', noWrap: true } as const;

function SidebarUser() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const name = user.full_name?.trim() || t('layout.sidebar.noName');
  const role = user.roles[0]?.display_name || t('layout.sidebar.noRole');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, px: 2, py: 1.75 }} data-testid="sidebar-user">
      <UserAvatar src={user.avatar_list?.medium ?? user.avatar} name={user.full_name ?? user.username} size={40} />
      <Box sx={{ minWidth: 0 }}>
        <Typography noWrap sx={{ color: '#fff', fontWeight: 600, fontSize: 14 }} data-testid="sidebar-user-name">
          {name}
        </Typography>
        <Typography noWrap sx={{ color: BRAND.sidebarText, fontSize: 12 }} data-testid="sidebar-user-role">
          {role}
        </Typography>
      </Box>
    </Box>
  );
}

/** A menu entry's link: selected (and the current page) when its screen is open. */
function EntryLink({
  entry,
  active,
  onNavigate,
  sx,
  children,
}: {
  entry: MenuLink;
  active: boolean;
  onNavigate: () => void;
  sx: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <ListItemButton
      component={Link}
      to={entry.path}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      // the page's code is asked for as the pointer or the focus comes: mostly there by the click (not
      // all the menu's pages once the page is idle: their modules' evaluation made the first visit's
      // total blocking time 1.5 to 6 times as long, bench/results.md)
      onPointerEnter={() => preloadPage(entry.path)}
      onFocus={() => preloadPage(entry.path)}
      data-testid={`menu-${entry.key}`}
      sx={sx}
    >
      {children}
    </ListItemButton>
  );
}

function GroupItem({
  group,
  activeKey,
  onNavigate,
}: {
  group: MenuSection;
  activeKey: string | null;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const Icon = group.icon;
  const containsActive = group.entries.some((e) => e.key === activeKey);
  const [open, setOpen] = useState(containsActive);
  // a screen of this group opened from elsewhere (a link in a page, the dashboard, the command
  // palette) unfolds it, so that its entry shows; leaving the group folds nothing
  const [wasActive, setWasActive] = useState(containsActive);
  if (containsActive !== wasActive) {
    setWasActive(containsActive);
    if (containsActive) setOpen(true);
  }

  if (group.entries.length === 1) {
    const [entry] = group.entries;
    return (
      <Box component="li" data-testid={`menu-group-${group.key}`} sx={{ listStyle: 'none' }}>
        <EntryLink entry={entry} active={entry.key === activeKey} onNavigate={onNavigate} sx={itemSx}>
          <ListItemIcon>{Icon && <Icon fontSize="small" />}</ListItemIcon>
          <ListItemText primary={t(`menu.groups.${group.key}`)} slotProps={{ primary: GROUP_LABEL }} />
        </EntryLink>
      </Box>
    );
  }

  return (
    <Box component="li" data-testid={`menu-group-${group.key}`} sx={{ listStyle: 'none' }}>
      <ListItemButton
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        data-testid={`menu-group-toggle-${group.key}`}
        sx={{ ...itemSx, ...(containsActive && !open ? { color: '#fff' } : null) }}
      >
        <ListItemIcon>{Icon && <Icon fontSize="small" />}</ListItemIcon>
        <ListItemText primary={t(`menu.groups.${group.key}`)} slotProps={{ primary: GROUP_LABEL }} />
        <ExpandMoreRounded
          fontSize="small"
          sx={{
            transition: 'transform .2s',
            transform: open ? 'rotate(180deg)' : 'none',
            opacity: 0.7,
            mr: -0.75,
            fontSize: 18,
            flexShrink: 0,
          }}
        />
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List disablePadding sx={{ pl: 2.5, mb: 0.5 }}>
          {group.entries.map((entry) => (
            <Box component="li" key={entry.key} sx={{ listStyle: 'none' }}>
              <EntryLink
                entry={entry}
                active={entry.key === activeKey}
                onNavigate={onNavigate}
                sx={{
                  ...itemSx,
                  minHeight: 32,
                  position: 'relative',
                  '&::before': {
                    content: '""',
                    position: 'absolute',
                    left: -6,
                    top: '50%',
                    width: 5,
                    height: 5,
                    borderRadius: '50%',
                    bgcolor: entry.key === activeKey ? BRAND.accent : 'rgba(255,255,255,.25)',
                    transform: 'translateY(-50%)',
                  },
                }}
              >
                <ListItemText primary={t(entry.label)} slotProps={{ primary: { fontSize: 13 } }} />
              </EntryLink>
            </Box>
          ))}
        </List>
      </Collapse>
    </Box>
  );
}

// a contact is a target of 24 px at least (WCAG 2.2 target size), though its text is small
const CONTACT_LINK = {
  display: 'flex',
  alignItems: 'center',
  gap: 0.75,
  minHeight: 24,
  color: 'inherit',
  textDecoration: 'none',
} as const;

function SidebarFooter() {
  const { t } = useTranslation();
  return (
    <Box sx={{ px: 2, py: 1.5, color: BRAND.sidebarText, fontSize: 12 }} data-testid="sidebar-footer">
      <Typography sx={{ color: '#fff', fontWeight: 700, fontSize: 13 }}>
        {BRAND_INFO.name}{' '}
        <Box component="span" sx={{ color: BRAND.accent }}>
          {BRAND_INFO.product}
        </Box>
      </Typography>
      <Typography sx={{ fontSize: 11.5, opacity: 0.8, mb: 0.75 }}>{t('layout.sidebar.operator')}</Typography>
      <Box component="a" href={`tel:${BRAND_INFO.hotline.replace(/\s/g, '')}`} sx={CONTACT_LINK}>
        <PhoneInTalkRounded sx={{ fontSize: 14 }} />
        {t('layout.sidebar.hotline')}: {BRAND_INFO.hotline}
      </Box>
      <Box component="a" href={`mailto:${BRAND_INFO.email}`} sx={CONTACT_LINK}>
        <MailOutlineRounded sx={{ fontSize: 14 }} />
        {BRAND_INFO.email}
      </Box>
    </Box>
  );
}

/** The sidebar's content: user, the menu the user's permissions allow, brand and contacts. */
export function SidebarContent({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const groups = menuFor(user.role_has_permission);
  const activeKey = activeMenuEntry(groups, pathname)?.entry.key ?? null;
  const list = useRef<HTMLUListElement>(null);
  // the entry of the open screen is in view, however far down the menu it is; scrolled to after the
  // next paint, when the page is laid out already (asked for at once, it laid the whole new page out
  // in the commit's task: 76 ms of a first visit)
  useEffect(
    () => afterPaint(() => list.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest' })),
    [activeKey],
  );

  return (
    <Box
      data-testid="sidebar"
      component="nav"
      aria-label={t('layout.sidebar.label')}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', bgcolor: BRAND.sidebar }}
    >
      <Box
        component={Link}
        to="/"
        onClick={onNavigate}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, height: 64, textDecoration: 'none', flexShrink: 0 }}
      >
        <Box
          sx={{
            width: 32,
            height: 32,
            borderRadius: 1.5,
            bgcolor: BRAND.accent,
            color: '#fff',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 800,
          }}
        >
          {BRAND_INFO.name[0]}
        </Box>
        <Box>
          <Typography sx={{ color: '#fff', fontWeight: 800, lineHeight: 1.1, fontSize: 15 }}>
            {BRAND_INFO.name}
          </Typography>
          <Typography sx={{ color: BRAND.sidebarText, fontSize: 11, letterSpacing: 1, textTransform: 'uppercase' }}>
            {t('layout.sidebar.backOffice')}
          </Typography>
        </Box>
      </Box>
      <Divider sx={{ borderColor: 'rgba(255,255,255,.08)' }} />
      <SidebarUser />
      <Divider sx={{ borderColor: 'rgba(255,255,255,.08)' }} />
      <List
        ref={list}
        sx={{
          flex: 1,
          overflowY: 'auto',
          px: 0.75,
          py: 1,
          scrollbarWidth: 'thin',
          scrollbarColor: 'rgba(255,255,255,.2) transparent',
        }}
      >
        {groups.map((group) => (
          <GroupItem key={group.key} group={group} activeKey={activeKey} onNavigate={onNavigate} />
        ))}
      </List>
      <Divider sx={{ borderColor: 'rgba(255,255,255,.08)' }} />
      <SidebarFooter />
    </Box>
  );
}
