import { hasPermission, type Banner } from '@admin/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../components/lazy-part.ts';
import { successText } from '../../../components/forms/success-text.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { useSortBanners } from '../api.ts';
import { BannerRow, GRID, WIDE_ONLY } from './banner-row.tsx';

// dnd-kit (about 16 KB gzip) loads when the pointer, the focus or a press first comes to a drag handle
const sortable = lazyPart(() => import('./sortable-banner-rows.tsx').then((module) => module.default));

/** A press on a drag handle before the sortable rows came, for them to take up. */
type Press = { by: 'pointer'; id: number; init: PointerEventInit } | { by: 'key'; id: number; init: KeyboardEventInit };

const handleOf = (list: HTMLElement, id: number) =>
  list.querySelector<HTMLElement>(`[data-testid="banner-drag-${id}"]`);

/**
 * The banners in their display order, 123 px rows, reordered by dragging; each drop saves the order.
 *
 * The rows are drawn without dnd-kit until a drag handle is reached: the pointer over it, the focus
 * or a press starts loading the sortable rows, which then take the rows' place. Taking their place
 * mounts the rows anew, so what was in use is handed over: the element that had the focus gets it
 * back, a pointer still held on a handle is pressed there again (the drag goes on from where it was
 * pressed), and Space or Enter pressed on a handle picks its row up.
 */
export function BannerRows({ rows }: { rows: Banner[] }) {
  const { t } = useTranslation();
  const grants = useCurrentUser().role_has_permission;
  const canSort = hasPermission(grants, 'banners-update');
  const sort = useSortBanners();
  const [order, setOrder] = useState<Banner[]>(rows);
  const [source, setSource] = useState(rows);
  if (source !== rows) {
    setSource(rows);
    setOrder(rows);
  }

  const Sortable = sortable.useLoaded();
  const [swapped, setSwapped] = useState(Sortable !== null);
  const list = useRef<HTMLDivElement>(null);
  const press = useRef<Press | null>(null);
  // the place, among the rows' elements, of the one that had the focus when the sortable rows came
  const focused = useRef(-1);
  const describedBy = useId();

  useEffect(() => {
    if (!Sortable || swapped || !list.current) return;
    focused.current = Array.prototype.indexOf.call(list.current.getElementsByTagName('*'), document.activeElement);
    // a key pressed on a handle that no longer has the focus is not taken up
    const pressed = press.current;
    if (pressed?.by === 'key' && document.activeElement !== handleOf(list.current, pressed.id)) press.current = null;
    setSwapped(true);
  }, [Sortable, swapped]);

  // the sortable rows are in place (their sensors listening): the focus and the press are handed over
  useEffect(() => {
    if (!swapped || !list.current) return;
    if (focused.current >= 0)
      (list.current.getElementsByTagName('*')[focused.current] as HTMLElement | undefined)?.focus();
    focused.current = -1;
    const pressed = press.current;
    press.current = null;
    const handle = pressed && handleOf(list.current, pressed.id);
    if (!pressed || !handle) return;
    const options = { bubbles: true, cancelable: true, composed: true };
    handle.dispatchEvent(
      pressed.by === 'pointer'
        ? new PointerEvent('pointerdown', { ...pressed.init, ...options })
        : new KeyboardEvent('keydown', { ...pressed.init, ...options }),
    );
  }, [swapped]);

  const reorder = (next: Banner[]) => {
    setOrder(next);
    sort.mutate(
      next.map((b) => b.id),
      {
        onSuccess: (res) => showQuickMessage({ type: 'success', body: successText(t, res.messages) }),
        onError: () => setOrder(rows),
      },
    );
  };

  // the handle until the sortable rows come: named and described as dnd-kit names it
  const standIn = (id: number) => ({
    'aria-roledescription': 'sortable',
    'aria-describedby': describedBy,
    'aria-disabled': !canSort,
    onPointerEnter: () => void sortable.preload(),
    onFocus: () => void sortable.preload(),
    onPointerDown: (event: ReactPointerEvent<HTMLButtonElement>) => {
      if (!event.isPrimary || event.button !== 0) return;
      void sortable.preload();
      const { pointerId, pointerType, clientX, clientY, screenX, screenY, buttons } = event;
      press.current = {
        by: 'pointer',
        id,
        init: { pointerId, pointerType, isPrimary: true, button: 0, buttons, clientX, clientY, screenX, screenY },
      };
      // released before the sortable rows came: nothing to take up
      const done = new AbortController();
      const release = () => {
        if (press.current?.by === 'pointer') press.current = null;
        done.abort();
      };
      window.addEventListener('pointerup', release, { signal: done.signal, capture: true });
      window.addEventListener('pointercancel', release, { signal: done.signal, capture: true });
    },
    onKeyDown: (event: ReactKeyboardEvent<HTMLButtonElement>) => {
      if (event.code === 'Space' || event.code === 'Enter') {
        // as dnd-kit's keyboard sensor does: no click, no scroll
        event.preventDefault();
        void sortable.preload();
        press.current = { by: 'key', id, init: { code: event.code, key: event.key } };
      } else if (event.code === 'Escape' || event.code === 'Tab') press.current = null;
    },
  });

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box sx={{ minWidth: { xs: 0, md: 980 } }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: GRID,
            gap: 2,
            px: 1.5,
            py: 1.25,
            bgcolor: 'muted',
            borderBottom: 1,
            borderColor: 'divider',
            '& > *': { fontWeight: 600, color: 'text.secondary', fontSize: 12.5 },
          }}
        >
          <span />
          <Box component="span" sx={WIDE_ONLY}>
            {t('banners.fields.thumbnail')}
          </Box>
          <span>{t('banners.fields.title')}</span>
          <Box component="span" sx={WIDE_ONLY}>
            {t('banners.fields.page')}
          </Box>
          <Box component="span" sx={WIDE_ONLY}>
            {t('banners.fields.time')}
          </Box>
          <span>{t('banners.status.published')}</span>
          <span />
        </Box>
        {order.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
            {t('banners.list.empty')}
          </Typography>
        )}
        <Box data-testid="banner-rows" ref={list}>
          {Sortable && swapped ? (
            <Sortable order={order} canSort={canSort} onReorder={reorder} />
          ) : (
            order.map((banner) => (
              <BannerRow key={banner.id} banner={banner} canSort={canSort} drag={{ handle: standIn(banner.id) }} />
            ))
          )}
        </Box>
        {!swapped && (
          <Box id={describedBy} sx={{ display: 'none' }}>
            {t('banners.dnd.instructions')}
          </Box>
        )}
      </Box>
    </Box>
  );
}
