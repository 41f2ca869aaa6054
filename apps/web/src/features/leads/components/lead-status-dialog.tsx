import { LEAD_STATUSES, leadMultiStatusBody, type LeadMultiStatusBody } from '@admin/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { FormSelect, FormText } from '../../../components/fields/grid-fields.tsx';
import { translateMessage } from '../../../i18n/setup.ts';
import { submitWithServerErrors } from '../../../lib/form-errors.ts';

/** Moves the chosen leads to one status, with a note. */
export function LeadStatusDialog({
  ids,
  open,
  onClose,
  onSubmit,
}: {
  ids: number[];
  open: boolean;
  onClose: () => void;
  onSubmit: (body: LeadMultiStatusBody) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState, reset } = useForm<
    z.input<typeof leadMultiStatusBody>,
    unknown,
    LeadMultiStatusBody
  >({
    resolver: zodResolver(leadMultiStatusBody),
    values: { ids, status: 'contacted', note: '' },
  });
  const submit = submitWithServerErrors({ handleSubmit, setError }, ['status', 'note'], async (body) => {
    await onSubmit(body);
    reset();
  });
  const rootError = formState.errors.root?.server?.message ?? formState.errors.ids?.message;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate data-testid="lead-status-form">
        <DialogTitle>{t('leads.multi.title', { count: ids.length })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {rootError && <Alert severity="error">{translateMessage(rootError)}</Alert>}
            <FormSelect
              control={control}
              name="status"
              label={t('fields.status')}
              required
              options={LEAD_STATUSES.map((s) => ({ value: s, label: t(`leads.status.${s}`) }))}
            />
            <FormText control={control} name="note" label={t('leads.fields.note')} rows={2} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting} data-testid="lead-status-save">
            {t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
