import { storeBankBody, storeGeneralBody, storeIdentityBody, type StoreDetail } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import type { z } from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '../../../components/fields/date-time-input.tsx';
import { catalogueMessage } from '../../../components/products/messages.ts';
import { LocationSelect } from '../../../components/fields/location-select.tsx';
import { translateMessage } from '../../../i18n/setup.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { showAlert } from '../../../lib/feedback.ts';
import { EMPTY } from '../../../lib/format.ts';
import { useUpdateStore } from '../api.ts';

type Errors = Record<string, string>;

function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Errors {
  const out: Errors = {};
  if (!result.success)
    for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= translateMessage(issue.message);
  return out;
}

/** A failed store update: 422 messages go on their fields, anything else to the error dialog. */
function failed(error: unknown, setErrors: (e: Errors) => void) {
  if (isApiError(error) && error.status === 422 && Object.keys(error.fieldErrors).length) {
    setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, m]) => [k, translateMessage(m[0])])));
    return;
  }
  if (isApiError(error) && error.shown) return;
  showAlert({ type: 'error', message: error instanceof Error ? translateMessage(error.message) : String(error) });
}

function Grid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, maxWidth: 880 }}>
      {children}
    </Box>
  );
}

/**
 * Checks a tab's body with the contract's schema (its messages on the fields), then sends it and
 * says it is saved; a failed send goes to `onFail` (its 422s on the fields unless said otherwise).
 */
async function checkAndSend<T>(
  schema: z.ZodMiniType<T>,
  body: unknown,
  setErrors: (e: Errors) => void,
  send: (data: T) => Promise<unknown>,
  onFail: (error: unknown) => void = (error) => failed(error, setErrors),
) {
  const parsed = schema.safeParse(body);
  setErrors(issues(parsed));
  if (!parsed.success) return;
  try {
    await send(parsed.data);
    showAlert({ type: 'success', message: catalogueMessage('Update successfully') });
  } catch (error) {
    onFail(error);
  }
}

/** A tab's starting texts from the store's record, a missing one as ''. */
function textsOf<S, K extends keyof S & string>(source: S, keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, source[key] ?? ''])) as Record<K, string>;
}

/** A tab's values to send, these keys' blanks sent as `empty` (null clears, undefined leaves out). */
function blanksAs<V extends Record<string, unknown>>(
  v: V,
  keys: readonly (keyof V & string)[],
  empty: null | undefined,
) {
  return { ...v, ...Object.fromEntries(keys.map((key) => [key, v[key] || empty])) };
}

/** A text field of a tab's values, by its key: its message under it. */
function textFieldOf<V extends Record<string, unknown>>(
  v: V,
  setV: (next: V) => void,
  errors: Errors,
  disabled = false,
) {
  return (key: keyof V & string, label: string, required?: boolean) => (
    <TextField
      key={key}
      size="small"
      name={key}
      label={label}
      value={v[key]}
      disabled={disabled}
      onChange={(e) => setV({ ...v, [key]: e.target.value })}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      required={required}
    />
  );
}

/** The tab's Save, for those who may change the store. */
function SaveButton({
  show,
  pending,
  onSave,
  testId,
}: {
  show: boolean;
  pending?: boolean;
  onSave: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  if (!show) return null;
  return (
    <Box>
      <Button variant="contained" onClick={onSave} disabled={pending} data-testid={testId}>
        {t('actions.save')}
      </Button>
    </Box>
  );
}

export function GeneralTab({ store, canUpdate }: { store: StoreDetail; canUpdate: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateStore(store.id);
  const [v, setV] = useState({
    name: store.name,
    ...textsOf(store, ['phone', 'email', 'address', 'description']),
    location_id: store.location?.id,
    display: store.display,
  });
  const [errors, setErrors] = useState<Errors>({});
  const save = async () => {
    const body = {
      ...blanksAs(v, ['phone', 'email', 'address', 'description'], null),
      location_id: v.location_id ?? null,
    };
    await checkAndSend(storeGeneralBody, body, setErrors, (data) =>
      update.mutateAsync({ kind: 'general', body: data }),
    );
  };
  const field = textFieldOf(v, setV, errors, !canUpdate);
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="store-general">
      <Grid>
        {field('name', t('stores.fields.name'), true)}
        {field('phone', t('fields.phone'))}
        {field('email', t('fields.email'))}
        <LocationSelect value={v.location_id} onChange={(location_id) => setV({ ...v, location_id })} width="100%" />
        {field('address', t('stores.fields.address'))}
        <TextField
          select
          size="small"
          label={t('stores.fields.display')}
          value={v.display}
          disabled={!canUpdate}
          onChange={(e) => setV({ ...v, display: Number(e.target.value) as 0 | 1 })}
        >
          <MenuItem value={1}>{t('stores.display.shown')}</MenuItem>
          <MenuItem value={0}>{t('stores.display.hidden')}</MenuItem>
        </TextField>
        <TextField
          multiline
          minRows={3}
          name="description"
          label={t('stores.fields.description')}
          value={v.description}
          disabled={!canUpdate}
          onChange={(e) => setV({ ...v, description: e.target.value })}
          sx={{ gridColumn: { md: 'span 2' } }}
        />
      </Grid>
      <SaveButton show={canUpdate} pending={update.isPending} onSave={() => void save()} testId="store-general-save" />
    </Box>
  );
}

function IdCardImage({
  label,
  url,
  file,
  onFile,
  disabled,
}: {
  label: string;
  url: string | undefined;
  file: File | null;
  onFile: (f: File | null) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : url), [file, url]);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
        {label}
      </Typography>
      <Box
        sx={{
          width: '100%',
          aspectRatio: '1.58',
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'muted',
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {preview ? (
          <Box component="img" src={preview} alt={label} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <Typography color="text.disabled">{t('stores.identity.noImage')}</Typography>
        )}
      </Box>
      {!disabled && (
        <Button component="label" size="small" sx={{ mt: 1 }}>
          {t('stores.identity.choose')}
          <input
            hidden
            type="file"
            accept="image/*"
            onChange={(e) => onFile(e.target.files?.[0] ?? null)}
            data-testid={`identity-${label}`}
          />
        </Button>
      )}
    </Box>
  );
}

export function IdentityTab({ store, canUpdate }: { store: StoreDetail; canUpdate: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateStore(store.id);
  const id = store.identity;
  const [v, setV] = useState(textsOf(id, ['id_number', 'full_name', 'date_of_birth', 'issued_date', 'issued_place']));
  const [front, setFront] = useState<File | null>(null);
  const [back, setBack] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const save = async () => {
    const body = blanksAs(v, ['date_of_birth', 'issued_date', 'issued_place'], undefined);
    await checkAndSend(storeIdentityBody, body, setErrors, async (data) => {
      await update.mutateAsync({ kind: 'identity', body: data, front, back });
      setFront(null);
      setBack(null);
    });
  };
  const field = textFieldOf(v, setV, errors, !canUpdate);
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="store-identity">
      <Grid>
        {(
          [
            ['front', id.front_image, front, setFront],
            ['back', id.back_image, back, setBack],
          ] as const
        ).map(([side, image, file, onFile]) => (
          <IdCardImage
            key={side}
            label={t(`stores.identity.${side}`)}
            url={image?.medium}
            file={file}
            onFile={onFile}
            disabled={!canUpdate}
          />
        ))}
        {field('id_number', t('stores.identity.idNumber'))}
        {field('full_name', t('fields.fullName'))}
        {(['date_of_birth', 'issued_date'] as const).map((key) => (
          <DateTimeInput
            key={key}
            dateOnly
            name={key}
            size="small"
            label={t(key === 'date_of_birth' ? 'stores.identity.birth' : 'stores.identity.issuedDate')}
            value={v[key]}
            disabled={!canUpdate}
            onChange={(next) => setV({ ...v, [key]: next })}
            error={errors[key]}
          />
        ))}
        {field('issued_place', t('stores.identity.issuedPlace'))}
      </Grid>
      <SaveButton show={canUpdate} pending={update.isPending} onSave={() => void save()} testId="store-identity-save" />
    </Box>
  );
}

export function BankTab({ store, canUpdate }: { store: StoreDetail; canUpdate: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateStore(store.id);
  const [open, setOpen] = useState(false);
  const [v, setV] = useState({ bank_account: '', bank_account_name: '', bank_name: '' });
  const [errors, setErrors] = useState<Errors>({});
  const openDialog = () => {
    setV(textsOf(store.bank, ['bank_account', 'bank_account_name', 'bank_name']));
    setErrors({});
    setOpen(true);
  };
  const save = async () => {
    await checkAndSend(
      storeBankBody,
      v,
      setErrors,
      (data) => {
        // the dialog closes after the attempt, whatever its outcome (spec section 4)
        setOpen(false);
        return update.mutateAsync({ kind: 'bank', body: data });
      },
      (error) => failed(error, () => showAlert({ type: 'error', message: translateMessage('Bad request') })),
    );
  };
  const field = textFieldOf(v, setV, errors);
  const row = (label: string, value: string | null) => (
    <Box sx={{ display: 'flex', gap: 2, py: 0.75 }}>
      <Typography color="text.secondary" sx={{ width: 180 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{value || EMPTY}</Typography>
    </Box>
  );
  return (
    <Box data-testid="store-bank">
      {row(t('stores.bank.name'), store.bank.bank_name)}
      {row(t('stores.bank.account'), store.bank.bank_account)}
      {row(t('stores.bank.accountName'), store.bank.bank_account_name)}
      {canUpdate && (
        <Button variant="outlined" sx={{ mt: 1.5 }} onClick={openDialog} data-testid="store-bank-edit">
          {t('stores.bank.update')}
        </Button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" data-testid="bank-dialog">
        <DialogTitle>{t('stores.bank.update')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {(['bank_name', 'bank_account', 'bank_account_name'] as const).map((key) =>
            field(
              key,
              t(`stores.bank.${key === 'bank_name' ? 'name' : key === 'bank_account' ? 'account' : 'accountName'}`),
            ),
          )}
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => setOpen(false)}>
            {t('actions.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void save()} data-testid="bank-save">
            {t('actions.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
