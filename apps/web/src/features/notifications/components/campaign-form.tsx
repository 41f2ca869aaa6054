import { NOTIFICATION_AUDIENCES, campaignCreateBody, type CampaignCreateBody } from '@admin/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormDateTimeField } from '../../../components/fields/form-date-time-field.tsx';
import { z } from 'zod/mini';
import { FormSelect } from '../../../components/fields/grid-fields.tsx';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
import { useFormFields } from '../../../components/fields/form-fields.ts';
import { FormCard, formCardProps } from '../../../components/forms/form-layout.tsx';

/** The compose form: the schedule is a Vietnam local time in the input, an ISO time with +07:00 on the wire. */
const schema = z.extend(z.omit(campaignCreateBody, { scheduled_at: true }), { scheduled_at: z.string() });
type Values = z.input<typeof schema>;
const FIELDS = ['title', 'body', 'audience', 'scheduled_at'] as const;

export function CampaignForm({ onSubmit }: { onSubmit: (body: CampaignCreateBody) => Promise<unknown> }) {
  const { control, handleSubmit, setError, reset, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { title: '', body: '', audience: 'all', scheduled_at: '' },
  });
  const { t, field, options } = useFormFields(control, 'notifications');
  const send = async ({ scheduled_at, ...rest }: Values) => {
    await onSubmit({ ...rest, scheduled_at: scheduled_at ? `${scheduled_at}:00+07:00` : null });
    reset();
  };
  const card = formCardProps({ handleSubmit, setError, formState }, FIELDS, send);
  return (
    <FormCard testId="campaign-form" onCancel={() => reset()} {...card} submitLabel={t('notifications.form.send')}>
      <FormTextField wide {...field('title')} required />
      <FormTextField wide {...field('body')} required rows={3} />
      <FormSelect {...field('audience')} required options={options(NOTIFICATION_AUDIENCES, 'notifications.audience')} />
      <FormDateTimeField
        {...field('scheduled_at', 'notifications.fields.schedule')}
        helperText={t('notifications.form.scheduleHint')}
      />
    </FormCard>
  );
}
