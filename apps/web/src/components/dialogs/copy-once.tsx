import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../copy-field.tsx';

/**
 * A dialog's content that shows a value once, to copy and hand over (a temporary password, an
 * invitation link): the title, what the value is, the value with its Copy button (when there is
 * one), the warning that it is not shown again, and Done.
 */
export function CopyOnce({
  title,
  text,
  value,
  valueTestId,
  warning,
  onDone,
  doneTestId,
}: {
  title: ReactNode;
  text: ReactNode;
  value: string | null | undefined;
  valueTestId: string;
  warning: ReactNode;
  onDone: () => void;
  doneTestId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1.5 }}>{text}</Typography>
        {value && <CopyField value={value} testId={valueTestId} />}
        <Alert severity="warning" sx={{ mt: 2 }}>
          {warning}
        </Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onDone} data-testid={doneTestId}>
          {t('actions.done')}
        </Button>
      </DialogActions>
    </>
  );
}
