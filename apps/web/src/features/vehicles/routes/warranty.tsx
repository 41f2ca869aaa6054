import { MCN_SERVICE_STATUSES, mcnServiceUpdateBody, type McnService } from '@admin/contract';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useSuspenseQueries } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '../../../components/fields/date-time-input.tsx';
import { MoneyInput } from '../../../components/fields/money-field.tsx';
import { catalogueMessage } from '../../../components/products/messages.ts';
import { useNavigate, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { href } from '../../../lib/areas.ts';
import {
  adminUserSearchQuery,
  storeSearchQuery,
  type AdminUserOption,
} from '../../../components/fields/lookup-queries.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { translateMessage } from '../../../i18n/setup.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { showAlert } from '../../../lib/feedback.ts';
import { EMPTY, formatDate, formatDateTime, fromDateTimeInput, toDateTimeInput } from '../../../lib/format.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useSaveWarranty, vehicleHistoryQuery, vehicles, vehicleServicesQuery } from '../api.ts';
import { CustomerAutocomplete } from '../../../components/fields/customer-autocomplete.tsx';
import { SelectField } from '../../../components/fields/select-field.tsx';
import { parseId } from '../../../lib/route-params.ts';

/** The vehicle, its service history, its warranty checks and the stations load together. */
const warrantyQueries = (id: number) =>
  [vehicles.detail(id), vehicleHistoryQuery(id), vehicleServicesQuery(id, 2), storeSearchQuery('', 2)] as const;

export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseId(params);
  await Promise.all(
    warrantyQueries(id).map((q) => queryClient.ensureQueryData(q as Parameters<typeof queryClient.ensureQueryData>[0])),
  );
  return null;
}

function TechnicianAutocomplete({
  value,
  onChange,
}: {
  value: AdminUserOption | null;
  onChange: (u: AdminUserOption | null) => void;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const name = useDeferredValue(input);
  const users = useQuery(adminUserSearchQuery(name));
  return (
    <Autocomplete
      size="small"
      options={users.data ?? []}
      value={value}
      onChange={(_e, next) => onChange(next)}
      onInputChange={(_e, text) => setInput(text)}
      getOptionLabel={(u) => u.full_name || u.username}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('vehicles.warranty.technician')}
          inputProps={{ ...params.inputProps, 'data-testid': 'technician-search' }}
        />
      )}
    />
  );
}

/** /stations/vehicles/:id/create and /edit: records a warranty check of the vehicle. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = parseId(useParams());
  const [params] = useSearchParams();
  const [{ data: vehicle }, { data: history }, { data: services }, { data: stations }] = useSuspenseQueries({
    queries: warrantyQueries(id),
  });
  const requested = Number(params.get('service')) || undefined;
  const initial =
    services.find((s) => s.id === requested) ?? services.find((s) => s.status === 'scheduled') ?? services[0];
  const save = useSaveWarranty(id);
  const [serviceId, setServiceId] = useState<number | undefined>(initial?.id);
  // the form's values of a check: what was saved, else the vehicle's station and odometer and now
  const valuesOf = (service: McnService | undefined) => ({
    status: service?.status === 'scheduled' ? 'done' : (service?.status ?? 'done'),
    station_id: service?.station?.id ?? vehicle.station?.id ?? '',
    odometer_km: service?.odometer_km
      ? String(service.odometer_km)
      : vehicle.odometer_km
        ? String(vehicle.odometer_km)
        : '',
    // shown and read in Vietnam time, whatever the browser's zone
    serviced_at: toDateTimeInput(service?.serviced_at ?? new Date()),
    work_done: service?.work_done ?? '',
    note: service?.note ?? '',
    cost: service?.cost ? String(service.cost) : '0',
  });
  const technicianOf = (service: McnService | undefined): AdminUserOption | null =>
    service?.technician
      ? { id: service.technician.id, username: service.technician.name, full_name: service.technician.name }
      : null;
  const [v, setV] = useState(() => valuesOf(initial));
  const [technician, setTechnician] = useState<AdminUserOption | null>(() => technicianOf(initial));
  const chooseService = (id: number) => {
    const next = services.find((s) => s.id === id);
    setServiceId(id);
    setV(valuesOf(next));
    setTechnician(technicianOf(next));
    setErrors({});
  };
  const [customer, setCustomer] = useState(
    vehicle.customer
      ? { id: vehicle.customer.id, full_name: vehicle.customer.name, phone: vehicle.customer.phone }
      : null,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [rootError, setRootError] = useState<string | null>(null);
  const err = (k: string) => (errors[k] ? translateMessage(errors[k]) : undefined);

  const submit = async () => {
    if (!serviceId) return;
    const parsed = mcnServiceUpdateBody.safeParse({
      status: v.status,
      station_id: v.station_id === '' ? null : Number(v.station_id),
      technician_id: technician?.id ?? null,
      odometer_km: v.odometer_km ? Number(v.odometer_km) : null,
      serviced_at: v.serviced_at ? (fromDateTimeInput(v.serviced_at) ?? v.serviced_at) : null,
      work_done: v.work_done || null,
      note: v.note || null,
      cost: Number(v.cost || 0),
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({
        serviceId,
        body: parsed.data,
        customerId: customer && customer.id !== vehicle.customer?.id ? customer.id : undefined,
      });
      showAlert({
        type: 'success',
        message: catalogueMessage('Update successfully'),
        onClose: () => void navigate(href('vehicles.detail', { id: id })),
      });
    } catch (error) {
      if (isApiError(error) && error.status === 422)
        setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, m]) => [k, m[0]])));
      else if (!(isApiError(error) && error.shown))
        setRootError(error instanceof Error ? translateMessage(error.message) : String(error));
    }
  };
  const field = (key: 'odometer_km' | 'work_done' | 'note', label: string, type = 'text') => (
    <TextField
      size="small"
      name={key}
      type={type}
      label={label}
      value={v[key]}
      onChange={(e) => setV({ ...v, [key]: e.target.value })}
      multiline={key === 'work_done' || key === 'note'}
      minRows={key === 'work_done' ? 3 : undefined}
      error={Boolean(err(key))}
      helperText={err(key)}
    />
  );

  return (
    <>
      <PageHeader
        title={t('vehicles.warranty.title')}
        subtitle={`${vehicle.brand.name} ${vehicle.model.name} · ${vehicle.code} · ${vehicle.number_plate ?? EMPTY}`}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
        <Card sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }} data-testid="warranty-form">
          {rootError && <Alert severity="error">{rootError}</Alert>}
          {services.length === 0 && <Alert severity="info">{t('vehicles.services.empty')}</Alert>}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <SelectField
              size="small"
              label={t('vehicles.warranty.check')}
              value={serviceId ?? ''}
              onChange={chooseService}
              options={services.map((s) => ({
                value: s.id,
                label: `#${s.sequence} · ${formatDate(s.due_date)} · ${t(`vehicles.serviceStatus.${s.status}`)}`,
              }))}
              testId="warranty-service"
            />
            <SelectField
              size="small"
              label={t('fields.status')}
              value={v.status}
              onChange={(status) => setV({ ...v, status: status as typeof v.status })}
              options={MCN_SERVICE_STATUSES.map((s) => ({ value: s, label: t(`vehicles.serviceStatus.${s}`) }))}
              testId="warranty-status"
            />
            <SelectField
              size="small"
              label={t('stations.fields.station')}
              value={v.station_id}
              onChange={(station_id) => setV({ ...v, station_id })}
              options={stations.map((s) => ({
                value: s.id,
                label: `${s.name}${s.location ? ` · ${s.location.name}` : ''}`,
              }))}
              testId="warranty-station"
            />
            <TechnicianAutocomplete value={technician} onChange={setTechnician} />
            <CustomerAutocomplete value={customer} onChange={setCustomer} />
            <DateTimeInput
              name="serviced_at"
              size="small"
              label={t('vehicles.warranty.servicedAt')}
              value={v.serviced_at}
              onChange={(next) => setV({ ...v, serviced_at: next })}
              error={err('serviced_at')}
            />
            {field('odometer_km', t('vehicles.fields.odometer'), 'number')}
            <MoneyInput
              name="cost"
              size="small"
              label={t('vehicles.warranty.cost')}
              value={v.cost === '' ? null : Number(v.cost)}
              onValueChange={(next) => setV({ ...v, cost: next === null ? '' : String(next) })}
              error={err('cost')}
            />
          </Box>
          {field('work_done', t('vehicles.warranty.workDone'))}
          {field('note', t('vehicles.warranty.note'))}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            <Button color="inherit" onClick={() => void navigate(href('vehicles.detail', { id: id }))}>
              {t('actions.cancel')}
            </Button>
            <Button
              variant="contained"
              disabled={!serviceId || save.isPending}
              onClick={() => void submit()}
              data-testid="warranty-save"
            >
              {t('actions.save')}
            </Button>
          </Box>
        </Card>
        <Card sx={{ p: 2.5 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {t('vehicles.history.title')}
          </Typography>
          {history.map((h) => (
            <Box key={h.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Typography variant="body2">{translateMessage(h.description)}</Typography>
              <Typography variant="caption" color="text.secondary">
                {formatDateTime(h.created_at)} · {h.user?.name ?? EMPTY}
              </Typography>
            </Box>
          ))}
        </Card>
      </Box>
    </>
  );
}
