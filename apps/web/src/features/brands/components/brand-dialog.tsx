import type { Brand } from '@admin/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueMessage } from '../../../components/catalogue/messages.ts';
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
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="brand-dialog">
      <DialogTitle>{t(brand === 'new' ? 'brands.brand.create' : 'brands.brand.edit')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
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
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!name.trim() || save.isPending}
          data-testid="brand-save"
          onClick={() =>
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
              .catch(reportError)
          }
        >
          {t('actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
