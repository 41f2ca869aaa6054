import type { PreviewPopup } from '@admin/contract';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../../../lib/brand.ts';
import { StateBadge } from './marketplace-mock.tsx';

/** The pop-up as it opens over the page: its picture, title, text and button, with a close control. */
export function PopupOverlay({ popup, onHide }: { popup: PreviewPopup; onHide: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box
      data-testid="mock-popup"
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        p: '24px',
        bgcolor: 'rgba(15, 20, 30, 0.55)',
      }}
    >
      <Box
        role="group"
        aria-labelledby={titleId}
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: 360,
          maxHeight: '100%',
          overflow: 'hidden',
          display: 'flex',
          flexDirection: 'column',
          borderRadius: '12px',
          bgcolor: '#fff',
          color: '#1d2433',
          boxShadow: '0 12px 32px rgba(0, 0, 0, 0.3)',
          outline: popup.state === 'live' ? undefined : '3px dashed #b08900',
          outlineOffset: '-3px',
        }}
      >
        {popup.image && (
          <Box
            component="img"
            src={popup.image.original}
            alt={popup.title}
            sx={{
              display: 'block',
              width: '100%',
              minHeight: 0,
              flexShrink: 1,
              objectFit: 'cover',
              aspectRatio: '1 / 1',
            }}
          />
        )}
        <Box sx={{ p: '14px 16px 16px', display: 'grid', gap: '6px' }}>
          <Box id={titleId} sx={{ fontSize: 17, fontWeight: 700 }}>
            {popup.title}
          </Box>
          {popup.content && <Box sx={{ fontSize: 14, color: '#4a5468' }}>{popup.content}</Box>}
          {popup.link && (
            <Box
              aria-hidden
              sx={{
                mt: '6px',
                py: '9px',
                borderRadius: '8px',
                textAlign: 'center',
                fontWeight: 700,
                fontSize: 14,
                bgcolor: '#c4470f',
                color: '#fff',
              }}
            >
              {t('responsive.mock.cta')}
            </Box>
          )}
        </Box>
        <StateBadge state={popup.state} />
        <IconButton
          onClick={onHide}
          aria-label={t('responsive.mock.hidePopup')}
          data-testid="mock-popup-hide"
          size="small"
          sx={{
            position: 'absolute',
            top: 8,
            right: 8,
            bgcolor: 'rgba(255, 255, 255, 0.92)',
            color: '#1d2433',
            '&:hover': { bgcolor: '#fff' },
            '&:focus-visible': { outline: `2px solid ${BRAND.primary}` },
          }}
        >
          <CloseRounded fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
