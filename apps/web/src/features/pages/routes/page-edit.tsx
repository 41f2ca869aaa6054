import { useTranslation } from 'react-i18next';
import { useEditScreen } from '../../../components/forms/form-screen.tsx';
import { RecordEditFrame } from '../../../components/forms/record-edit.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href } from '../../../lib/areas.ts';
import { editLoader } from '../../../lib/crud.ts';
import { pagePlacementsQuery, pages } from '../api.ts';
import { PageForm } from '../components/page-form.tsx';
import { PagePlacements } from '../components/page-placements.tsx';

export const loader = editLoader(pages.detail, pagePlacementsQuery);

/** /pages/:id/edit, with the page's banners and pop-ups; a save stays here. */
export function Component() {
  const { t } = useTranslation();
  const { id, item, submit, cancel, edit } = useEditScreen(pages, href('pages.list'), { next: () => null });
  return (
    <>
      <PageHeader title={t('pages.edit.title')} subtitle={item.title} />
      <RecordEditFrame edit={edit}>
        <PageForm key={item.updated_at} item={item} onCancel={cancel} onSubmit={(form) => submit({ form })} />
      </RecordEditFrame>
      <PagePlacements id={id} />
    </>
  );
}
