import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ImageRounded from '@mui/icons-material/ImageRounded';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/setup.ts';
import { isApiError } from '../../lib/api-client.ts';

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/**
 * The picture a form's `ImageInput` picks: the file (sent only when chosen), its message, and
 * `onError`, which puts the server's 422 message for `field` on it. With `required` (the message,
 * for a new item that must have one), `submit` does not send the form without a picture.
 */
export function useImagePick(field: string, required?: string) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const onError = (e: unknown) => {
    const messages = isApiError(e) ? e.fieldErrors[field] : undefined;
    if (messages) setError(messages[0]);
  };
  /** A new choice clears the message. */
  const choose = (next: File | null) => {
    setFile(next);
    setError(undefined);
  };
  const submit =
    <F,>(send: (form: F, file: File | null) => Promise<unknown>) =>
    async (form: F) => {
      if (required && !file) {
        setError(required);
        return;
      }
      setError(undefined);
      await send(form, file);
    };
  /** What `useFormCard` takes from the picture: a chosen one is a change; the server's message. */
  const options = { picked: file !== null, onError };
  /** What its `ImageInput` takes from the pick: the file, the choice, the message. */
  const input = { file, onChange: choose, error };
  return { file, error, onError, submit, options, input };
}

/** Chooses a picture: shows the chosen file, else the current picture; the file is sent only when chosen. */
export function ImageInput({
  label,
  current,
  file,
  onChange,
  error,
  testId,
  height = 160,
}: {
  label: string;
  current: string | null | undefined;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  testId: string;
  height?: number;
}) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const src = preview ?? current ?? null;
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1, color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box
        sx={{
          height,
          borderRadius: 1,
          border: 1,
          borderStyle: src ? 'solid' : 'dashed',
          borderColor: error ? 'error.main' : 'divider',
          bgcolor: 'muted',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
        }}
      >
        {src ? (
          <Box
            component="img"
            src={src}
            alt={label}
            sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        ) : (
          <ImageRounded sx={{ fontSize: 48, color: 'text.disabled' }} />
        )}
      </Box>
      <Button component="label" size="small" variant="outlined" sx={{ mt: 1 }}>
        {t('kit.image.choose')}
        <input
          hidden
          type="file"
          accept={IMAGE_ACCEPT}
          data-testid={testId}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        />
      </Button>
      {error && (
        <Typography color="error" variant="caption" sx={{ display: 'block', mt: 0.5 }}>
          {translateMessage(error)}
        </Typography>
      )}
    </Box>
  );
}
