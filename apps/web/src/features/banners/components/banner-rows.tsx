import { hasPermission, type Banner } from '@admin/contract';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import ImageRounded from '@mui/icons-material/ImageRounded';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { DeleteRowAction, RowAction, RowSwitch } from '../../../components/content/list-kit.tsx';
import { successText } from '../../../components/content/messages.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { EMPTY, formatDateTime } from '../../../lib/format.ts';
import { BANNER_ROW_HEIGHT, useBannerStatus, useDeleteBanner, useSortBanners } from '../api.ts';

const GRID = '40px 200px minmax(200px, 2fr) minmax(140px, 1fr) minmax(150px, 1fr) 110px 90px';

function BannerRow({ banner, canSort }: { banner: Banner; canSort: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const grants = useCurrentUser().role_has_permission;
  const status = useBannerStatus();
  const remove = useDeleteBanner();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: banner.id,
    disabled: !canSort,
  });
  return (
    <Box
      ref={setNodeRef}
      data-testid={`banner-row-${banner.id}`}
      data-banner-id={banner.id}
      sx={{
        display: 'grid',
        gridTemplateColumns: GRID,
        alignItems: 'center',
        gap: 2,
        height: BANNER_ROW_HEIGHT,
        px: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: isDragging ? '#eef3ff' : 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? 3 : undefined,
        transform: CSS.Transform.toString(transform),
        transition,
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        disabled={!canSort}
        aria-label={t('banners.list.drag', { title: banner.title })}
        data-testid={`banner-drag-${banner.id}`}
        sx={{ cursor: canSort ? 'grab' : undefined, touchAction: 'none' }}
      >
        <DragIndicatorRounded />
      </IconButton>
      <Box
        sx={{
          height: 99,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: '#f1f3f8',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {banner.thumbnail ? (
          <Box
            component="img"
            src={banner.thumbnail.small}
            alt={banner.title}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <ImageRounded sx={{ color: 'text.disabled' }} />
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {banner.title}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {banner.description || EMPTY}
        </Typography>
        {banner.link && (
          <Typography variant="caption" color="primary" noWrap component="div">
            {banner.link}
          </Typography>
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontSize: 13.5 }} noWrap>
          {banner.page_name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t(`banners.position.${banner.position}`)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
          {banner.platform.map((p) => (
            <Chip
              key={p}
              size="small"
              variant="outlined"
              label={t(`content.platform.${p}`)}
              sx={{ height: 20, fontSize: 11 }}
            />
          ))}
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {banner.is_limited ? (
          <>
            {formatDateTime(banner.start_time)}
            <br />→ {formatDateTime(banner.end_time)}
          </>
        ) : (
          t('banners.list.unlimited')
        )}
      </Typography>
      <RowSwitch
        checked={banner.status === 1}
        disabled={!hasPermission(grants, 'banners-status')}
        label={t(banner.status === 1 ? 'banners.status.published' : 'banners.status.unpublished')}
        testId={`banner-status-${banner.id}`}
        onToggle={async (next) => {
          const res = await status.mutateAsync({ id: banner.id, status: next ? 1 : 0 });
          showQuickMessage({ type: 'success', body: successText(t, res.messages) });
        }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        {hasPermission(grants, 'banners-update') && (
          <RowAction
            title={t('actions.edit')}
            icon={<EditRounded fontSize="small" />}
            testId={`banner-edit-${banner.id}`}
            onClick={() => void navigate(href('banners.edit', { id: banner.id }))}
          />
        )}
        {hasPermission(grants, 'banners-delete') && (
          <DeleteRowAction
            testId={`banner-delete-${banner.id}`}
            confirmTitle={t('banners.list.confirmDelete', { title: banner.title })}
            remove={() => remove.mutateAsync(banner.id)}
          />
        )}
      </Box>
    </Box>
  );
}

/** The banners in their display order, 123 px rows, reordered by dragging; each drop saves the order. */
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
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // what a screen reader hears while a row moves, in the interface language
  const titleOf = (id: UniqueIdentifier) => order.find((b) => b.id === id)?.title ?? '';
  const placeOf = (id: UniqueIdentifier) => order.findIndex((b) => b.id === id) + 1;
  const accessibility = {
    screenReaderInstructions: { draggable: t('banners.dnd.instructions') },
    announcements: {
      onDragStart: ({ active }: { active: { id: UniqueIdentifier } }) =>
        t('banners.dnd.start', { title: titleOf(active.id), place: placeOf(active.id) }),
      onDragOver: ({ active, over }: { active: { id: UniqueIdentifier }; over: { id: UniqueIdentifier } | null }) =>
        over ? t('banners.dnd.over', { title: titleOf(active.id), place: placeOf(over.id) }) : undefined,
      onDragEnd: ({ active, over }: { active: { id: UniqueIdentifier }; over: { id: UniqueIdentifier } | null }) =>
        over
          ? t('banners.dnd.end', { title: titleOf(active.id), place: placeOf(over.id) })
          : t('banners.dnd.cancel', { title: titleOf(active.id) }),
      onDragCancel: ({ active }: { active: { id: UniqueIdentifier } }) =>
        t('banners.dnd.cancel', { title: titleOf(active.id) }),
    },
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.findIndex((b) => b.id === active.id);
    const to = order.findIndex((b) => b.id === over.id);
    const next = arrayMove(order, from, to);
    setOrder(next);
    sort.mutate(
      next.map((b) => b.id),
      {
        onSuccess: (res) => showQuickMessage({ type: 'success', body: successText(t, res.messages) }),
        onError: () => setOrder(rows),
      },
    );
  };

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box sx={{ minWidth: 980 }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: GRID,
            gap: 2,
            px: 1.5,
            py: 1.25,
            bgcolor: '#f7f8fb',
            borderBottom: 1,
            borderColor: 'divider',
            '& > *': { fontWeight: 600, color: 'text.secondary', fontSize: 12.5 },
          }}
        >
          <span />
          <span>{t('banners.fields.thumbnail')}</span>
          <span>{t('banners.fields.title')}</span>
          <span>{t('banners.fields.page')}</span>
          <span>{t('banners.fields.time')}</span>
          <span>{t('banners.status.published')}</span>
          <span />
        </Box>
        {order.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
            {t('banners.list.empty')}
          </Typography>
        )}
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={accessibility}
        >
          <SortableContext items={order.map((b) => b.id)} strategy={verticalListSortingStrategy}>
            <Box data-testid="banner-rows">
              {order.map((banner) => (
                <BannerRow key={banner.id} banner={banner} canSort={canSort} />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      </Box>
    </Box>
  );
}
