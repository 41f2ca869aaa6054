import { walletTransferNoteBody } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog, useBodyFormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { successText } from '../../../components/forms/success-text.ts';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';

/** The note dialog's width (spec section 4). */
const NOTE_DIALOG_WIDTH = 560;

/** Edits one note (a wallet transfer's or a cash order's), 500 characters at most. */
export function NoteDialog({
  title,
  initial,
  save,
  onClose,
}: {
  title: string;
  initial: string | null;
  save: (note: string) => Promise<{ messages?: string }>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { control, watch, dialog } = useBodyFormDialog<{ note: string }>({
    defaultValues: { note: initial ?? '' },
    schema: walletTransferNoteBody,
    toBody: (v) => v,
    save: async ({ note }) => {
      const res = await save(note.trim());
      showQuickMessage({ type: 'success', body: successText(t, res.messages) });
      onClose();
    },
  });
  return (
    <FormDialog onClose={onClose} title={title} testId="note-dialog" width={NOTE_DIALOG_WIDTH} {...dialog}>
      <FormTextField
        control={control}
        name="note"
        label={t('ads.account.note')}
        autoFocus
        helperText={`${watch('note').length}/500`}
        sx={{ mt: 1, width: '100%' }}
      />
    </FormDialog>
  );
}
