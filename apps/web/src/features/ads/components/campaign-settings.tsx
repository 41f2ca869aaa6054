import {
  campaignSettingBody,
  hasPermission,
  type CampaignSetting,
  type CampaignSettingBody,
  type CampaignSettingWithBudgets,
} from '@admin/contract';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { StatusChip } from '../../../components/columns/row-parts.tsx';
import { successText } from '../../../components/forms/success-text.ts';
import { FormMoneyField } from '../../../components/fields/form-money-field.tsx';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { applyServerErrors, setIssueErrors } from '../../../lib/form-errors.ts';
import { formatMoney } from '../../../lib/format.ts';
import { campaignSettingQuery, useSaveCampaignSetting } from '../api.ts';
import { FormCheck } from '../../../components/fields/form-check.tsx';

interface Values {
  name: string;
  on: boolean;
  daily_price: number | null;
  min_days: string;
  max_days: string;
  max_active_per_store: string;
  approval: boolean;
  budgets: { amount: number | null }[];
}

const toBody = (v: Values, labels: CampaignSetting['labels']) => ({
  name: v.name,
  status: v.on ? 1 : 0,
  daily_price: v.daily_price ?? undefined,
  min_days: Number(v.min_days),
  max_days: Number(v.max_days),
  max_active_per_store: Number(v.max_active_per_store),
  require_approval: v.approval ? 1 : 0,
  budgets: v.budgets.map((b) => b.amount ?? undefined),
  labels,
});

/** A campaign type's price, days, limits and the budgets stores choose from (new campaigns only). */
function CampaignSettingDialog({ setting, onClose }: { setting: CampaignSettingWithBudgets; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCampaignSetting();
  const { control, handleSubmit, setError, formState, clearErrors } = useForm<Values>({
    defaultValues: {
      name: setting.name,
      on: setting.status === 1,
      daily_price: setting.daily_price,
      min_days: String(setting.min_days),
      max_days: String(setting.max_days),
      max_active_per_store: String(setting.max_active_per_store),
      approval: setting.require_approval === 1,
      budgets: setting.budgets.map((b) => ({ amount: b.amount })),
    },
  });
  const budgets = useFieldArray({ control, name: 'budgets' });
  const s = (name: string, values?: Record<string, unknown>) => t(`ads.settings.${name}`, values);
  const fields = ['name', 'daily_price', 'min_days', 'max_days', 'max_active_per_store', 'budgets'];
  const submit = handleSubmit(async (values) => {
    clearErrors();
    const body = toBody(values, setting.labels);
    const parsed = campaignSettingBody.safeParse(body);
    if (!parsed.success) {
      setIssueErrors(parsed.error.issues, setError, { focusFirst: true });
      return;
    }
    try {
      const res = await save.mutateAsync({ id: setting.id, ...(body as CampaignSettingBody) });
      showQuickMessage({ type: 'success', body: successText(t, res.messages) });
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, [...fields, ...values.budgets.map((_, i) => `budgets.${i}`)]);
    }
  });
  return (
    <FormDialog
      onClose={onClose}
      title={s('campaignTitle', { name: setting.name })}
      testId="campaign-setting-dialog"
      onSubmit={submit}
      rootError={formState.errors.root?.server?.message}
      submitting={formState.isSubmitting}
      columns={2}
    >
      <FormTextField control={control} name="name" label={s('name')} required sx={{ gridColumn: '1 / -1' }} />
      <FormMoneyField control={control} name="daily_price" label={s('dailyPrice')} required />
      <FormTextField control={control} name="max_active_per_store" label={s('maxActive')} type="number" required />
      <FormTextField control={control} name="min_days" label={s('minDays')} type="number" required />
      <FormTextField control={control} name="max_days" label={s('maxDays')} type="number" required />
      <FormCheck control={control} name="on" label={s('on')} />
      <FormCheck control={control} name="approval" label={s('approval')} />
      <Typography sx={{ fontWeight: 600, gridColumn: '1 / -1' }}>{s('budgets')}</Typography>
      {budgets.fields.map((row, i) => (
        <Box key={row.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <FormMoneyField
            control={control}
            name={`budgets.${i}.amount`}
            label={`${s('budgets')} ${i + 1}`}
            sx={{ flex: 1 }}
          />
          <IconButton aria-label={t('actions.delete')} onClick={() => budgets.remove(i)} sx={{ mt: 0.5 }}>
            <DeleteOutlineRounded />
          </IconButton>
        </Box>
      ))}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button startIcon={<AddRounded />} onClick={() => budgets.append({ amount: null })}>
          {s('addBudget')}
        </Button>
      </Box>
    </FormDialog>
  );
}

function EditCampaignSetting({ id, onClose }: { id: number; onClose: () => void }) {
  const setting = useQuery(campaignSettingQuery(id));
  return setting.data ? <CampaignSettingDialog setting={setting.data} onClose={onClose} /> : null;
}

/** The three campaign types with their price and limits; each edited in a dialog. */
export function CampaignSettings({ settings }: { settings: CampaignSetting[] | undefined }) {
  const { t, i18n } = useTranslation();
  const canEdit = hasPermission(useCurrentUser().role_has_permission, 'ads_settings-update');
  const [editing, setEditing] = useState<number | null>(null);
  const s = (name: string, values?: Record<string, unknown>) => t(`ads.settings.${name}`, values);
  return (
    <Box sx={{ p: 2, overflowX: 'auto' }}>
      <Table size="small" data-testid="campaign-settings">
        <TableHead>
          <TableRow>
            <TableCell>{s('name')}</TableCell>
            <TableCell>{t('ads.statusFilter')}</TableCell>
            <TableCell align="right">{s('dailyPrice')}</TableCell>
            <TableCell>{s('daysCol')}</TableCell>
            <TableCell align="right">{s('maxActiveCol')}</TableCell>
            <TableCell>{s('approvalCol')}</TableCell>
            <TableCell>{s('labels')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {!settings &&
            [0, 1, 2].map((i) => (
              <TableRow key={i}>
                <TableCell colSpan={8}>
                  <Skeleton />
                </TableCell>
              </TableRow>
            ))}
          {settings?.map((c) => (
            <TableRow key={c.id}>
              <TableCell>
                <Typography sx={{ fontWeight: 600, fontSize: 14 }}>{c.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {t(`ads.campaignType.${c.type}`)}
                </Typography>
              </TableCell>
              <TableCell>
                <StatusChip status={c.status === 1 ? 'active' : 'hidden'} label={s(c.status === 1 ? 'on' : 'off')} />
              </TableCell>
              <TableCell align="right">{formatMoney(c.daily_price)}</TableCell>
              <TableCell>{s('days', { min: c.min_days, max: c.max_days })}</TableCell>
              <TableCell align="right">{c.max_active_per_store}</TableCell>
              <TableCell>{s(c.require_approval ? 'approvalYes' : 'approvalNo')}</TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                  {c.labels.map((l) => (
                    // the label's colour as a dot and a border: white text on it would not be readable
                    <Chip
                      key={l.code}
                      size="small"
                      variant="outlined"
                      label={i18n.language === 'en' ? l.text_en : l.text_vi}
                      icon={
                        <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: l.color }} />
                      }
                      sx={{ borderColor: l.color }}
                    />
                  ))}
                </Box>
              </TableCell>
              <TableCell align="right">
                {canEdit && (
                  <IconButton
                    size="small"
                    aria-label={s('editCampaign', { name: c.name })}
                    onClick={() => setEditing(c.id)}
                    data-testid={`campaign-setting-edit-${c.id}`}
                  >
                    <EditRounded fontSize="small" />
                  </IconButton>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing !== null && <EditCampaignSetting id={editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}
