import {
  BANNER_POSITIONS,
  PLATFORMS,
  bannerForm,
  type Banner,
  type BannerForm as BannerFormBody,
  type PageBannerOption,
} from '@admin/contract';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateTimeField, toTimeWindow } from '../../../components/fields/form-date-time-field.tsx';
import { useNavigate } from 'react-router';
import { FormCheckGroup, FormSelect } from '../../../components/fields/grid-fields.tsx';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
import { useFormFields } from '../../../components/fields/form-fields.ts';
import { formScreens } from '../../../components/forms/form-screen.tsx';
import { FormCheck } from '../../../components/fields/form-check.tsx';
import { FormCard, itemValues, useFormCard, type ImageFormProps } from '../../../components/forms/form-layout.tsx';
import { ImageInput, useImagePick } from '../../../components/fields/image-input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { href } from '../../../lib/areas.ts';
import { bannerPagesQuery, banners, useSaveBanner } from '../api.ts';

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
/** A new one's values besides the empty texts. */
const NEW_ITEM = {
  page: undefined,
  position: 'slider',
  platform: ['web', 'android', 'ios'],
  is_limited: 0,
  status: 1,
} as const;
/** The fields the form holds (the picture is chosen beside it). */
const VALUES = FIELDS.filter((field) => field !== 'thumbnail');

/** The banner form (spec section 7's fields); the picture is sent only when a new one is chosen. */
export function BannerForm({
  item,
  pages,
  onSubmit,
  onCancel,
}: ImageFormProps<Banner, BannerFormBody, { pages: PageBannerOption[] }>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const thumbnail = useImagePick('thumbnail', item ? undefined : t('banners.form.thumbnailRequired'));
  const { control, card } = useFormCard(
    bannerForm,
    { ...itemValues(item, VALUES, NEW_ITEM), ...toTimeWindow(item) },
    FIELDS,
    thumbnail.submit(onSubmit),
    {
      picked: thumbnail.file !== null,
      onError: (error) => {
        // spec section 6: a 403 on create or update shows the error (the client did) and goes back
        if (isApiError(error) && error.status === 403) {
          void navigate(-1);
          return 'handled';
        }
        thumbnail.onError(error);
      },
    },
  );
  const limited = useWatch({ control, name: 'is_limited' });
  const { field, options } = useFormFields(control, 'banners');

  return (
    <FormCard
      testId="banner-form"
      onCancel={onCancel}
      {...card}
      aside={
        <ImageInput
          label={`${t('banners.fields.thumbnail')}${item ? '' : ' *'}`}
          current={item?.thumbnail?.original}
          {...thumbnail.input}
          testId="banner-thumbnail"
          height={180}
        />
      }
    >
      <FormTextField wide {...field('title')} required />
      <FormTextField wide {...field('description')} rows={2} />
      <FormTextField wide {...field('link')} helperText={t('banners.form.linkHint')} />
      <FormSelect {...field('page')} required options={pages.map((p) => ({ value: p.id, label: p.title }))} />
      <FormSelect {...field('position')} required options={options(BANNER_POSITIONS, 'banners.position')} />
      <FormCheckGroup wide {...field('platform')} options={options(PLATFORMS, 'kit.platform')} />
      <FormCheck toggle {...field('is_limited')} />
      <FormCheck toggle {...field('status', 'banners.status.published')} />
      <FormDateTimeField {...field('start_time')} required={limited === 1} />
      <FormDateTimeField {...field('end_time')} required={limited === 1} />
    </FormCard>
  );
}

/**
 * /banners/create and /banners/:id/edit (banners-id-edit): after saving, the banner's edit page
 * (the edit page replaces itself with the saved banner).
 */
export const bannerScreens = formScreens(
  'banners',
  BannerForm,
  { detail: banners.detail, useSave: useSaveBanner },
  {
    subtitle: (item) => item.title,
    vars: (form: BannerFormBody, thumbnail: File | null) => ({ form, thumbnail }),
    picks: { pages: bannerPagesQuery },
    create: { next: (res): string => href('banners.edit', { id: res.data.id }) },
    edit: { next: (res): string => href('banners.edit', { id: res.data.id }), replace: true },
  },
);
