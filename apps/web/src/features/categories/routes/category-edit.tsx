import { useTranslation } from 'react-i18next';
import { useEditScreen } from '../../../components/forms/form-screen.tsx';
import { RecordEditFrame } from '../../../components/forms/record-edit.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href } from '../../../lib/areas.ts';
import { editLoader } from '../../../lib/crud.ts';
import { categories, useSaveCategory } from '../api.ts';
import { CategoryForm } from '../components/category-form.tsx';

export const loader = editLoader(categories.detail);

/** /category/:id/edit */
export function Component() {
  const { t } = useTranslation();
  const { item, submit, cancel, edit } = useEditScreen(
    { detail: categories.detail, useSave: useSaveCategory },
    href('categories.list'),
    { message: t('kit.updated') },
  );
  return (
    <>
      <PageHeader title={t('category.edit.title')} subtitle={item.name} />
      <RecordEditFrame edit={edit}>
        <CategoryForm key={item.updated_at} item={item} onCancel={cancel} onSubmit={submit} />
      </RecordEditFrame>
    </>
  );
}
