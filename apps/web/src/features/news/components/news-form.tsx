import {
  EDITOR_IMAGE_FIELD,
  NEWS_STATUSES,
  newsBody,
  type ImageVariants,
  type NewsBody,
  type NewsCategory,
  type NewsItem,
} from '@admin/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormSelect } from '../../../components/fields/grid-fields.tsx';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
import { useFormFields } from '../../../components/fields/form-fields.ts';
import { FormCard, itemValues, useFormCard, type ItemFormProps } from '../../../components/forms/form-layout.tsx';
import { ImageInput } from '../../../components/fields/image-input.tsx';
import { RichTextInput } from '../../../components/fields/rich-text.tsx';
import { StatusChip } from '../../../components/columns/row-parts.tsx';
import { api } from '../../../lib/api-client.ts';
import { EMPTY, formatDateTime } from '../../../lib/format.ts';
import { reportError } from '../../../lib/report-error.ts';

const FIELDS = ['category_id', 'title', 'slug', 'summary', 'content', 'thumbnail', 'status'] as const;

function Meta({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: 14 }}>{value}</Typography>
    </Box>
  );
}

/** Write or edit an article: category, title, summary, picture, rich content and its publish state. */
export function NewsForm({
  item,
  categories,
  canPublish,
  onSubmit,
  onCancel,
}: ItemFormProps<NewsItem, NewsBody, { categories: NewsCategory[]; canPublish: boolean }>) {
  const [uploading, setUploading] = useState(false);
  const { control, setValue, watch, formState, card } = useFormCard(
    newsBody,
    itemValues(item, FIELDS, { category_id: undefined, status: 'draft' }),
    FIELDS,
    onSubmit,
  );
  const { t, field, options } = useFormFields(control, 'news');

  const thumbnail = watch('thumbnail') as string | undefined;

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const form = new FormData();
      form.append(EDITOR_IMAGE_FIELD, file);
      const { data } = await api.post<ImageVariants>('/uploads/images', form);
      setValue('thumbnail', data.original, { shouldDirty: true });
    } catch (error) {
      reportError(error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <FormCard
      testId="news-form"
      onCancel={onCancel}
      {...card}
      submitting={card.submitting || uploading}
      aside={
        <>
          <ImageInput
            label={t('news.fields.thumbnail')}
            current={thumbnail || null}
            file={null}
            onChange={(file) => void upload(file)}
            error={formState.errors.thumbnail?.message}
            testId="news-thumbnail"
          />
          {item && (
            <Box sx={{ mt: 3 }}>
              <Box sx={{ mb: 1.5 }}>
                <StatusChip status={item.status} label={t(`news.status.${item.status}`)} />
              </Box>
              <Meta label={t('news.fields.author')} value={item.author?.name ?? EMPTY} />
              <Meta label={t('news.fields.createdAt')} value={formatDateTime(item.created_at)} />
              <Meta label={t('news.fields.updatedAt')} value={formatDateTime(item.updated_at)} />
              <Meta label={t('news.fields.publishedAt')} value={formatDateTime(item.published_at)} />
            </Box>
          )}
        </>
      }
    >
      <FormTextField wide {...field('title')} required />
      <FormSelect
        {...field('category_id', 'news.fields.category')}
        required
        options={categories.map((c) => ({ value: c.id, label: c.name }))}
      />
      <FormSelect
        {...field('status', 'fields.status')}
        disabled={!canPublish}
        helperText={canPublish ? undefined : t('news.form.noPublish')}
        options={options(NEWS_STATUSES, 'news.status')}
      />
      <FormTextField {...field('slug')} helperText={t('kit.slugHint')} />
      <FormTextField {...field('summary')} rows={2} />
      <RichTextInput {...field('content')} required testId="news-content" />
    </FormCard>
  );
}
