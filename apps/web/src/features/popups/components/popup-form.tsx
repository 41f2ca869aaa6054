import {
  PLATFORMS,
  POPUP_IMAGE_FIELD,
  POPUP_FREQUENCIES,
  popupForm,
  type Page,
  type Popup,
  type PopupForm as PopupFormBody,
} from '@admin/contract';
import { useTranslation } from 'react-i18next';
import { FormDateTimeField, toTimeWindow } from '../../../components/fields/form-date-time-field.tsx';
import { FormCheckGroup, FormSelect } from '../../../components/fields/grid-fields.tsx';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
import { useFormFields } from '../../../components/fields/form-fields.ts';
import { formScreens } from '../../../components/forms/form-screen.tsx';
import { FormCheck } from '../../../components/fields/form-check.tsx';
import { FormCard, itemValues, useFormCard, type ImageFormProps } from '../../../components/forms/form-layout.tsx';
import { ImageInput, useImagePick } from '../../../components/fields/image-input.tsx';
import { popupPagesQuery, popups } from '../api.ts';

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
/** A new one's values besides the empty texts. */
const NEW_ITEM = { page: undefined, platform: ['web', 'android', 'ios'], frequency: 'once', status: 1 } as const;

/** A pop-up: its page, platforms, how often it shows, its window and its picture. */
export function PopupForm({
  item,
  pages,
  onSubmit,
  onCancel,
}: ImageFormProps<Popup, PopupFormBody, { pages: Page[] }>) {
  const { t } = useTranslation();
  const image = useImagePick('image', item ? undefined : t('popups.form.imageRequired'));
  const { control, card } = useFormCard(
    popupForm,
    { ...itemValues(item, FIELDS, NEW_ITEM), ...toTimeWindow(item) },
    FIELDS,
    image.submit(onSubmit),
    image.options,
  );
  const { field, options } = useFormFields(control, 'popups');
  return (
    <FormCard
      testId="popup-form"
      onCancel={onCancel}
      {...card}
      aside={
        <ImageInput
          label={`${t('popups.fields.image')}${item ? '' : ' *'}`}
          current={item?.image?.original}
          {...image.input}
          testId="popup-image"
        />
      }
    >
      <FormTextField wide {...field('title')} required />
      <FormTextField wide {...field('content')} rows={2} />
      <FormTextField wide {...field('link')} />
      <FormSelect {...field('page')} required options={pages.map((p) => ({ value: p.id, label: p.title }))} />
      <FormSelect {...field('frequency')} options={options(POPUP_FREQUENCIES, 'popups.frequency')} />
      <FormCheckGroup wide {...field('platform')} options={options(PLATFORMS, 'kit.platform')} />
      <FormDateTimeField {...field('start_time')} />
      <FormDateTimeField {...field('end_time')} />
      <FormCheck toggle {...field('status', 'kit.switch.on')} />
    </FormCard>
  );
}

/** /popups/create and /popups/:id/edit. */
export const popupScreens = formScreens('popups', PopupForm, popups, {
  subtitle: (item) => item.title,
  vars: (form: PopupFormBody, image: File | null) => ({ form, files: { [POPUP_IMAGE_FIELD]: image } }),
  picks: { pages: popupPagesQuery },
});
