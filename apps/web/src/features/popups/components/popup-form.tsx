import {
  PLATFORMS,
  POPUP_FREQUENCIES,
  popupForm,
  type Page,
  type Popup,
  type PopupForm as PopupFormBody,
} from '@admin/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateTimeField } from '../../../components/form/date-time-input.tsx';
import type { z } from 'zod';
import { CheckGroupInput, SelectInput, SwitchInput, TextInput } from '../../../components/content/fields.tsx';
import { FormCard, formCardProps, Wide } from '../../../components/content/form-layout.tsx';
import { ImageInput } from '../../../components/content/image-input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toDateTimeInput } from '../../../lib/format.ts';

type Values = z.input<typeof popupForm>;
const FIELDS = [
  'title',
  'content',
  'link',
  'page',
  'platform',
  'frequency',
  'start_time',
  'end_time',
  'status',
] as const;

/** A pop-up: its page, platforms, how often it shows, its window and its picture. */
export function PopupForm({
  item,
  pages,
  onSubmit,
  onCancel,
}: {
  item?: Popup;
  pages: Page[];
  onSubmit: (form: PopupFormBody, image: File | null) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<Values, unknown, PopupFormBody>({
    resolver: zodResolver(popupForm),
    defaultValues: {
      title: item?.title ?? '',
      content: item?.content ?? '',
      link: item?.link ?? '',
      page: item?.page ?? undefined,
      platform: item?.platform ?? ['web', 'android', 'ios'],
      frequency: item?.frequency ?? 'once',
      start_time: toDateTimeInput(item?.start_time),
      end_time: toDateTimeInput(item?.end_time),
      status: item?.status ?? 1,
    },
  });
  const save = async (form: PopupFormBody) => {
    if (!item && !image) {
      setImageError(t('popups.form.imageRequired'));
      return;
    }
    setImageError(undefined);
    await onSubmit(form, image);
  };
  const card = formCardProps({ handleSubmit, setError, formState }, FIELDS, save, {
    picked: image !== null,
    onError: (error) => {
      if (isApiError(error) && error.fieldErrors.image) setImageError(error.fieldErrors.image[0]);
    },
  });
  return (
    <FormCard
      testId="popup-form"
      onCancel={onCancel}
      {...card}
      aside={
        <ImageInput
          label={`${t('popups.fields.image')}${item ? '' : ' *'}`}
          current={item?.image?.original}
          file={image}
          onChange={(file) => {
            setImage(file);
            setImageError(undefined);
          }}
          error={imageError}
          testId="popup-image"
        />
      }
    >
      <Wide>
        <TextInput control={control} name="title" label={t('popups.fields.title')} required />
      </Wide>
      <Wide>
        <TextInput control={control} name="content" label={t('popups.fields.content')} rows={2} />
      </Wide>
      <Wide>
        <TextInput control={control} name="link" label={t('popups.fields.link')} />
      </Wide>
      <SelectInput
        control={control}
        name="page"
        label={t('popups.fields.page')}
        required
        options={pages.map((p) => ({ value: p.id, label: p.title }))}
      />
      <SelectInput
        control={control}
        name="frequency"
        label={t('popups.fields.frequency')}
        options={POPUP_FREQUENCIES.map((f) => ({ value: f, label: t(`popups.frequency.${f}`) }))}
      />
      <Wide>
        <CheckGroupInput
          control={control}
          name="platform"
          label={t('popups.fields.platform')}
          options={PLATFORMS.map((p) => ({ value: p, label: t(`content.platform.${p}`) }))}
        />
      </Wide>
      <FormDateTimeField control={control} name="start_time" label={t('popups.fields.startTime')} />
      <FormDateTimeField control={control} name="end_time" label={t('popups.fields.endTime')} />
      <SwitchInput control={control} name="status" label={t('content.switch.on')} />
    </FormCard>
  );
}
