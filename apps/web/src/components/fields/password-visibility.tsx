import ButtonBase from '@mui/material/ButtonBase';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The input type and the show/hide toggle of a password input (a plain button: the sign-in page stays light). */
export function usePasswordVisibility() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? VisibilityOffRounded : VisibilityRounded;
  return {
    type: visible ? 'text' : 'password',
    endAdornment: (
      <ButtonBase
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t('actions.hidePassword') : t('actions.showPassword')}
        tabIndex={-1}
        sx={{ borderRadius: '50%', p: 0.75, mr: -0.75, color: 'action.active' }}
      >
        <Icon fontSize="small" />
      </ButtonBase>
    ),
  };
}
