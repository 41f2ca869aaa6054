import { SERVICE_KINDS, serviceOrderCreateBody, type ServiceOrder } from '@admin/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '../../../components/fields/date-time-input.tsx';
import { MoneyInput } from '../../../components/fields/money-field.tsx';
import type { StoreOption } from '../../../components/fields/lookup-queries.ts';
import { StoreAutocomplete } from '../../../components/fields/store-autocomplete.tsx';
import { translateMessage } from '../../../i18n/setup.ts';
import { isApiError, isCanceled } from '../../../lib/api-client.ts';
import { formatMoney, fromDateTimeInput } from '../../../lib/format.ts';
import { CustomerAutocomplete } from '../../../components/fields/customer-autocomplete.tsx';
import { SelectField } from '../../../components/fields/select-field.tsx';
import { useCreateOrder } from '../api.ts';

type Kind = (typeof SERVICE_KINDS)[number];
interface Item {
  name: string;
  price: string;
  quantity: string;
}
const EMPTY_ITEM: Item = { name: '', price: '', quantity: '1' };

/** Opens a service order at a station: its kind, customer, work items, when and a note. */
export function OrderCreateDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (order: ServiceOrder) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateOrder();
  const [station, setStation] = useState<StoreOption | null>(null);
  const [kind, setKind] = useState<Kind>('maintenance');
  const [customer, setCustomer] = useState<{ id: number; full_name: string; phone: string } | null>(null);
  const [items, setItems] = useState<Item[]>([EMPTY_ITEM]);
  const [scheduled, setScheduled] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [rootError, setRootError] = useState<string | null>(null);
  const err = (k: string) => (errors[k] ? translateMessage(errors[k]) : undefined);
  /** A text field's name, value and change, and the server's message for it. */
  const bound = (name: string, value: string, set: (value: string) => void) => ({
    name,
    value,
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(e.target.value),
    error: Boolean(err(name)),
    helperText: err(name),
  });
  const total = items.reduce((sum, i) => sum + (Number(i.price) || 0) * (Number(i.quantity) || 0), 0);

  const reset = () => {
    setStation(null);
    setKind('maintenance');
    setCustomer(null);
    setItems([EMPTY_ITEM]);
    setScheduled('');
    setNote('');
    setErrors({});
    setRootError(null);
  };
  const close = () => {
    onClose();
    setTimeout(reset, 200);
  };
  const setItem = (index: number, patch: Partial<Item>) => {
    setItems(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
    // an edited field's message goes until the next save
    const keys = Object.keys(patch).map((k) => `items.${index}.${k}`);
    if (keys.some((k) => errors[k]))
      setErrors(Object.fromEntries(Object.entries(errors).filter(([k]) => !keys.includes(k))));
  };

  const submit = async () => {
    setRootError(null);
    const parsed = serviceOrderCreateBody.safeParse({
      station_id: station?.id,
      kind,
      customer_id: customer?.id ?? null,
      items: items.map((i) => ({
        name: i.name,
        price: i.price === '' ? Number.NaN : Number(i.price),
        quantity: Number(i.quantity),
      })),
      scheduled_at: fromDateTimeInput(scheduled),
      note: note.trim() || null,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.')] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const order = await create.mutateAsync(parsed.data);
      onCreated(order);
      close();
    } catch (error) {
      if (isCanceled(error)) return;
      if (isApiError(error) && error.status === 422 && Object.keys(error.fieldErrors).length) {
        setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, m]) => [k, m[0]])));
      } else if (!(isApiError(error) && error.shown)) {
        setRootError(error instanceof Error ? translateMessage(error.message) : String(error));
      }
    }
  };

  return (
    <Dialog
      open={open}
      onClose={(_e, reason) => reason !== 'backdropClick' && close()}
      maxWidth="md"
      fullWidth
      slotProps={{ paper: { 'data-testid': 'order-dialog' } as object }}
    >
      <DialogTitle>{t('stations.orders.create.title')}</DialogTitle>
      <DialogContent>
        {rootError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {rootError}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <StoreAutocomplete
            label={t('stations.orders.create.station')}
            isStation={2}
            required
            value={station}
            onChange={setStation}
            width="100%"
            error={err('station_id')}
            testId="order-station"
          />
          <SelectField
            size="small"
            label={t('stations.orders.kind')}
            value={kind}
            onChange={setKind}
            options={SERVICE_KINDS.map((k) => ({ value: k, label: t(`stations.kinds.${k}`) }))}
            testId="order-kind"
            testIdOnInput
          />
          <CustomerAutocomplete value={customer} onChange={setCustomer} error={err('customer_id')} />
          <DateTimeInput
            name="scheduled_at"
            size="small"
            label={t('stations.orders.scheduled')}
            value={scheduled}
            onChange={setScheduled}
            error={err('scheduled_at')}
            testId="order-scheduled"
          />
        </Box>
        <Typography variant="subtitle2" sx={{ mt: 2.5, mb: 1 }}>
          {t('stations.orders.create.items')}
        </Typography>
        {err('items') && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {err('items')}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {items.map((item, index) => (
            <Box
              key={index}
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 160px 90px 40px' },
                alignItems: 'start',
              }}
              data-testid={`order-item-${index}`}
            >
              <TextField
                size="small"
                required
                label={t('stations.orders.create.itemName')}
                {...bound(`items.${index}.name`, item.name, (name) => setItem(index, { name }))}
              />
              <MoneyInput
                size="small"
                required
                name={`items.${index}.price`}
                label={t('stations.orders.create.price')}
                value={item.price === '' ? null : Number(item.price)}
                onValueChange={(next) => setItem(index, { price: next === null ? '' : String(next) })}
                error={err(`items.${index}.price`)}
              />
              <TextField
                size="small"
                type="number"
                label={t('stations.orders.create.quantity')}
                {...bound(`items.${index}.quantity`, item.quantity, (quantity) => setItem(index, { quantity }))}
              />
              <IconButton
                aria-label={t('stations.orders.create.removeItem')}
                disabled={items.length === 1}
                onClick={() => setItems(items.filter((_, i) => i !== index))}
              >
                <DeleteOutlineRounded fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 1 }}>
          <Button
            size="small"
            startIcon={<AddRounded />}
            disabled={items.length >= 50}
            onClick={() => setItems([...items, EMPTY_ITEM])}
            data-testid="order-add-item"
          >
            {t('stations.orders.create.addItem')}
          </Button>
          <Typography sx={{ fontWeight: 600 }} data-testid="order-total">
            {t('stations.orders.create.total')}: {formatMoney(total)}
          </Typography>
        </Box>
        <TextField
          size="small"
          fullWidth
          multiline
          minRows={2}
          sx={{ mt: 2 }}
          label={t('stations.orders.create.note')}
          {...bound('note', note, setNote)}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={close}>
          {t('actions.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} loading={create.isPending} data-testid="order-submit">
          {t('actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
