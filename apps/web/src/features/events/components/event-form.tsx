import {
  EVENT_IMAGE_FIELD,
  eventForm,
  type Event,
  type EventForm as EventFormBody,
  type EventTitleCheck,
} from '@admin/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formScreens } from '../../../components/forms/form-screen.tsx';
import { FormDateTimeField, toTimeWindow } from '../../../components/fields/form-date-time-field.tsx';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
import { useFormFields } from '../../../components/fields/form-fields.ts';
import { FormCheck } from '../../../components/fields/form-check.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import {
  FormCard,
  itemValues,
  useFormCard,
  Wide,
  type ImageFormProps,
} from '../../../components/forms/form-layout.tsx';
import { ImageInput, useImagePick } from '../../../components/fields/image-input.tsx';
import { RichTextInput } from '../../../components/fields/rich-text.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/report-error.ts';
import { checkEventTitle, events } from '../api.ts';

const FIELDS = [
  'title',
  'seo_title',
  'seo_description',
  'slug',
  'summary',
  'content',
  'location',
  'start_time',
  'end_time',
  'status',
] as const;

/** An event: title, the SEO title with its check, times, place, picture and content. */
export function EventForm({ item, onSubmit, onCancel }: ImageFormProps<Event, EventFormBody>) {
  const { t } = useTranslation();
  const image = useImagePick('image');
  const [check, setCheck] = useState<EventTitleCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const { control, setError, getValues, setValue, card } = useFormCard(
    eventForm,
    { ...itemValues(item, FIELDS, { status: 1 }), ...toTimeWindow(item) },
    FIELDS,
    image.submit(onSubmit),
    image.options,
  );
  const { field } = useFormFields(control, 'events');

  const runCheck = async () => {
    const title = String(getValues('seo_title') || getValues('title') || '').trim();
    if (!title) {
      setError('seo_title', { type: 'manual', message: t('events.form.titleFirst') });
      return;
    }
    setChecking(true);
    try {
      setCheck(await checkEventTitle(title, item?.id));
    } catch (error) {
      if (isApiError(error) && error.status === 422) applyServerErrors(error, setError, FIELDS);
      else reportError(error);
    } finally {
      setChecking(false);
    }
  };

  return (
    <FormCard
      testId="event-form"
      onCancel={onCancel}
      {...card}
      aside={
        <ImageInput
          label={t('events.fields.image')}
          current={item?.image?.original}
          {...image.input}
          testId="event-image"
        />
      }
    >
      <FormTextField wide {...field('title')} required />
      <Wide>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <FormTextField {...field('seo_title')} />
          <Button
            variant="outlined"
            onClick={() => void runCheck()}
            loading={checking}
            sx={{ flexShrink: 0, mt: 0.5 }}
            data-testid="event-check-title"
          >
            {t('events.form.check')}
          </Button>
        </Box>
        {check && (
          <Alert
            severity={check.condition ? 'success' : 'warning'}
            sx={{ mt: 1 }}
            data-testid="event-title-check"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => setValue('slug', check.condition ? check.slug : check.suggestion)}
              >
                {t('events.form.useSlug')}
              </Button>
            }
          >
            {t('events.form.slug', { slug: check.slug })} ·{' '}
            {check.condition ? t('events.form.available') : t('events.form.taken', { suggestion: check.suggestion })}
          </Alert>
        )}
      </Wide>
      <FormTextField {...field('slug')} helperText={t('kit.slugHint')} />
      <FormTextField {...field('location')} />
      <FormTextField wide {...field('seo_description')} rows={2} />
      <FormTextField wide {...field('summary')} rows={2} />
      <FormDateTimeField {...field('start_time')} />
      <FormDateTimeField {...field('end_time')} />
      <FormCheck toggle {...field('status', 'kit.switch.on')} />
      <RichTextInput {...field('content')} testId="event-content" minHeight={200} />
    </FormCard>
  );
}

/** /events/create and /events/:id/edit: 'Tạo thành công' / 'Sửa thành công', then the events list. */
export const eventScreens = formScreens('events', EventForm, events, {
  subtitle: (item) => item.title,
  vars: (form: EventFormBody, image: File | null) => ({ form, files: { [EVENT_IMAGE_FIELD]: image } }),
});
