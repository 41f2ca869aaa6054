import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/dialogs/action-dialog.tsx';

/** Asks why a product is blocked; the reason is required and shown in the Blocked Reason column. */
export function BlockDialog({
  open,
  title,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  onCancel: () => void;
  onConfirm: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      open={open}
      title={t('products.block.title')}
      label={t('products.block.reason')}
      helperText={title}
      requiredText={t('products.block.required')}
      confirmLabel={t('products.block.confirm')}
      testIds={{ dialog: 'block-dialog', input: 'block-reason', confirm: 'block-confirm' }}
      onClose={onCancel}
      onSubmit={onConfirm}
    />
  );
}
