import type { Brand } from '@admin/contract';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/dialogs/action-dialog.tsx';
import { catalogueMessage } from '../../../components/products/messages.ts';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { reportError } from '../../../lib/report-error.ts';
import { useSaveBrand } from '../api.ts';

/** Adds a brand, or renames one (name and country). */
export function BrandDialog({ brand, onClose }: { brand: Brand | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveBrand();
  const [name, setName] = useState(brand === 'new' ? '' : brand.name);
  const [country, setCountry] = useState(brand === 'new' ? '' : (brand.country ?? ''));
  return (
    <ActionDialog
      open
      onClose={onClose}
      title={t(brand === 'new' ? 'brands.brand.create' : 'brands.brand.edit')}
      testId="brand-dialog"
      contentSx={{ display: 'grid', gap: 2, pt: '8px !important' }}
      action={{
        label: t('actions.save'),
        testId: 'brand-save',
        disabled: !name.trim() || save.isPending,
        onClick: () =>
          void save
            .mutateAsync({
              id: brand === 'new' ? undefined : brand.id,
              name: name.trim(),
              country: country.trim() || null,
            })
            .then(() => {
              showQuickMessage({ type: 'success', body: catalogueMessage('Update successfully') });
              onClose();
            })
            .catch(reportError),
      }}
    >
      <TextField
        size="small"
        autoFocus
        label={t('brands.form.brandName')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'brand-name' } }}
      />
      <TextField
        size="small"
        label={t('brands.brand.country')}
        value={country}
        onChange={(e) => setCountry(e.target.value)}
      />
    </ActionDialog>
  );
}
