import { hasPermission, type McnService } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import BuildRounded from '@mui/icons-material/BuildRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueMessage } from '../../../components/products/messages.ts';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { translateMessage } from '../../../i18n/setup.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { showQuickMessage } from '../../../lib/feedback.ts';
import {
  EMPTY,
  formatDate,
  formatDateTime,
  formatDistance,
  formatMoney,
  formatReleaseYear,
} from '../../../lib/format.ts';
import { queryClient } from '../../../lib/query-client.ts';
import {
  packagesQuery,
  useAssignPackage,
  useChangeVehicleType,
  vehicleHistoryQuery,
  vehicles,
  vehicleServicesQuery,
} from '../api.ts';
import { parseId } from '../../../lib/route-params.ts';
import { lazyDialog } from '../../../components/dialogs/lazy-dialog.tsx';

// opened by the edit button: its form (react-hook-form) loads then
const VehicleEditDialog = lazyDialog(() =>
  import('../components/vehicle-edit-dialog.tsx').then((m) => m.VehicleEditDialog),
);

export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseId(params);
  void queryClient.prefetchQuery(vehicleHistoryQuery(id));
  void queryClient.prefetchQuery(vehicleServicesQuery(id, 2));
  await queryClient.ensureQueryData(vehicles.detail(id));
  return null;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{children}</Typography>
    </Box>
  );
}

const SERVICE_COLORS = { scheduled: 'info', done: 'success', cancelled: 'default' } as const;

/** /stations/vehicles/:id: the vehicle, its package, warranty checks and history. */
export function Component() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const id = parseId(useParams());
  const { data: vehicle } = useSuspenseQuery(vehicles.detail(id));
  const history = useQuery(vehicleHistoryQuery(id));
  const services = useQuery(vehicleServicesQuery(id, 2));
  const packages = useQuery(packagesQuery());
  const assign = useAssignPackage(id);
  const changeType = useChangeVehicleType(id);
  const canUpdate = hasPermission(me.role_has_permission, 'vehicles-update');
  const [editing, setEditing] = useState(false);
  const done = () => showQuickMessage({ type: 'success', body: catalogueMessage('Update successfully') });

  return (
    <>
      <Button
        component={Link}
        to={href('vehicles.list')}
        startIcon={<ArrowBackRounded />}
        color="inherit"
        sx={{ mb: 1.5 }}
      >
        {t('vehicles.list.title')}
      </Button>
      <Card sx={{ p: 2.5, mb: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="h5" component="h1">
              {vehicle.brand.name} {vehicle.model.name} {vehicle.detail_model ? `(${vehicle.detail_model.name})` : ''}
            </Typography>
            <Typography color="text.secondary" data-testid="vehicle-subtitle">
              {vehicle.code} · {vehicle.number_plate ?? EMPTY}
            </Typography>
          </Box>
          {canUpdate && (
            <>
              <TextField
                select
                size="small"
                label={t('vehicles.fields.type')}
                value={vehicle.type}
                sx={{ width: 170 }}
                onChange={(e) =>
                  void changeType
                    .mutateAsync(Number(e.target.value) as 1 | 2)
                    .then(done)
                    .catch(() => undefined)
                }
              >
                <MenuItem value={1}>{t('vehicles.types.1')}</MenuItem>
                <MenuItem value={2}>{t('vehicles.types.2')}</MenuItem>
              </TextField>
              <TextField
                select
                size="small"
                label={t('vehicles.fields.package')}
                value={vehicle.package?.id ?? ''}
                sx={{ width: 200 }}
                onChange={(e) =>
                  void assign
                    .mutateAsync(Number(e.target.value))
                    .then(done)
                    .catch(() => undefined)
                }
              >
                {(packages.data ?? [])
                  .filter((p) => p.status === 'active' || p.id === vehicle.package?.id)
                  .map((p) => (
                    <MenuItem key={p.id} value={p.id}>
                      {p.name} · {formatMoney(p.price)}
                    </MenuItem>
                  ))}
              </TextField>
              <Button
                variant="outlined"
                startIcon={<EditRounded />}
                onClick={() => setEditing(true)}
                data-testid="vehicle-edit"
              >
                {t('actions.edit')}
              </Button>
              <Button
                variant="contained"
                startIcon={<BuildRounded />}
                component={Link}
                to={href('vehicles.warrantyCreate', { id: vehicle.id })}
                data-testid="warranty-open"
              >
                {t('vehicles.warranty.action')}
              </Button>
            </>
          )}
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)', lg: 'repeat(5, 1fr)' },
          }}
          data-testid="vehicle-facts"
        >
          <Fact label={t('vehicles.fields.customer')}>
            {vehicle.customer ? `${vehicle.customer.name} · ${vehicle.customer.phone}` : EMPTY}
          </Fact>
          <Fact label={t('stations.fields.station')}>{vehicle.station?.name ?? EMPTY}</Fact>
          <Fact label={t('vehicles.fields.frame')}>{vehicle.frame_number}</Fact>
          <Fact label={t('vehicles.fields.engine')}>{vehicle.engine_number ?? EMPTY}</Fact>
          <Fact label={t('vehicles.fields.color')}>{vehicle.color ?? EMPTY}</Fact>
          <Fact label={t('vehicles.fields.releaseYear')}>{formatReleaseYear(vehicle.release_year)}</Fact>
          <Fact label={t('vehicles.fields.warrantyStart')}>{formatDate(vehicle.warranty_start)}</Fact>
          <Fact label={t('vehicles.fields.warrantyEnd')}>
            {formatDate(vehicle.warranty_end)}
            {vehicle.warranty_months ? ` (${t('vehicles.detail.months', { count: vehicle.warranty_months })})` : ''}
          </Fact>
          <Fact label={t('vehicles.fields.odometer')}>{formatDistance(vehicle.odometer_km)}</Fact>
          <Fact label={t('vehicles.fields.package')}>
            {vehicle.package ? `${vehicle.package.name} (${formatDate(vehicle.package.ends_at)})` : EMPTY}
          </Fact>
        </Box>
      </Card>
      {canUpdate && <VehicleEditDialog vehicle={vehicle} open={editing} onClose={() => setEditing(false)} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
        <Card sx={{ p: 2.5 }} data-testid="vehicle-services">
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {t('vehicles.services.title')}
          </Typography>
          {(services.data ?? []).length === 0 && (
            <Typography color="text.secondary">{t('vehicles.services.empty')}</Typography>
          )}
          {(services.data ?? []).map((s: McnService) => (
            <Box
              key={s.id}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography sx={{ fontWeight: 600, width: 40 }}>#{s.sequence}</Typography>
              <Box sx={{ flex: 1 }}>
                <Typography>{s.work_done || t('vehicles.services.due', { date: formatDate(s.due_date) })}</Typography>
                {(s.station || s.serviced_at) && (
                  <Typography variant="caption" color="text.secondary">
                    {[s.station?.name, s.serviced_at ? formatDateTime(s.serviced_at) : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                )}
              </Box>
              <Chip size="small" color={SERVICE_COLORS[s.status]} label={t(`vehicles.serviceStatus.${s.status}`)} />
              {canUpdate && (
                <Button
                  size="small"
                  component={Link}
                  to={`${href('vehicles.warrantyEdit', { id: vehicle.id })}${s.id ? `?service=${s.id}` : ''}`}
                >
                  {t('actions.edit')}
                </Button>
              )}
            </Box>
          ))}
        </Card>
        <Card sx={{ p: 2.5 }} data-testid="vehicle-history">
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {t('vehicles.history.title')}
          </Typography>
          {(history.data ?? []).map((h) => (
            <Box key={h.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Typography>{translateMessage(h.description)}</Typography>
              <Typography variant="caption" color="text.secondary">
                {formatDateTime(h.created_at)} · {h.user?.name ?? EMPTY} · {t(`vehicles.history.actions.${h.action}`)}
              </Typography>
            </Box>
          ))}
        </Card>
      </Box>
    </>
  );
}
