import { hasPermission, type Banner } from '@admin/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';
import ImageRounded from '@mui/icons-material/ImageRounded';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDeleteButtons, RowSwitch } from '../../../components/columns/row-parts.tsx';
import { successText } from '../../../components/forms/success-text.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useEditDeleteOptions } from '../../../components/columns/row-columns.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { EMPTY, formatDateTime } from '../../../lib/format.ts';
import { BANNER_ROW_HEIGHT, useBannerStatus, useDeleteBanner } from '../api.ts';

/** The rows' columns; below a laptop's width the picture, the page and the time step aside (`WIDE_ONLY`). */
export const GRID = {
  xs: '40px minmax(0, 1fr) auto auto',
  md: '40px 200px minmax(200px, 2fr) minmax(140px, 1fr) minmax(150px, 1fr) 110px 90px',
};
export const WIDE_ONLY = { display: { xs: 'none', md: 'block' } } as const;

/**
 * What dragging gives a row: the row's and the handle's refs, the handle's ARIA attributes and
 * event handlers (the sortable layer's, or the stand-in's that load it), where the row is drawn
 * while it moves.
 */
export interface RowDrag {
  rowRef?: Ref<HTMLDivElement>;
  handleRef?: Ref<HTMLButtonElement>;
  handle: object;
  transform?: string;
  transition?: string;
  isDragging?: boolean;
}

/** One banner, 123 px high: its drag handle, picture, texts, place, time, switch and actions. */
export function BannerRow({ banner, canSort, drag }: { banner: Banner; canSort: boolean; drag: RowDrag }) {
  const { t } = useTranslation();
  const grants = useCurrentUser().role_has_permission;
  const status = useBannerStatus();
  const remove = useDeleteBanner();
  const actions = useEditDeleteOptions<Banner>('banners', 'banner', (id) => remove.mutateAsync(id));
  const { rowRef, handleRef, handle, transform, transition, isDragging } = drag;
  return (
    <Box
      ref={rowRef}
      data-testid={`banner-row-${banner.id}`}
      data-banner-id={banner.id}
      sx={{
        display: 'grid',
        gridTemplateColumns: GRID,
        alignItems: 'center',
        gap: 2,
        height: { xs: 'auto', md: BANNER_ROW_HEIGHT },
        minHeight: 72,
        px: 1.5,
        py: { xs: 1, md: 0 },
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: isDragging ? 'action.selected' : 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? 3 : undefined,
        transform,
        transition,
      }}
    >
      <IconButton
        ref={handleRef}
        {...handle}
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
          bgcolor: 'muted',
          display: { xs: 'none', md: 'flex' },
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
      <Box sx={{ minWidth: 0, ...WIDE_ONLY }}>
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
              label={t(`kit.platform.${p}`)}
              sx={{ height: 20, fontSize: 11 }}
            />
          ))}
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={WIDE_ONLY}>
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
        <EditDeleteButtons row={banner} options={actions} />
      </Box>
    </Box>
  );
}
