import { hasPermission, type AdPackageGroup } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { successText } from '../../../components/forms/success-text.ts';
import { FormMoneyField } from '../../../components/fields/form-money-field.tsx';
import { translateMessage } from '../../../i18n/setup.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { submitWithServerErrors } from '../../../lib/form-errors.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useGroupStatus, useSavePromoPrices } from '../api.ts';

/** One commercial group: its on/off switch and its packages' promo prices, saved together. */
function PackageGroup({ group, canEdit }: { group: AdPackageGroup; canEdit: boolean }) {
  const { t } = useTranslation();
  const savePrices = useSavePromoPrices();
  const setStatus = useGroupStatus();
  const { control, handleSubmit, setError, formState } = useForm<{ prices: (number | null)[] }>({
    values: { prices: group.packages.map((p) => p.price) },
  });
  const s = (name: string, values?: Record<string, unknown>) => t(`ads.settings.${name}`, values);
  const submit = submitWithServerErrors({ handleSubmit, setError }, [], async ({ prices }) => {
    const res = await savePrices.mutateAsync({
      group_id: group.id,
      prices: group.packages.map((p, i) => ({ id: p.id, price: prices[i] ?? 0 })),
    });
    showQuickMessage({ type: 'success', body: successText(t, (res as { messages?: string }).messages) });
  });
  return (
    <Card variant="outlined" component="form" onSubmit={submit} noValidate data-testid={`package-group-${group.id}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, pb: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {s('packagesOf', { name: group.name })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {group.description}
          </Typography>
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={group.status === 1}
              disabled={!canEdit || setStatus.isPending}
              onChange={(e) =>
                void setStatus.mutateAsync({ id: group.id, status: e.target.checked ? 1 : 0 }).then((res) =>
                  showQuickMessage({
                    type: 'success',
                    body: successText(t, (res as { messages?: string }).messages),
                  }),
                )
              }
              slotProps={{ input: { 'aria-label': s('groupOn', { name: group.name }) } }}
            />
          }
          label={s(group.status === 1 ? 'on' : 'off')}
        />
      </Box>
      {formState.errors.root?.server && (
        <Typography color="error" sx={{ px: 2 }}>
          {translateMessage(formState.errors.root.server.message ?? '')}
        </Typography>
      )}
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{s('package')}</TableCell>
            <TableCell align="right">{s('daysCol')}</TableCell>
            <TableCell align="right">{s('price')}</TableCell>
            <TableCell sx={{ width: 220 }}>{s('promoPrice')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {group.packages.map((p, i) => (
            <TableRow key={p.id}>
              <TableCell>{p.name}</TableCell>
              <TableCell align="right">{p.days}</TableCell>
              <TableCell align="right">{formatMoney(p.price)}</TableCell>
              <TableCell>
                <FormMoneyField
                  control={control}
                  name={`prices.${i}`}
                  label={`${s('promoPrice')} · ${p.name}`}
                  size="small"
                  disabled={!canEdit}
                  sx={{ width: 200 }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {canEdit && (
        <Box sx={{ p: 2, pt: 1.5, display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            loading={formState.isSubmitting}
            data-testid={`package-save-${group.id}`}
          >
            {s('savePrices')}
          </Button>
        </Box>
      )}
    </Card>
  );
}

/** The commercial packages of every campaign type with their promo prices ('Update promo price successfully'). */
export function PackagePrices({ groups }: { groups: AdPackageGroup[] | undefined }) {
  const canEdit = hasPermission(useCurrentUser().role_has_permission, 'ads_settings-update');
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      {!groups && <Skeleton variant="rounded" height={200} />}
      {groups?.map((g) => (
        <PackageGroup key={g.id} group={g} canEdit={canEdit} />
      ))}
    </Box>
  );
}
