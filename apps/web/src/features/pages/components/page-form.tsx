import { pageBody, type Page, type PageBody } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
import { FormCheck } from '../../../components/fields/form-check.tsx';
import { FormCard, itemValues, useFormCard, type ItemFormProps } from '../../../components/forms/form-layout.tsx';
import { RichTextInput } from '../../../components/fields/rich-text.tsx';

const FIELDS = ['title', 'slug', 'content', 'seo_title', 'seo_description', 'status'] as const;

/** A page of the site: title, slug, SEO texts and content. */
export function PageForm({ item, onSubmit, onCancel }: ItemFormProps<Page, PageBody>) {
  const { t } = useTranslation();
  const { control, card } = useFormCard(pageBody, itemValues(item, FIELDS, { status: 1 }), FIELDS, onSubmit);
  return (
    <FormCard testId="page-form" onCancel={onCancel} {...card}>
      <FormTextField control={control} name="title" label={t('pages.fields.title')} required />
      <FormTextField control={control} name="slug" label={t('pages.fields.slug')} helperText={t('kit.slugHint')} />
      <FormTextField control={control} name="seo_title" label={t('pages.fields.seoTitle')} />
      <FormCheck toggle control={control} name="status" label={t('kit.switch.on')} />
      <FormTextField wide control={control} name="seo_description" label={t('pages.fields.seoDescription')} rows={2} />
      <RichTextInput
        control={control}
        name="content"
        label={t('pages.fields.content')}
        testId="page-content"
        minHeight={180}
      />
    </FormCard>
  );
}
