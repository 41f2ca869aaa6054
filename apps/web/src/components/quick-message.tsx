import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import InfoRounded from '@mui/icons-material/InfoRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import { useTranslation } from 'react-i18next';
import {
  closeQuickMessage,
  QUICK_MESSAGE_TIMEOUT,
  UNDO_TIMEOUT,
  useFeedbackState,
  type QuickMessageType,
} from '../lib/feedback.ts';

/**
 * success and delete green, info teal, warn orange, error red (spec section 9), each dark enough
 * for its white text (4.5:1, axe colour contrast).
 */
export const QUICK_MESSAGE_LOOK: Record<QuickMessageType, { color: string; Icon: typeof InfoRounded; text: string }> = {
  success: { color: '#157a42', Icon: CheckCircleRounded, text: 'common.quickMessage.success' },
  info: { color: '#0e7070', Icon: InfoRounded, text: 'common.quickMessage.info' },
  warn: { color: '#a85400', Icon: WarningAmberRounded, text: 'common.quickMessage.warn' },
  error: { color: '#c5221f', Icon: ErrorRounded, text: 'common.quickMessage.error' },
  delete: { color: '#157a42', Icon: DeleteRounded, text: 'common.quickMessage.delete' },
};

export function QuickMessage() {
  const { t } = useTranslation();
  const { quickMessage } = useFeedbackState();
  const type = quickMessage?.type && quickMessage.type in QUICK_MESSAGE_LOOK ? quickMessage.type : 'success';
  const look = QUICK_MESSAGE_LOOK[type];
  const { Icon } = look;

  return (
    <Snackbar
      key={quickMessage?.id}
      open={quickMessage !== null}
      autoHideDuration={quickMessage?.timeout ?? (quickMessage?.undo ? UNDO_TIMEOUT : QUICK_MESSAGE_TIMEOUT)}
      onClose={(_e, reason) => reason !== 'clickaway' && closeQuickMessage()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Box
        role="status"
        data-testid="quick-message"
        data-type={type}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1.25,
          minWidth: 240,
          borderRadius: 2,
          color: '#fff',
          bgcolor: look.color,
          boxShadow: 6,
          fontWeight: 600,
        }}
      >
        <Icon fontSize="small" />
        <Box sx={{ flex: 1 }}>{quickMessage?.body ?? t(look.text)}</Box>
        {quickMessage?.undo && (
          <Button
            size="small"
            onClick={() => {
              const undo = quickMessage.undo!;
              closeQuickMessage();
              void undo();
            }}
            data-testid="quick-message-undo"
            sx={{ color: 'inherit', textDecoration: 'underline', minWidth: 0 }}
          >
            {t('actions.undo')}
          </Button>
        )}
        {quickMessage?.closeButton && (
          <IconButton
            size="small"
            onClick={closeQuickMessage}
            sx={{ color: 'inherit' }}
            aria-label={t('actions.close')}
          >
            <CloseRounded fontSize="small" />
          </IconButton>
        )}
      </Box>
    </Snackbar>
  );
}
