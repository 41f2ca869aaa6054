import { UPLOAD_LIMITS } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar.tsx';

/** Picks an avatar image (uploaded after the user is saved) and previews it. */
export function AvatarPicker({
  current,
  name,
  file,
  onChange,
}: {
  current: string | null;
  name: string;
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!(UPLOAD_LIMITS.mimeTypes as readonly string[]).includes(chosen.type)) {
      setError(t('users.form.avatarType'));
      return;
    }
    if (chosen.size > UPLOAD_LIMITS.maxBytes) {
      setError(t('users.form.avatarSize', { mb: UPLOAD_LIMITS.maxBytes / 1024 / 1024 }));
      return;
    }
    setError(null);
    onChange(chosen);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
      <UserAvatar src={preview ?? current} name={name} size={112} data-testid="avatar-preview" />
      <input
        ref={input}
        type="file"
        name="avatar"
        accept={UPLOAD_LIMITS.mimeTypes.join(',')}
        hidden
        onChange={(e) => {
          pick(e.target.files?.[0]);
          e.target.value = '';
        }}
        data-testid="avatar-input"
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<PhotoCameraRounded />}
          onClick={() => input.current?.click()}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('users.form.chooseAvatar')}
        </Button>
        {file && (
          <Button size="small" color="inherit" onClick={() => onChange(null)} sx={{ whiteSpace: 'nowrap' }}>
            {t('actions.cancel')}
          </Button>
        )}
      </Box>
      <FormHelperText error={error !== null} sx={{ textAlign: 'center', m: 0 }}>
        {error ?? t('users.form.avatarHint')}
      </FormHelperText>
    </Box>
  );
}
