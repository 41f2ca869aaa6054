import {
  CASH_ORDER_PLACES,
  CASH_ORDER_TYPES,
  CASH_PAYMENT_METHODS,
  cashOrderCreateBody,
  cashOrderStatusBody,
  type CashOrder,
  type CashOrderCreateBody,
  type CashStore,
} from '@admin/contract';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Controller, useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, useBodyFormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
import { FormMoneyField } from '../../../components/fields/form-money-field.tsx';
import { translateMessage } from '../../../i18n/setup.ts';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { formatMoney } from '../../../lib/format.ts';
import { cashStoresQuery, useCreateCashOrder, useDecideCashOrder } from '../api.ts';

interface CreateValues {
  type: CashOrderCreateBody['type'];
  store: CashStore | null;
  amount: number | null;
  place: CashOrderCreateBody['place'];
  station: CashStore | null;
  payment_method: CashOrderCreateBody['payment_method'];
  reference: string;
  note: string;
}

const createBody = (v: CreateValues) => ({
  type: v.type,
  store_id: v.store?.id,
  amount: v.amount ?? undefined,
  place: v.place,
  station_id: v.place === 'station' ? v.station?.id : undefined,
  payment_method: v.payment_method,
  reference: v.reference.trim() || undefined,
  note: v.note.trim() || undefined,
});

/** The form's field of each body field (the store and station are pickers). */
const inputOf = (field: string) => (field === 'store_id' ? 'store' : field === 'station_id' ? 'station' : field);

/** Finds a store (or a station) by name or phone as the user types; shows the store's wallet. */
export function StorePicker<T extends FieldValues>({
  control,
  name,
  label,
  station,
  testId,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  station: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const keyword = useDeferredValue(input);
  const stores = useQuery(cashStoresQuery(keyword, station));
  const { field, fieldState } = useController({ control, name });
  return (
    <Autocomplete
      options={stores.data ?? []}
      value={field.value as CashStore | null}
      loading={stores.isFetching}
      onChange={(_e, next) => field.onChange(next)}
      onInputChange={(_e, text) => setInput(text)}
      getOptionLabel={(o) => (o.phone ? `${o.name} · ${o.phone}` : o.name)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      noOptionsText={t('pickers.noStores')}
      renderOption={(props, o) => (
        <li {...props} key={o.id}>
          <Box>
            <Typography sx={{ fontSize: 14 }}>{o.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {[o.phone, t(`ads.storeType.${o.store_type}`), o.wallet && formatMoney(o.wallet.balance)]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message && translateMessage(fieldState.error.message)}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': testId } }}
        />
      )}
    />
  );
}

/** A new cash order: deposit or withdrawal, the store found by name or phone, amount, where the money was. */
export function CreateCashOrderDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateCashOrder();
  const defaultValues: CreateValues = {
    type: 'deposit',
    store: null,
    amount: null,
    place: 'office_hn',
    station: null,
    payment_method: 'cash',
    reference: '',
    note: '',
  };
  const { control, watch, dialog } = useBodyFormDialog<CreateValues>({
    defaultValues,
    schema: cashOrderCreateBody,
    toBody: createBody,
    inputOf,
    save: async (values) => {
      const { data } = await create.mutateAsync(createBody(values) as CashOrderCreateBody);
      showQuickMessage({ type: 'success', body: t('ads.cashes.created', { code: data.code }) });
      onClose();
    },
  });
  const [type, store, place] = watch(['type', 'store', 'place']);
  const f = (name: string) => t(`ads.cashes.fields.${name}`);
  return (
    <FormDialog
      onClose={onClose}
      title={t('ads.cashes.createTitle')}
      testId="cash-order-create-dialog"
      {...dialog}
      columns={1}
    >
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <ToggleButtonGroup
            exclusive
            color="primary"
            value={field.value}
            onChange={(_e, next: CreateValues['type'] | null) => next && field.onChange(next)}
            aria-label={f('type')}
            size="small"
          >
            {CASH_ORDER_TYPES.map((v) => (
              <ToggleButton key={v} value={v} data-testid={`cash-order-type-${v}`} sx={{ px: 3 }}>
                {t(`ads.cashType.${v}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
      />
      <StorePicker
        control={control}
        name="store"
        label={t('ads.cashes.storeSearch')}
        station={false}
        testId="cash-order-store"
      />
      {store && (
        <Typography variant="body2" color="text.secondary" data-testid="cash-order-wallet">
          {store.wallet
            ? t('ads.cashes.walletBalance', {
                balance: formatMoney(store.wallet.balance),
                available: formatMoney(store.wallet.available),
              })
            : t('ads.cashes.walletBalance', { balance: formatMoney(0), available: formatMoney(0) })}
        </Typography>
      )}
      {type === 'deduction' && <Alert severity="info">{t('ads.cashes.deductionHint')}</Alert>}
      <FormMoneyField control={control} name="amount" label={f('amount')} required />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="place"
          select
          label={f('place')}
          slotProps={{ select: { 'data-testid': 'cash-order-place' } as object }}
        >
          {CASH_ORDER_PLACES.map((v) => (
            <MenuItem key={v} value={v}>
              {t(`ads.place.${v}`)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField control={control} name="payment_method" select label={f('paymentMethod')}>
          {CASH_PAYMENT_METHODS.map((v) => (
            <MenuItem key={v} value={v}>
              {t(`ads.paymentMethod.${v}`)}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
      {place === 'station' && (
        <StorePicker
          control={control}
          name="station"
          label={t('ads.cashes.stationSearch')}
          station
          testId="cash-order-station"
        />
      )}
      <FormTextField control={control} name="reference" label={f('reference')} />
      <FormTextField control={control} name="note" label={f('note')} />
    </FormDialog>
  );
}

export type Decision = 'approved' | 'rejected' | 'cancelled';

/** Approves, rejects (with a reason) or cancels a pending order; the server refuses the requester's own approval. */
export function DecideCashOrderDialog({
  order,
  decision,
  onClose,
}: {
  order: CashOrder;
  decision: Decision;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideCashOrder();
  const needsReason = decision === 'rejected';
  const { control, dialog } = useBodyFormDialog<{ reason: string }>({
    defaultValues: { reason: '' },
    schema: cashOrderStatusBody,
    toBody: (v) => ({ status: decision, reason: v.reason.trim() || undefined }),
    save: async ({ reason }) => {
      await decide.mutateAsync({ id: order.id, status: decision, reason: reason.trim() || undefined });
      showQuickMessage({ type: 'success', body: t('ads.cashes.decided', { code: order.code }) });
      onClose();
    },
  });
  const action = t(`ads.cashes.${decision === 'approved' ? 'approve' : decision === 'rejected' ? 'reject' : 'cancel'}`);
  return (
    <FormDialog
      onClose={onClose}
      title={t('ads.cashes.decideTitle', { action, code: order.code })}
      testId="cash-order-decide-dialog"
      {...dialog}
      submitLabel={action}
    >
      <Typography sx={{ mb: 2 }}>
        {t('ads.cashes.decideText', {
          type: t(`ads.cashType.${order.type}`),
          amount: formatMoney(order.amount),
          store: order.store.name,
        })}
      </Typography>
      {decision !== 'approved' && (
        <FormTextField
          control={control}
          name="reason"
          label={t('ads.cashes.reason')}
          required={needsReason}
          autoFocus
          sx={{ width: '100%' }}
        />
      )}
    </FormDialog>
  );
}
