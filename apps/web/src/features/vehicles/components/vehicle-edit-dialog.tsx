import type { Vehicle, VehicleBody } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
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
    <FormDialog
      open={open}
      onClose={onClose}
      maxWidth="md"
      title={t('vehicles.edit.title', { code: vehicle.code })}
      testId="vehicle-dialog"
      form={FORM_ID}
      submitting={update.isPending}
      submitTestId="vehicle-submit"
    >
      <VehicleForm id={FORM_ID} vehicle={vehicle} onSubmit={save} />
    </FormDialog>
  );
}
