import { vehicleBody } from '@admin/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ModelPicker, type ModelChoice } from '../../../components/catalogue/model-picker.tsx';
import type { StoreOption } from '../../../components/catalogue/queries.ts';
import { StoreAutocomplete } from '../../../components/catalogue/store-autocomplete.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { translateMessage } from '../../../i18n/setup.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { useCreateVehicle } from '../api.ts';
import { CustomerAutocomplete } from '../components/customer-autocomplete.tsx';

export function loader() {
  requirePermission('vehicles-create');
  return null;
}

/** /stations/vehicles/create: registers a customer's vehicle, optionally under the station warranty. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateVehicle();
  const [v, setV] = useState({ type: 2 as 1 | 2, number_plate: '', frame_number: '', engine_number: '', color: '', release_year: '', odometer_km: '', warranty_start: '', warranty_months: '12' });
  const [model, setModel] = useState<ModelChoice>({});
  const [customer, setCustomer] = useState<{ id: number; full_name: string; phone: string } | null>(null);
  const [station, setStation] = useState<StoreOption | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [rootError, setRootError] = useState<string | null>(null);
  const err = (k: string) => (errors[k] ? translateMessage(errors[k]) : undefined);

  const submit = async () => {
    const parsed = vehicleBody.safeParse({
      type: v.type,
      number_plate: v.number_plate || null,
      frame_number: v.frame_number,
      engine_number: v.engine_number || null,
      detail_model_id: model.detail_model_id,
      color: v.color || null,
      release_year: v.release_year || null,
      odometer_km: v.odometer_km ? Number(v.odometer_km) : null,
      customer_id: customer?.id ?? null,
      station_id: station?.id ?? null,
      warranty_start: v.warranty_start || null,
      warranty_months: v.warranty_months ? Number(v.warranty_months) : null,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const created = await create.mutateAsync(parsed.data);
      showQuickMessage({ type: 'success', body: t('vehicles.create.done') });
      await navigate(paths.vehicle(created.id));
    } catch (error) {
      if (isApiError(error) && error.status === 422) setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, m]) => [k, m[0]])));
      else if (!(isApiError(error) && error.shown)) setRootError(error instanceof Error ? translateMessage(error.message) : String(error));
    }
  };
  const field = (key: keyof typeof v, label: string, type = 'text') => (
    <TextField size="small" name={key} type={type} label={label} value={v[key]} onChange={(e) => setV({ ...v, [key]: e.target.value })}
      error={Boolean(err(key))} helperText={err(key)} slotProps={type === 'date' ? { inputLabel: { shrink: true } } : undefined} />
  );

  return (
    <>
      <PageHeader title={t('vehicles.create.title')} subtitle={t('vehicles.create.subtitle')} />
      <Card sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2.5, maxWidth: 980 }} data-testid="vehicle-form">
        {rootError && <Alert severity="error">{rootError}</Alert>}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
          <ModelPicker value={model} onChange={setModel} requireTrim width="100%" errors={{ detail_model_id: err('detail_model_id') }} testId="vehicle" />
          {field('frame_number', t('vehicles.fields.frame'))}
          {field('engine_number', t('vehicles.fields.engine'))}
          {field('number_plate', t('products.columns.numberPlate'))}
          {field('color', t('products.register.color'))}
          {field('release_year', t('products.columns.releaseYear'))}
          {field('odometer_km', t('vehicles.fields.odometer'), 'number')}
          <TextField select size="small" label={t('vehicles.fields.type')} value={v.type} onChange={(e) => setV({ ...v, type: Number(e.target.value) as 1 | 2 })}>
            <MenuItem value={1}>{t('vehicles.types.1')}</MenuItem>
            <MenuItem value={2}>{t('vehicles.types.2')}</MenuItem>
          </TextField>
          <CustomerAutocomplete value={customer} onChange={setCustomer} error={err('customer_id')} />
          <StoreAutocomplete label={t('stations.fields.station')} isStation={2} value={station} onChange={setStation} width="100%" testId="vehicle-station" />
          {field('warranty_start', t('vehicles.fields.warrantyStart'), 'date')}
          {field('warranty_months', t('vehicles.fields.warrantyMonths'), 'number')}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
          <Button color="inherit" onClick={() => void navigate(paths.vehicles)}>{t('actions.cancel')}</Button>
          <Button variant="contained" onClick={() => void submit()} disabled={create.isPending} data-testid="vehicle-submit">{t('actions.save')}</Button>
        </Box>
      </Card>
    </>
  );
}
