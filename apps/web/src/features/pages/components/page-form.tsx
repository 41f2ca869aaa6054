import { pageBody, type Page, type PageBody } from '@admin/contract';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
import { useFormFields } from '../../../components/fields/form-fields.ts';
import { FormCheck } from '../../../components/fields/form-check.tsx';
import { FormCard, itemValues, useFormCard, type ItemFormProps } from '../../../components/forms/form-layout.tsx';
import { RichTextInput } from '../../../components/fields/rich-text.tsx';

const FIELDS = ['title', 'slug', 'content', 'seo_title', 'seo_description', 'status'] as const;

/** A page of the site: title, slug, SEO texts and content. */
export function PageForm({ item, onSubmit, onCancel }: ItemFormProps<Page, PageBody>) {
  const { control, card } = useFormCard(pageBody, itemValues(item, FIELDS, { status: 1 }), FIELDS, onSubmit);
  const { t, field } = useFormFields(control, 'pages');
  return (
    <FormCard testId="page-form" onCancel={onCancel} {...card}>
      <FormTextField {...field('title')} required />
      <FormTextField {...field('slug')} helperText={t('kit.slugHint')} />
      <FormTextField {...field('seo_title')} />
      <FormCheck toggle {...field('status', 'kit.switch.on')} />
      <FormTextField wide {...field('seo_description')} rows={2} />
      <RichTextInput {...field('content')} testId="page-content" minHeight={180} />
    </FormCard>
  );
}
