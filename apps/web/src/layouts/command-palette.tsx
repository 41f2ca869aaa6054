import { MENU } from '@admin/contract/permissions';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import InputBase from '@mui/material/InputBase';
import Modal from '@mui/material/Modal';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import KeyboardReturnRounded from '@mui/icons-material/KeyboardReturnRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { useQueries } from '@tanstack/react-query';
import { use, useEffect, useLayoutEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loadEveryAreaTexts } from '../i18n/setup.ts';
import { registeredAreas, type MenuIcon, type RecordSearchModule } from '../lib/areas.ts';
import { useCurrentUser } from '../lib/auth.ts';
import { takeTypedKeys } from '../lib/type-ahead.ts';
import { allowedSearches, matchScreens, openableScreens, type AllowedSearch } from '../lib/palette.ts';

/** Typing settles this long before the records are searched. */
const DEBOUNCE_MS = 250;
/** Records are searched from this many characters. */
const MIN_CHARS = 2;
/** Screens shown for a typed text (all of them before anything is typed). */
const SCREENS_SHOWN = 8;
const GROUP_ORDER = MENU.map((g) => g.key);
const LISTBOX = 'palette-listbox';

interface Option {
  id: string;
  to: string;
  name: string;
  detail: string;
  icon: MenuIcon | undefined;
}

interface Group {
  key: string;
  heading: string;
  icon?: MenuIcon;
  options: Option[];
  state: 'done' | 'loading' | 'failed';
}

// its texts load with it, and every area's (screen titles), i18n/route-areas.ts
const texts = loadEveryAreaTexts();

// the areas' search modules, loaded once per set of areas (a stable promise for `use`)
const loadedModules = new Map<string, Promise<RecordSearchModule[]>>();
function searchModules(searches: readonly AllowedSearch[]): Promise<RecordSearchModule[]> {
  const key = searches.map((s) => s.area).join();
  let modules = loadedModules.get(key);
  if (!modules) {
    modules = Promise.all(searches.map((s) => s.load()));
    loadedModules.set(key, modules);
  }
  return modules;
}

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const optionId = (group: string, key: string | number) => `palette-${group}-${key}`.replace(/[^\w-]/g, '-');

/** The screens the user may open, then each allowed area's records, grouped; what Enter opens. */
function useGroups(text: string): { groups: Group[]; pending: boolean } {
  const { t } = useTranslation();
  const grants = useCurrentUser().role_has_permission;
  const screens = useMemo(() => openableScreens(registeredAreas(), GROUP_ORDER, grants), [grants]);
  const searches = useMemo(() => allowedSearches(registeredAreas(), GROUP_ORDER, grants), [grants]);
  const modules = use(searchModules(searches));

  const typed = text.trim();
  const debounced = useDebounced(typed, DEBOUNCE_MS);
  const searching = debounced.length >= MIN_CHARS;
  const results = useQueries({
    queries: searches.map((_search, i) => ({ ...modules[i]!.searchQuery(debounced), enabled: searching })),
  });

  const named = screens.map((s) => ({ ...s, name: t(s.label), groupName: s.group ? t(`menu.groups.${s.group}`) : '' }));
  const matched = matchScreens(named, typed).slice(0, typed ? SCREENS_SHOWN : undefined);
  const groups: Group[] = [
    {
      key: 'screens',
      heading: t('palette.screens'),
      state: 'done',
      options: matched.map((s) => ({
        id: optionId('screen', s.key),
        to: s.path,
        name: s.name,
        detail: s.groupName === s.name ? '' : s.groupName,
        icon: s.icon,
      })),
    },
  ];
  if (searching)
    searches.forEach((search, i) => {
      const result = results[i]!;
      groups.push({
        key: search.area,
        heading: t(search.label),
        icon: search.icon,
        state: result.isPending ? 'loading' : result.isError ? 'failed' : 'done',
        options: (result.data ?? []).map((hit) => ({
          id: optionId(search.area, hit.id),
          to: hit.to,
          name: hit.title,
          detail: hit.detail,
          icon: search.icon,
        })),
      });
    });
  const pending = typed !== debounced || groups.some((g) => g.state === 'loading');
  return { groups: groups.filter((g) => g.options.length > 0 || g.state !== 'done'), pending };
}

function OptionRow({ option, active, onPick }: { option: Option; active: boolean; onPick: () => void }) {
  const Icon = option.icon;
  return (
    <Box
      role="option"
      id={option.id}
      aria-selected={active}
      data-testid="palette-option"
      // the focus stays in the text box
      onMouseDown={(e) => e.preventDefault()}
      onClick={onPick}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1.5,
        py: 0.75,
        mx: 1,
        borderRadius: 1.5,
        cursor: 'pointer',
        bgcolor: active ? 'action.selected' : undefined,
      }}
    >
      <Box sx={{ width: 20, display: 'flex', color: 'text.secondary', flexShrink: 0 }}>
        {Icon && <Icon fontSize="small" />}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography noWrap sx={{ fontSize: 14, fontWeight: 500 }}>
          {option.name}
        </Typography>
        {option.detail && (
          <Typography noWrap sx={{ fontSize: 12.5, color: 'text.secondary' }}>
            {option.detail}
          </Typography>
        )}
      </Box>
      {active && <KeyboardReturnRounded fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />}
    </Box>
  );
}

function GroupState({ state }: { state: Group['state'] }) {
  const { t } = useTranslation();
  if (state === 'done') return null;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2.5, py: 0.75, color: 'text.secondary', fontSize: 13 }}
    >
      {state === 'loading' && <CircularProgress size={14} color="inherit" />}
      {t(state === 'loading' ? 'palette.searching' : 'palette.failed')}
    </Box>
  );
}

function Kbd({ children }: { children: string }) {
  return (
    <Box
      component="kbd"
      sx={{
        font: 'inherit',
        fontSize: 11.5,
        px: 0.6,
        border: 1,
        borderColor: 'divider',
        borderRadius: 0.75,
        bgcolor: 'background.paper',
      }}
    >
      {children}
    </Box>
  );
}

function PaletteBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [activeId, setActiveId] = useState<string | null>(null);
  const { groups, pending } = useGroups(text);
  const options = groups.flatMap((g) => g.options);
  const activeIndex = Math.max(
    0,
    options.findIndex((o) => o.id === activeId),
  );
  const active = options[activeIndex];

  // the text box has the focus now: what was typed since the shortcut comes first in it
  useLayoutEffect(() => {
    const typed = takeTypedKeys();
    if (typed) setText((now) => typed + now);
  }, []);

  useEffect(() => {
    if (active) document.getElementById(active.id)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const open = (option: Option) => {
    onClose();
    void navigate(option.to);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step && options.length) {
      event.preventDefault();
      setActiveId(options[(activeIndex + step + options.length) % options.length]!.id);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      open(active);
    }
  };

  const typed = text.trim();
  const status = !typed
    ? t('palette.hint')
    : pending
      ? t('palette.searching')
      : options.length
        ? t('palette.found', { count: options.length })
        : t('palette.noResults', { text: typed });

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, borderBottom: 1, borderColor: 'divider' }}>
        <SearchRounded sx={{ color: 'text.secondary' }} />
        <InputBase
          autoFocus
          fullWidth
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActiveId(null);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('palette.placeholder')}
          slotProps={{
            input: {
              role: 'combobox',
              'aria-label': t('palette.input'),
              'aria-expanded': groups.length > 0,
              'aria-controls': groups.length > 0 ? LISTBOX : undefined,
              'aria-autocomplete': 'list',
              'aria-activedescendant': active?.id,
              autoComplete: 'off',
              spellCheck: false,
              'data-testid': 'palette-input',
            } as object,
          }}
          sx={{ py: 1.75, fontSize: 16 }}
        />
        {pending && typed && <CircularProgress size={18} aria-hidden data-testid="palette-loading" />}
      </Box>
      {groups.length > 0 && (
        <Box
          role="listbox"
          id={LISTBOX}
          aria-label={t('palette.results')}
          sx={{ overflowY: 'auto', py: 0.5, maxHeight: 'min(60vh, 480px)' }}
        >
          {groups.map((group) => (
            <Box key={group.key} role="group" aria-labelledby={`palette-group-${group.key}`} sx={{ pb: 0.5 }}>
              <Typography
                id={`palette-group-${group.key}`}
                role="presentation"
                sx={{
                  px: 2.5,
                  pt: 1,
                  pb: 0.5,
                  fontSize: 12,
                  fontWeight: 700,
                  letterSpacing: 0.3,
                  textTransform: 'uppercase',
                  color: 'text.secondary',
                }}
              >
                {group.heading}
              </Typography>
              {group.options.map((option) => (
                <OptionRow key={option.id} option={option} active={option === active} onPick={() => open(option)} />
              ))}
              <GroupState state={group.state} />
            </Box>
          ))}
        </Box>
      )}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          px: 2.5,
          py: 1,
          borderTop: 1,
          borderColor: 'divider',
          bgcolor: 'background.default',
          color: 'text.secondary',
          fontSize: 12.5,
        }}
      >
        <Box role="status" data-testid="palette-status" sx={{ flex: 1, minWidth: 0 }}>
          {status}
        </Box>
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1.5, whiteSpace: 'nowrap' }} aria-hidden>
          <span>
            <Kbd>↑</Kbd> <Kbd>↓</Kbd> {t('palette.keys.move')}
          </span>
          <span>
            <Kbd>Enter</Kbd> {t('palette.keys.open')}
          </span>
          <span>
            <Kbd>Esc</Kbd> {t('palette.keys.close')}
          </span>
        </Box>
      </Box>
    </>
  );
}

/**
 * Ctrl+K: every screen the user may open and the records they may list, found by name or code.
 * MUI's Modal and Paper make the dialog (what Dialog is made of): both load with the shell already,
 * where Dialog would be split out of the chunk the list screens share.
 */
export default function CommandPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  use(texts);
  const { t } = useTranslation();
  // each opening starts empty, also one during the closing fade
  const [opening, setOpening] = useState({ open, count: 0 });
  if (open !== opening.open) setOpening({ open, count: opening.count + Number(open) });
  return (
    <Modal open={open} onClose={onClose} data-testid="palette">
      <Fade in={open}>
        <Paper
          role="dialog"
          aria-modal="true"
          aria-labelledby="palette-title"
          elevation={12}
          sx={{
            position: 'absolute',
            top: '10vh',
            left: 0,
            right: 0,
            mx: 'auto',
            width: 'calc(100% - 32px)',
            maxWidth: 600,
            borderRadius: 3,
            overflow: 'hidden',
            outline: 0,
          }}
        >
          <Typography
            id="palette-title"
            component="h2"
            sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
          >
            {t('palette.title')}
          </Typography>
          <PaletteBody key={opening.count} onClose={onClose} />
        </Paper>
      </Fade>
    </Modal>
  );
}
