import {
  BANNER_POSITIONS,
  PLATFORMS,
  bannerForm,
  type Banner,
  type BannerForm as BannerFormBody,
  type PageBannerOption,
} from '@admin/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateTimeField } from '../../../components/form/date-time-input.tsx';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { CheckGroupInput, SelectInput, SwitchInput, TextInput } from '../../../components/content/fields.tsx';
import { FormCard, formCardProps, Wide } from '../../../components/content/form-layout.tsx';
import { ImageInput } from '../../../components/content/image-input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toDateTimeInput } from '../../../lib/format.ts';

type Values = z.input<typeof bannerForm>;
const FIELDS = [
  'title',
  'description',
  'link',
  'page',
  'position',
  'platform',
  'start_time',
  'end_time',
  'is_limited',
  'status',
  'thumbnail',
] as const;

/** The banner form (spec section 7's fields); the picture is sent only when a new one is chosen. */
export function BannerForm({
  item,
  pages,
  onSubmit,
  onCancel,
}: {
  item?: Banner;
  pages: PageBannerOption[];
  onSubmit: (form: BannerFormBody, thumbnail: File | null) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [thumbnailError, setThumbnailError] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<Values, unknown, BannerFormBody>({
    resolver: zodResolver(bannerForm),
    defaultValues: {
      title: item?.title ?? '',
      description: item?.description ?? '',
      link: item?.link ?? '',
      page: item?.page ?? undefined,
      position: item?.position ?? 'slider',
      platform: item?.platform ?? ['web', 'android', 'ios'],
      start_time: toDateTimeInput(item?.start_time),
      end_time: toDateTimeInput(item?.end_time),
      is_limited: item?.is_limited ?? 0,
      status: item?.status ?? 1,
    },
  });
  const limited = useWatch({ control, name: 'is_limited' });

  const save = async (form: BannerFormBody) => {
    if (!item && !thumbnail) {
      setThumbnailError(t('banners.form.thumbnailRequired'));
      return;
    }
    setThumbnailError(undefined);
    await onSubmit(form, thumbnail);
  };
  const card = formCardProps({ handleSubmit, setError, formState }, FIELDS, save, {
    picked: thumbnail !== null,
    onError: (error) => {
      // spec section 6: a 403 on create or update shows the error (the client did) and goes back
      if (isApiError(error) && error.status === 403) {
        void navigate(-1);
        return 'handled';
      }
      if (isApiError(error) && error.fieldErrors.thumbnail) setThumbnailError(error.fieldErrors.thumbnail[0]);
    },
  });

  return (
    <FormCard
      testId="banner-form"
      onCancel={onCancel}
      {...card}
      aside={
        <ImageInput
          label={`${t('banners.fields.thumbnail')}${item ? '' : ' *'}`}
          current={item?.thumbnail?.original}
          file={thumbnail}
          onChange={(file) => {
            setThumbnail(file);
            setThumbnailError(undefined);
          }}
          error={thumbnailError}
          testId="banner-thumbnail"
          height={180}
        />
      }
    >
      <Wide>
        <TextInput control={control} name="title" label={t('banners.fields.title')} required />
      </Wide>
      <Wide>
        <TextInput control={control} name="description" label={t('banners.fields.description')} rows={2} />
      </Wide>
      <Wide>
        <TextInput
          control={control}
          name="link"
          label={t('banners.fields.link')}
          helperText={t('banners.form.linkHint')}
        />
      </Wide>
      <SelectInput
        control={control}
        name="page"
        label={t('banners.fields.page')}
        required
        options={pages.map((p) => ({ value: p.id, label: p.title }))}
      />
      <SelectInput
        control={control}
        name="position"
        label={t('banners.fields.position')}
        required
        options={BANNER_POSITIONS.map((p) => ({ value: p, label: t(`banners.position.${p}`) }))}
      />
      <Wide>
        <CheckGroupInput
          control={control}
          name="platform"
          label={t('banners.fields.platform')}
          options={PLATFORMS.map((p) => ({ value: p, label: t(`content.platform.${p}`) }))}
        />
      </Wide>
      <SwitchInput control={control} name="is_limited" label={t('banners.fields.isLimited')} />
      <SwitchInput control={control} name="status" label={t('banners.status.published')} />
      <FormDateTimeField
        control={control}
        name="start_time"
        label={t('banners.fields.startTime')}
        required={limited === 1}
      />
      <FormDateTimeField
        control={control}
        name="end_time"
        label={t('banners.fields.endTime')}
        required={limited === 1}
      />
    </FormCard>
  );
}
