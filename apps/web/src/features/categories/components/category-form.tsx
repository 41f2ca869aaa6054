import { categoryBody, type CategoryBody, type NewsCategory } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
import { FormCheck } from '../../../components/fields/form-check.tsx';
import { FormCard, itemValues, useFormCard, type ItemFormProps } from '../../../components/forms/form-layout.tsx';

const FIELDS = ['name', 'slug', 'description', 'status', 'sort'] as const;

/** A news category: name, slug, description, order and whether the site shows it. */
export function CategoryForm({ item, onSubmit, onCancel }: ItemFormProps<NewsCategory, CategoryBody>) {
  const { t } = useTranslation();
  const { control, card } = useFormCard(
    categoryBody,
    itemValues(item, FIELDS, { status: 1, sort: 0 }),
    FIELDS,
    onSubmit,
  );

  return (
    <FormCard testId="category-form" onCancel={onCancel} {...card}>
      <FormTextField control={control} name="name" label={t('category.fields.name')} required />
      <FormTextField control={control} name="slug" label={t('category.fields.slug')} helperText={t('kit.slugHint')} />
      <FormTextField wide control={control} name="description" label={t('category.fields.description')} rows={3} />
      <FormTextField control={control} name="sort" type="number" label={t('category.fields.sort')} />
      <FormCheck toggle control={control} name="status" label={t('category.shown')} />
    </FormCard>
  );
}
