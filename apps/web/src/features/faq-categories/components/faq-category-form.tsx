import { faqCategoryBody, type FaqCategory, type FaqCategoryBody, type FaqCategoryOption } from '@admin/contract';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { FormSelect } from '../../../components/fields/grid-fields.tsx';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
import { useFormFields } from '../../../components/fields/form-fields.ts';
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
  const { control, setValue, card } = useFormCard(
    faqCategoryBody,
    itemValues(item, FIELDS, { level: 1, parent_id: undefined, sort: 0, status: 1 }),
    FIELDS,
    onSubmit,
  );
  const { t, field, options } = useFormFields(control, 'faqCategories');

  const level = useWatch({ control, name: 'level' });
  // a level-1 category has no parent
  useEffect(() => {
    if (level === 1) setValue('parent_id', undefined);
  }, [level, setValue]);
  return (
    <FormCard testId="faq-category-form" onCancel={onCancel} {...card}>
      <FormTextField {...field('name')} required />
      <FormTextField {...field('slug')} helperText={t('kit.slugHint')} />
      <FormSelect {...field('level')} required options={options([1, 2], 'faqCategories.level')} />
      <FormSelect
        {...field('parent_id', 'faqCategories.fields.parent')}
        required={level === 2}
        disabled={level !== 2}
        empty={t('faqCategories.noParent')}
        options={parents.filter((p) => p.id !== item?.id).map((p) => ({ value: p.id, label: p.name }))}
      />
      <FormTextField wide {...field('description')} rows={2} />
      <FormTextField {...field('sort')} type="number" />
      <FormCheck toggle {...field('status', 'kit.switch.on')} />
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
