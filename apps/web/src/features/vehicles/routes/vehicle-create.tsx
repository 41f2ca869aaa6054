import type { VehicleBody } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { useCreateVehicle } from '../api.ts';
import { VehicleForm } from '../components/vehicle-form.tsx';

const FORM_ID = 'vehicle-create-form';

/** /stations/vehicles/create: registers a customer's vehicle, optionally under the station warranty. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateVehicle();
  const save = async (body: VehicleBody) => {
    const created = await create.mutateAsync(body);
    showQuickMessage({ type: 'success', body: t('vehicles.create.done') });
    await navigate(href('vehicles.detail', { id: created.id }));
  };

  return (
    <>
      <PageHeader title={t('vehicles.create.title')} subtitle={t('vehicles.create.subtitle')} />
      <Card sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2.5, maxWidth: 980 }}>
        <VehicleForm id={FORM_ID} onSubmit={save} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
          <Button color="inherit" onClick={() => void navigate(href('vehicles.list'))}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            variant="contained"
            loading={create.isPending}
            data-testid="vehicle-submit"
          >
            {t('actions.save')}
          </Button>
        </Box>
      </Card>
    </>
  );
}
