import { PARTNER_TYPES, partnerForm, type Partner, type PartnerForm as PartnerFormBody } from '@admin/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SelectInput, SwitchInput, TextInput } from '../../../components/content/fields.tsx';
import { FormCard, formCardProps, Wide } from '../../../components/content/form-layout.tsx';
import { ImageInput } from '../../../components/content/image-input.tsx';
import { isApiError } from '../../../lib/api-client.ts';

const FIELDS = ['name', 'type', 'website', 'hotline', 'email', 'description', 'active', 'sort'] as const;

/** A partner: name, type, contacts, logo and whether buyers are offered it. */
export function PartnerForm({
  item,
  onSubmit,
  onCancel,
}: {
  item?: Partner;
  onSubmit: (form: PartnerFormBody, logo: File | null) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<z.input<typeof partnerForm>, unknown, PartnerFormBody>(
    {
      resolver: zodResolver(partnerForm),
      defaultValues: {
        name: item?.name ?? '',
        type: item?.type ?? 'bank',
        website: item?.website ?? '',
        hotline: item?.hotline ?? '',
        email: item?.email ?? '',
        description: item?.description ?? '',
        active: item?.active ?? 1,
        sort: item?.sort ?? 0,
      },
    },
  );
  const card = formCardProps({ handleSubmit, setError, formState }, FIELDS, (form) => onSubmit(form, logo), {
    picked: logo !== null,
    onError: (error) => {
      if (isApiError(error) && error.fieldErrors.logo) setLogoError(error.fieldErrors.logo[0]);
    },
  });
  return (
    <FormCard
      testId="partner-form"
      onCancel={onCancel}
      {...card}
      aside={
        <ImageInput
          label={t('partners.fields.logo')}
          current={item?.logo?.original}
          file={logo}
          onChange={setLogo}
          error={logoError}
          testId="partner-logo"
          height={120}
        />
      }
    >
      <TextInput control={control} name="name" label={t('partners.fields.name')} required />
      <SelectInput
        control={control}
        name="type"
        label={t('partners.fields.type')}
        required
        options={PARTNER_TYPES.map((p) => ({ value: p, label: t(`partners.type.${p}`) }))}
      />
      <TextInput control={control} name="website" label={t('partners.fields.website')} />
      <TextInput control={control} name="hotline" label={t('partners.fields.hotline')} />
      <TextInput control={control} name="email" label={t('partners.fields.email')} />
      <TextInput control={control} name="sort" type="number" label={t('partners.fields.sort')} />
      <Wide>
        <TextInput control={control} name="description" label={t('partners.fields.description')} rows={3} />
      </Wide>
      <SwitchInput control={control} name="active" label={t('partners.active.on')} />
    </FormCard>
  );
}
