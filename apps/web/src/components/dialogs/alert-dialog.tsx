import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import { useTranslation } from 'react-i18next';
import { choosePositive, closeAlert, useFeedbackState, type AlertType } from '../../lib/feedback.ts';

export const ALERT_MAX_WIDTH = 390;

/** Unknown types are shown as success (spec section 4). */
export function normalizeAlertType(type: string | undefined): AlertType {
  return type === 'error' || type === 'confirm' || type === 'option' ? type : 'success';
}

const LOOK = {
  success: { Icon: CheckCircleRounded, color: 'success.main', title: 'common.alert.successful' },
  confirm: { Icon: WarningAmberRounded, color: 'warning.main', title: 'common.alert.warning' },
  option: { Icon: WarningAmberRounded, color: 'warning.main', title: 'common.alert.warning' },
  error: { Icon: ErrorRounded, color: 'error.main', title: 'common.alert.error' },
} as const;

/** The one alert dialog: persistent, icon and title by type, the message and a Close button. */
export function AlertDialog() {
  const { t } = useTranslation();
  const { alert } = useFeedbackState();
  const type = normalizeAlertType(alert?.type);
  const look = LOOK[type] ?? LOOK.error;
  const { Icon } = look;

  return (
    <Dialog
      open={alert !== null}
      disableEscapeKeyDown
      slotProps={{
        paper: { sx: { maxWidth: ALERT_MAX_WIDTH, width: '100%' }, 'data-testid': 'alert-dialog' } as object,
      }}
      aria-labelledby="alert-dialog-title"
    >
      <DialogContent sx={{ textAlign: 'center', pt: 4, pb: 1 }}>
        <Icon sx={{ fontSize: 56, color: look.color }} />
        <Typography id="alert-dialog-title" variant="h6" sx={{ mt: 1 }} data-alert-type={type}>
          {alert?.title ?? t(look.title)}
        </Typography>
        <Box sx={{ mt: 1, color: 'text.secondary', whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
          <Typography variant="body1" component="div" data-testid="alert-message">
            {alert?.message}
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3, gap: 1 }}>
        {type === 'option' && alert?.onPositive && (
          <Button variant="contained" onClick={choosePositive}>
            {alert.positiveText ?? t('actions.ok')}
          </Button>
        )}
        <Button
          variant={type === 'option' ? 'outlined' : 'contained'}
          color={type === 'error' ? 'error' : 'primary'}
          onClick={closeAlert}
          sx={{ minWidth: 120 }}
          data-testid="alert-close"
          autoFocus
        >
          {t('actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
