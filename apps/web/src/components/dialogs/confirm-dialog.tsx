import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import { useTranslation } from 'react-i18next';
import { answerConfirm, useFeedbackState } from '../../lib/feedback.ts';

export const CONFIRM_SIZE = { maxWidth: 438, maxHeight: 350 } as const;

/** The one confirm dialog; `confirm()` from lib/feedback (or useConfirm) opens it and awaits the answer. */
export function ConfirmDialog() {
  const { t } = useTranslation();
  const { confirm } = useFeedbackState();

  return (
    <Dialog
      open={confirm !== null}
      onClose={() => answerConfirm(false)}
      slotProps={{ paper: { sx: { ...CONFIRM_SIZE, width: '100%' }, 'data-testid': 'confirm-dialog' } as object }}
      aria-labelledby="confirm-dialog-title"
    >
      <DialogTitle id="confirm-dialog-title" sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', pr: 3 }}>
        <HelpOutlineRounded color={confirm?.danger ? 'error' : 'warning'} sx={{ mt: '1px' }} />
        {confirm?.title ?? t('common.confirm.title')}
      </DialogTitle>
      <DialogContent sx={{ overflowY: 'auto' }}>
        <Typography color="text.secondary" sx={{ pl: 4.25, whiteSpace: 'pre-line' }}>
          {confirm?.message ?? t('common.confirm.message')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {/* the safe choice has the focus: Enter, pressed out of habit, takes nothing (docs/decisions.md, "Confirmations") */}
        <Button onClick={() => answerConfirm(false)} color="inherit" data-testid="confirm-cancel" autoFocus>
          {confirm?.cancelText ?? t('actions.cancel')}
        </Button>
        <Button
          onClick={() => answerConfirm(true)}
          variant="contained"
          color={confirm?.danger ? 'error' : 'primary'}
          data-testid="confirm-yes"
        >
          {confirm?.okText ?? t('actions.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
