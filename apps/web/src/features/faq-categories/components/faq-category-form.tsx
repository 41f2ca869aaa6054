import { faqCategoryBody, type FaqCategory, type FaqCategoryBody, type FaqCategoryOption } from '@admin/contract';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../components/fields/grid-fields.tsx';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
import { formScreens } from '../../../components/forms/form-screen.tsx';
import { FormCheck } from '../../../components/fields/form-check.tsx';
import { FormCard, itemValues, useFormCard, type ItemFormProps } from '../../../components/forms/form-layout.tsx';
import { faqCategoryDetailQuery, faqCategoryParentsQuery, useSaveFaqCategory } from '../api.ts';

const FIELDS = ['name', 'slug', 'description', 'level', 'parent_id', 'sort', 'status'] as const;

/** A FAQ category: level 1, or level 2 under a level-1 parent. */
export function FaqCategoryForm({
  item,
  parents,
  onSubmit,
  onCancel,
}: ItemFormProps<FaqCategory, FaqCategoryBody, { parents: FaqCategoryOption[] }>) {
  const { t } = useTranslation();
  const { control, setValue, card } = useFormCard(
    faqCategoryBody,
    itemValues(item, FIELDS, { level: 1, parent_id: undefined, sort: 0, status: 1 }),
    FIELDS,
    onSubmit,
  );

  const level = useWatch({ control, name: 'level' });
  // a level-1 category has no parent
  useEffect(() => {
    if (level === 1) setValue('parent_id', undefined);
  }, [level, setValue]);
  return (
    <FormCard testId="faq-category-form" onCancel={onCancel} {...card}>
      <FormTextField control={control} name="name" label={t('faqCategories.fields.name')} required />
      <FormTextField
        control={control}
        name="slug"
        label={t('faqCategories.fields.slug')}
        helperText={t('kit.slugHint')}
      />
      <FormSelect
        control={control}
        name="level"
        label={t('faqCategories.fields.level')}
        required
        options={[
          { value: 1, label: t('faqCategories.level.1') },
          { value: 2, label: t('faqCategories.level.2') },
        ]}
      />
      <FormSelect
        control={control}
        name="parent_id"
        label={t('faqCategories.fields.parent')}
        required={level === 2}
        disabled={level !== 2}
        empty={t('faqCategories.noParent')}
        options={parents.filter((p) => p.id !== item?.id).map((p) => ({ value: p.id, label: p.name }))}
      />
      <FormTextField wide control={control} name="description" label={t('faqCategories.fields.description')} rows={2} />
      <FormTextField control={control} name="sort" type="number" label={t('faqCategories.fields.sort')} />
      <FormCheck toggle control={control} name="status" label={t('kit.switch.on')} />
    </FormCard>
  );
}

/** /faqs/category/create and /faqs/category/:id/edit: 'Create (Update) FAQ category successful!', then /faqs/category. */
export const faqCategoryScreens = formScreens(
  'faq-categories',
  FaqCategoryForm,
  { detail: faqCategoryDetailQuery, useSave: useSaveFaqCategory },
  {
    texts: 'faqCategories',
    subtitle: (item) => item.name,
    picks: { parents: faqCategoryParentsQuery },
  },
);
