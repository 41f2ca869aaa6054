import { faqCategoryBody, type FaqCategory, type FaqCategoryBody, type FaqCategoryOption } from '@admin/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SelectInput, SwitchInput, TextInput } from '../../../components/content/fields.tsx';
import { FormCard, formCardProps, Wide } from '../../../components/content/form-layout.tsx';

const FIELDS = ['name', 'slug', 'description', 'level', 'parent_id', 'sort', 'status'] as const;

/** A FAQ category: level 1, or level 2 under a level-1 parent. */
export function FaqCategoryForm({
  item,
  parents,
  onSubmit,
  onCancel,
}: {
  item?: FaqCategory;
  parents: FaqCategoryOption[];
  onSubmit: (body: FaqCategoryBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, setValue, formState } = useForm<
    z.input<typeof faqCategoryBody>,
    unknown,
    FaqCategoryBody
  >({
    resolver: zodResolver(faqCategoryBody),
    defaultValues: {
      name: item?.name ?? '',
      slug: item?.slug ?? '',
      description: item?.description ?? '',
      level: item?.level ?? 1,
      parent_id: item?.parent_id ?? undefined,
      sort: item?.sort ?? 0,
      status: item?.status ?? 1,
    },
  });
  const level = useWatch({ control, name: 'level' });
  // a level-1 category has no parent
  useEffect(() => {
    if (level === 1) setValue('parent_id', undefined);
  }, [level, setValue]);
  const card = formCardProps({ handleSubmit, setError, formState }, FIELDS, onSubmit);
  return (
    <FormCard testId="faq-category-form" onCancel={onCancel} {...card}>
      <TextInput control={control} name="name" label={t('faqCategories.fields.name')} required />
      <TextInput
        control={control}
        name="slug"
        label={t('faqCategories.fields.slug')}
        helperText={t('content.slugHint')}
      />
      <SelectInput
        control={control}
        name="level"
        label={t('faqCategories.fields.level')}
        required
        options={[
          { value: 1, label: t('faqCategories.level.1') },
          { value: 2, label: t('faqCategories.level.2') },
        ]}
      />
      <SelectInput
        control={control}
        name="parent_id"
        label={t('faqCategories.fields.parent')}
        required={level === 2}
        disabled={level !== 2}
        empty={t('faqCategories.noParent')}
        options={parents.filter((p) => p.id !== item?.id).map((p) => ({ value: p.id, label: p.name }))}
      />
      <Wide>
        <TextInput control={control} name="description" label={t('faqCategories.fields.description')} rows={2} />
      </Wide>
      <TextInput control={control} name="sort" type="number" label={t('faqCategories.fields.sort')} />
      <SwitchInput control={control} name="status" label={t('content.switch.on')} />
    </FormCard>
  );
}
