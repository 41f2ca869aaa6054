import { UPLOAD_LIMITS } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A picture's 112 × 84 thumbnail, framed in `outline` when given and faded when `dimmed`; `children`
 * sit over it (the cover badge, a remove or keep control).
 */
export function PictureTile({
  src,
  outline,
  dimmed = false,
  children,
}: {
  src: string;
  outline?: string;
  dimmed?: boolean;
  children?: ReactNode;
}) {
  return (
    <Box
      sx={{
        position: 'relative',
        width: 112,
        height: 84,
        borderRadius: 1.5,
        overflow: 'hidden',
        ...(outline ? { border: 1, borderColor: outline } : {}),
        opacity: dimmed ? 0.35 : 1,
      }}
    >
      <Box component="img" src={src} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      {children}
    </Box>
  );
}

/** Several pictures with previews; the first one is the listing's cover. */
export function ImagePicker({
  files,
  onChange,
  error,
  max = 12,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  error?: string;
  max?: number;
}) {
  const { t } = useTranslation();
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.25 }} data-testid="image-previews">
        {previews.map((url, i) => (
          <PictureTile key={url} src={url} outline={i === 0 ? 'primary.main' : 'divider'}>
            {i === 0 && (
              <Typography
                sx={{
                  position: 'absolute',
                  left: 4,
                  bottom: 4,
                  px: 0.75,
                  fontSize: 11,
                  bgcolor: 'primary.main',
                  color: '#fff',
                  borderRadius: 1,
                }}
              >
                {t('products.register.cover')}
              </Typography>
            )}
            <IconButton
              size="small"
              aria-label={t('actions.delete')}
              onClick={() => onChange(files.filter((_f, j) => j !== i))}
              sx={{
                position: 'absolute',
                top: 2,
                right: 2,
                bgcolor: 'rgba(255,255,255,.85)',
                '&:hover': { bgcolor: '#fff' },
              }}
            >
              <CloseRounded sx={{ fontSize: 16 }} />
            </IconButton>
          </PictureTile>
        ))}
        {files.length < max && (
          <Button
            component="label"
            variant="outlined"
            sx={{ width: 112, height: 84, flexDirection: 'column', gap: 0.5, borderStyle: 'dashed' }}
          >
            <AddPhotoAlternateRounded />
            <Typography variant="caption">{t('products.register.addImages')}</Typography>
            <input
              hidden
              type="file"
              multiple
              accept={UPLOAD_LIMITS.mimeTypes.join(',')}
              data-testid="product-images"
              onChange={(e) => {
                const picked = [...(e.target.files ?? [])].filter(
                  (f) =>
                    (UPLOAD_LIMITS.mimeTypes as readonly string[]).includes(f.type) && f.size <= UPLOAD_LIMITS.maxBytes,
                );
                onChange([...files, ...picked].slice(0, max));
                e.target.value = '';
              }}
            />
          </Button>
        )}
      </Box>
      <Typography variant="caption" color={error ? 'error' : 'text.secondary'} sx={{ mt: 0.75, display: 'block' }}>
        {error ?? t('products.register.imagesHint', { max, size: UPLOAD_LIMITS.maxBytes / 1024 / 1024 })}
      </Typography>
    </Box>
  );
}
