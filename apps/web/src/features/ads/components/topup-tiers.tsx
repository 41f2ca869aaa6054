import { TOPUP_TIER_LIMITS, hasPermission, topupBatchBody, type TopupSetting } from '@admin/contract';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMoneyField } from '../../../components/fields/form-money-field.tsx';
import { translateMessage } from '../../../i18n/setup.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { applyServerErrors, setIssueErrors } from '../../../lib/form-errors.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useLeaveGuard } from '../../../components/leave-guard.ts';
import { useSaveTiers } from '../api.ts';

interface Values {
  items: { id?: number; amount: number | null; bonus_amount: number | null }[];
}

const toBody = (v: Values) => ({
  items: v.items.map((i) => ({ id: i.id, amount: i.amount ?? undefined, bonus_amount: i.bonus_amount ?? 0 })),
});

/** The top-up tiers and their bonus, edited as one table and saved all or nothing. */
export function TopupTiers({ tiers }: { tiers: TopupSetting[] }) {
  const { t } = useTranslation();
  const canEdit = hasPermission(useCurrentUser().role_has_permission, 'ads_settings-update');
  const save = useSaveTiers();
  const form = useForm<Values>({
    values: { items: tiers.map((x) => ({ id: x.id, amount: x.amount, bonus_amount: x.bonus_amount })) },
    resetOptions: { keepDirtyValues: true },
  });
  const { control, handleSubmit, setError, formState, clearErrors } = form;
  const rows = useFieldArray({ control, name: 'items' });
  useLeaveGuard(formState.isDirty && !formState.isSubmitSuccessful);
  const s = (name: string, values?: Record<string, unknown>) => t(`ads.settings.${name}`, values);
  const submit = handleSubmit(async (values) => {
    clearErrors();
    const body = toBody(values);
    const parsed = topupBatchBody.safeParse(body);
    const seen = new Set<number>();
    let bad = !parsed.success;
    if (!parsed.success) setIssueErrors(parsed.error.issues, setError);
    body.items.forEach((item, i) => {
      if (item.amount !== undefined && seen.has(item.amount)) {
        setError(`items.${i}.amount`, { type: 'client', message: s('tierTwice') });
        bad = true;
      }
      if (item.amount !== undefined) seen.add(item.amount);
    });
    if (bad) return;
    try {
      const { data } = await save.mutateAsync(body as Parameters<typeof save.mutateAsync>[0]);
      form.reset({ items: data.map((x) => ({ id: x.id, amount: x.amount, bonus_amount: x.bonus_amount })) });
      showQuickMessage({ type: 'success', body: s('tiersSaved') });
    } catch (error) {
      applyServerErrors(
        error,
        setError,
        values.items.flatMap((_, i) => [`items.${i}.amount`, `items.${i}.bonus_amount`]),
      );
    }
  });
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ p: 2 }} data-testid="topup-tiers">
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        {s('topupHint')}
      </Typography>
      {formState.errors.root?.server && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translateMessage(formState.errors.root.server.message ?? '')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 640 }}>
        {rows.fields.map((row, i) => (
          <Box key={row.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }} data-testid={`tier-${i}`}>
            <FormMoneyField
              control={control}
              name={`items.${i}.amount`}
              label={s('amount')}
              required
              disabled={!canEdit}
              sx={{ flex: 1 }}
            />
            <FormMoneyField
              control={control}
              name={`items.${i}.bonus_amount`}
              label={s('bonus')}
              disabled={!canEdit}
              sx={{ flex: 1 }}
            />
            {canEdit && (
              <IconButton
                aria-label={s('removeTier', { amount: formatMoney(form.getValues(`items.${i}.amount`)) })}
                onClick={() => rows.remove(i)}
                data-testid={`tier-remove-${i}`}
                sx={{ mt: 0.5 }}
              >
                <DeleteOutlineRounded />
              </IconButton>
            )}
          </Box>
        ))}
      </Box>
      {canEdit && (
        <Box sx={{ display: 'flex', gap: 1.5, mt: 2 }}>
          <Button
            startIcon={<AddRounded />}
            onClick={() => rows.append({ amount: null, bonus_amount: 0 })}
            disabled={rows.fields.length >= TOPUP_TIER_LIMITS.maxTiers}
            data-testid="tier-add"
          >
            {s('addTier')}
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting} data-testid="tiers-save">
            {s('saveTiers')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
