import { PARTNER_TYPES, partnerForm, type Partner, type PartnerForm as PartnerFormBody } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../components/fields/grid-fields.tsx';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
import { formScreens } from '../../../components/forms/form-screen.tsx';
import { FormCheck } from '../../../components/fields/form-check.tsx';
import { FormCard, itemValues, useFormCard, type ImageFormProps } from '../../../components/forms/form-layout.tsx';
import { ImageInput, useImagePick } from '../../../components/fields/image-input.tsx';
import { partners } from '../api.ts';

const FIELDS = ['name', 'type', 'website', 'hotline', 'email', 'description', 'active', 'sort'] as const;

/** A partner: name, type, contacts, logo and whether buyers are offered it. */
export function PartnerForm({ item, onSubmit, onCancel }: ImageFormProps<Partner, PartnerFormBody>) {
  const { t } = useTranslation();
  const logo = useImagePick('logo');
  const { control, card } = useFormCard(
    partnerForm,
    itemValues(item, FIELDS, { type: 'bank', active: 1, sort: 0 }),
    FIELDS,
    logo.submit(onSubmit),
    logo.options,
  );
  return (
    <FormCard
      testId="partner-form"
      onCancel={onCancel}
      {...card}
      aside={
        <ImageInput
          label={t('partners.fields.logo')}
          current={item?.logo?.original}
          {...logo.input}
          testId="partner-logo"
          height={120}
        />
      }
    >
      <FormTextField control={control} name="name" label={t('partners.fields.name')} required />
      <FormSelect
        control={control}
        name="type"
        label={t('partners.fields.type')}
        required
        options={PARTNER_TYPES.map((p) => ({ value: p, label: t(`partners.type.${p}`) }))}
      />
      <FormTextField control={control} name="website" label={t('partners.fields.website')} />
      <FormTextField control={control} name="hotline" label={t('partners.fields.hotline')} />
      <FormTextField control={control} name="email" label={t('partners.fields.email')} />
      <FormTextField control={control} name="sort" type="number" label={t('partners.fields.sort')} />
      <FormTextField wide control={control} name="description" label={t('partners.fields.description')} rows={3} />
      <FormCheck toggle control={control} name="active" label={t('partners.active.on')} />
    </FormCard>
  );
}

/** /partners/create and /partners/:id/edit. */
export const partnerScreens = formScreens('partners', PartnerForm, partners, {
  subtitle: (item) => item.name,
  vars: (form: PartnerFormBody, logo: File | null) => ({ form, files: { logo } }),
});
