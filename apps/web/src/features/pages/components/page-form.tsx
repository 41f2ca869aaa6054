import { pageBody, type Page, type PageBody } from '@admin/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SwitchInput, TextInput } from '../../../components/content/fields.tsx';
import { FormCard, formCardProps, Wide } from '../../../components/content/form-layout.tsx';
import { RichTextInput } from '../../../components/content/rich-text-editor.tsx';

const FIELDS = ['title', 'slug', 'content', 'seo_title', 'seo_description', 'status'] as const;

/** A page of the site: title, slug, SEO texts and content. */
export function PageForm({
  item,
  onSubmit,
  onCancel,
}: {
  item?: Page;
  onSubmit: (body: PageBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm<z.input<typeof pageBody>, unknown, PageBody>({
    resolver: zodResolver(pageBody),
    defaultValues: {
      title: item?.title ?? '',
      slug: item?.slug ?? '',
      content: item?.content ?? '',
      seo_title: item?.seo_title ?? '',
      seo_description: item?.seo_description ?? '',
      status: item?.status ?? 1,
    },
  });
  const card = formCardProps({ handleSubmit, setError, formState }, FIELDS, onSubmit);
  return (
    <FormCard testId="page-form" onCancel={onCancel} {...card}>
      <TextInput control={control} name="title" label={t('pages.fields.title')} required />
      <TextInput control={control} name="slug" label={t('pages.fields.slug')} helperText={t('content.slugHint')} />
      <TextInput control={control} name="seo_title" label={t('pages.fields.seoTitle')} />
      <SwitchInput control={control} name="status" label={t('content.switch.on')} />
      <Wide>
        <TextInput control={control} name="seo_description" label={t('pages.fields.seoDescription')} rows={2} />
      </Wide>
      <Wide>
        <RichTextInput
          control={control}
          name="content"
          label={t('pages.fields.content')}
          testId="page-content"
          minHeight={180}
        />
      </Wide>
    </FormCard>
  );
}
