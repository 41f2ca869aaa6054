import type { Vehicle, VehicleBody } from '@admin/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { useUpdateVehicle } from '../api.ts';
import { VehicleForm } from './vehicle-form.tsx';

const FORM_ID = 'vehicle-edit-form';

/** Edits a vehicle's own details on its page; the form starts from the vehicle each time it opens. */
export function VehicleEditDialog({
  vehicle,
  open,
  onClose,
}: {
  vehicle: Vehicle;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateVehicle(vehicle.id);
  const save = async (body: VehicleBody) => {
    await update.mutateAsync(body);
    showQuickMessage({ type: 'success', body: t('vehicles.edit.done') });
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={(_e, reason) => reason !== 'backdropClick' && onClose()}
      maxWidth="md"
      fullWidth
      slotProps={{ paper: { 'data-testid': 'vehicle-dialog' } as object }}
    >
      <DialogTitle>{t('vehicles.edit.title', { code: vehicle.code })}</DialogTitle>
      <DialogContent>
        <VehicleForm id={FORM_ID} vehicle={vehicle} onSubmit={save} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button
          type="submit"
          form={FORM_ID}
          variant="contained"
          loading={update.isPending}
          data-testid="vehicle-submit"
        >
          {t('actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
