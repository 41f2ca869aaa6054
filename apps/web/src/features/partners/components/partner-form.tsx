import { PARTNER_TYPES, partnerForm, type Partner, type PartnerForm as PartnerFormBody } from '@admin/contract';
import { FormSelect } from '../../../components/fields/grid-fields.tsx';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
import { useFormFields } from '../../../components/fields/form-fields.ts';
import { formScreens } from '../../../components/forms/form-screen.tsx';
import { FormCheck } from '../../../components/fields/form-check.tsx';
import { FormCard, itemValues, useFormCard, type ImageFormProps } from '../../../components/forms/form-layout.tsx';
import { ImageInput, useImagePick } from '../../../components/fields/image-input.tsx';
import { partners } from '../api.ts';

const FIELDS = ['name', 'type', 'website', 'hotline', 'email', 'description', 'active', 'sort'] as const;

/** A partner: name, type, contacts, logo and whether buyers are offered it. */
export function PartnerForm({ item, onSubmit, onCancel }: ImageFormProps<Partner, PartnerFormBody>) {
  const logo = useImagePick('logo');
  const { control, card } = useFormCard(
    partnerForm,
    itemValues(item, FIELDS, { type: 'bank', active: 1, sort: 0 }),
    FIELDS,
    logo.submit(onSubmit),
    logo.options,
  );
  const { t, field, options } = useFormFields(control, 'partners');
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
      <FormTextField {...field('name')} required />
      <FormSelect {...field('type')} required options={options(PARTNER_TYPES, 'partners.type')} />
      <FormTextField {...field('website')} />
      <FormTextField {...field('hotline')} />
      <FormTextField {...field('email')} />
      <FormTextField {...field('sort')} type="number" />
      <FormTextField wide {...field('description')} rows={3} />
      <FormCheck toggle {...field('active', 'partners.active.on')} />
    </FormCard>
  );
}

/** /partners/create and /partners/:id/edit. */
export const partnerScreens = formScreens('partners', PartnerForm, partners, {
  subtitle: (item) => item.name,
  vars: (form: PartnerFormBody, logo: File | null) => ({ form, files: { logo } }),
});
