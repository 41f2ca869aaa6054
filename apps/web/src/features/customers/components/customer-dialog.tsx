import { customerBody, type Customer } from '@admin/contract';
import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, formDialogProps } from '../../../components/dialogs/form-dialog.tsx';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { useSaveCustomer } from '../api.ts';

const FIELDS = ['full_name', 'phone', 'email', 'id_number', 'address'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const toValues = (item?: Customer | null): Values => ({
  full_name: item?.full_name ?? '',
  phone: item?.phone ?? '',
  email: item?.email ?? '',
  id_number: item?.id_number ?? '',
  address: item?.address ?? '',
});

/** Adds a customer (`item` null) or edits one; the server's 422 messages land on their fields. */
export function CustomerDialog({ open, item, onClose }: { open: boolean; item: Customer | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCustomer();
  const { control, handleSubmit, setError, reset, formState } = useForm<Values>({ defaultValues: toValues(item) });
  useEffect(() => {
    if (open) reset(toValues(item));
  }, [open, item, reset]);

  const dialog = formDialogProps({ handleSubmit, setError, formState }, FIELDS, async (values) => {
    const parsed = customerBody.safeParse({
      full_name: values.full_name,
      phone: values.phone,
      email: values.email.trim() || null,
      id_number: values.id_number.trim() || null,
      address: values.address.trim() || null,
      location_id: item?.location?.id ?? null,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        setError(String(issue.path[0]) as Path<Values>, { type: 'client', message: issue.message });
      return;
    }
    await save.mutateAsync({ id: item?.id, body: parsed.data });
    showQuickMessage({ type: 'success', body: t(item ? 'customers.saved' : 'customers.created') });
    onClose();
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t(item ? 'customers.dialog.editTitle' : 'customers.dialog.createTitle')}
      testId="customer-dialog"
      {...dialog}
      submitTestId="customer-submit"
      columns={2}
    >
      <FormTextField control={control} name="full_name" label={t('customers.fields.fullName')} required />
      <FormTextField control={control} name="phone" label={t('customers.fields.phone')} required />
      <FormTextField control={control} name="email" label={t('customers.fields.email')} />
      <FormTextField control={control} name="id_number" label={t('customers.fields.idNumber')} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormTextField control={control} name="address" label={t('customers.fields.address')} />
      </Box>
    </FormDialog>
  );
}
