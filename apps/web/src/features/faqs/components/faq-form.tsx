import { faqBody, type Faq, type FaqBody, type FaqCategoryTreeItem } from '@admin/contract';
import { FormSelect } from '../../../components/fields/grid-fields.tsx';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
import { useFormFields } from '../../../components/fields/form-fields.ts';
import { formScreens } from '../../../components/forms/form-screen.tsx';
import { FormCheck } from '../../../components/fields/form-check.tsx';
import { FormCard, itemValues, useFormCard, type ItemFormProps } from '../../../components/forms/form-layout.tsx';
import { RichTextInput } from '../../../components/fields/rich-text.tsx';
import { faqCategoryTreeQuery, faqs, useSaveFaq } from '../api.ts';

const FIELDS = ['question', 'answer', 'category_id', 'sort', 'status'] as const;

/** A question, its category (level 1 or 2) and its rich-text answer. */
export function FaqForm({
  item,
  tree,
  onSubmit,
  onCancel,
}: ItemFormProps<Faq, FaqBody, { tree: FaqCategoryTreeItem[] }>) {
  const { control, card } = useFormCard(
    faqBody,
    itemValues(item, FIELDS, { category_id: undefined, sort: 0, status: 1 }),
    FIELDS,
    onSubmit,
  );
  const { field } = useFormFields(control, 'faqs');

  const options = tree.flatMap((c) => [
    { value: c.id, label: c.name },
    ...c.children.map((ch) => ({ value: ch.id, label: `— ${ch.name}` })),
  ]);
  return (
    <FormCard testId="faq-form" onCancel={onCancel} {...card}>
      <FormTextField wide {...field('question')} required rows={2} />
      <FormSelect {...field('category_id', 'faqs.fields.category')} required options={options} />
      <FormTextField {...field('sort')} type="number" />
      <FormCheck toggle {...field('status', 'kit.switch.on')} />
      <RichTextInput {...field('answer')} required testId="faq-answer" minHeight={200} />
    </FormCard>
  );
}

/** /faqs/create and /faqs/:id/edit. */
export const faqScreens = formScreens(
  'faqs',
  FaqForm,
  { detail: faqs.detail, useSave: useSaveFaq },
  {
    subtitle: (item) => item.question,
    picks: { tree: faqCategoryTreeQuery },
  },
);
