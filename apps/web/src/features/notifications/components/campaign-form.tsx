import { NOTIFICATION_AUDIENCES, campaignCreateBody, type CampaignCreateBody } from '@admin/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateTimeField } from '../../../components/fields/form-date-time-field.tsx';
import { z } from 'zod/mini';
import { FormSelect } from '../../../components/fields/grid-fields.tsx';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
import { FormCard, formCardProps } from '../../../components/forms/form-layout.tsx';

/** The compose form: the schedule is a Vietnam local time in the input, an ISO time with +07:00 on the wire. */
const schema = z.extend(z.omit(campaignCreateBody, { scheduled_at: true }), { scheduled_at: z.string() });
type Values = z.input<typeof schema>;
const FIELDS = ['title', 'body', 'audience', 'scheduled_at'] as const;

export function CampaignForm({ onSubmit }: { onSubmit: (body: CampaignCreateBody) => Promise<unknown> }) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, reset, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { title: '', body: '', audience: 'all', scheduled_at: '' },
  });
  const send = async ({ scheduled_at, ...rest }: Values) => {
    await onSubmit({ ...rest, scheduled_at: scheduled_at ? `${scheduled_at}:00+07:00` : null });
    reset();
  };
  const card = formCardProps({ handleSubmit, setError, formState }, FIELDS, send);
  return (
    <FormCard testId="campaign-form" onCancel={() => reset()} {...card} submitLabel={t('notifications.form.send')}>
      <FormTextField wide control={control} name="title" label={t('notifications.fields.title')} required />
      <FormTextField wide control={control} name="body" label={t('notifications.fields.body')} required rows={3} />
      <FormSelect
        control={control}
        name="audience"
        label={t('notifications.fields.audience')}
        required
        options={NOTIFICATION_AUDIENCES.map((a) => ({ value: a, label: t(`notifications.audience.${a}`) }))}
      />
      <FormDateTimeField
        control={control}
        name="scheduled_at"
        label={t('notifications.fields.schedule')}
        helperText={t('notifications.form.scheduleHint')}
      />
    </FormCard>
  );
}
