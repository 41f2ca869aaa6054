import { IMPORT_PERMISSIONS, type ImportKind } from '@admin/contract';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderAction } from '../header-action.tsx';
import { lazyDialog } from '../dialogs/lazy-dialog.tsx';
import { loadAreaTexts } from '../../i18n/setup.ts';

// the dialog (its steps, its table, its texts) loads when it first opens
const ImportDialog = lazyDialog(() =>
  Promise.all([import('./import-dialog.tsx'), loadAreaTexts('imports')]).then(([m]) => m.ImportDialog),
);

/**
 * "Import" in a list's header, for those who may create its rows: a file of products (into `store`,
 * or one chosen in the dialog) or of leads, previewed, then written.
 */
export function ImportAction({ kind, store }: { kind: ImportKind; store?: { id: number; name: string } }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <HeaderAction
        permission={IMPORT_PERMISSIONS[kind]}
        onClick={() => setOpen(true)}
        icon={<UploadFileRounded />}
        variant="outlined"
        testId={`${kind}-import`}
        label={t('actions.import')}
      />
      <ImportDialog open={open} kind={kind} store={store} onClose={() => setOpen(false)} />
    </>
  );
}
