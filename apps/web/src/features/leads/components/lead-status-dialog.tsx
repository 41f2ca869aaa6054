import { LEAD_STATUSES, leadMultiStatusBody, type LeadMultiStatusBody } from '@admin/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { FormSelect } from '../../../components/fields/grid-fields.tsx';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
import { useFormFields } from '../../../components/fields/form-fields.ts';
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
  const { control, handleSubmit, setError, formState, reset } = useForm<
    z.input<typeof leadMultiStatusBody>,
    unknown,
    LeadMultiStatusBody
  >({
    resolver: zodResolver(leadMultiStatusBody),
    values: { ids, status: 'contacted', note: '' },
  });
  const { t, field, options } = useFormFields(control, 'leads');
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
      <FormSelect {...field('status', 'fields.status')} required options={options(LEAD_STATUSES, 'leads.status')} />
      <FormTextField {...field('note')} rows={2} />
    </FormDialog>
  );
}
