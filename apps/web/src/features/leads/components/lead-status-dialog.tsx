import { LEAD_STATUSES, leadMultiStatusBody, type LeadMultiStatusBody } from '@admin/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { FormSelect } from '../../../components/fields/grid-fields.tsx';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
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
    <FormDialog
      open={open}
      onClose={onClose}
      closeOnBackdrop
      maxWidth="xs"
      title={t('leads.multi.title', { count: ids.length })}
      testId="lead-status-form"
      submitTestId="lead-status-save"
      onSubmit={submit}
      rootError={rootError}
      submitting={formState.isSubmitting}
      columns={1}
    >
      <FormSelect
        control={control}
        name="status"
        label={t('fields.status')}
        required
        options={LEAD_STATUSES.map((s) => ({ value: s, label: t(`leads.status.${s}`) }))}
      />
      <FormTextField control={control} name="note" label={t('leads.fields.note')} rows={2} />
    </FormDialog>
  );
}
