import {
  CATEGORY_TYPES,
  PRODUCT_CATEGORIES,
  modelDetailCreateBody,
  type CategoryType,
  type ModelDetail,
  type ModelDetailCreateBody,
} from '@admin/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMoneyField } from '../../../components/fields/form-money-field.tsx';
import { FormTextField, type FormTextFieldProps } from '../../../components/fields/form-text-field.tsx';
import { brandModelsQuery, brandsQuery } from '../../../components/fields/lookup-queries.ts';
import { translateMessage } from '../../../i18n/setup.ts';
import { bodyResolver } from '../../../lib/body-resolver.ts';
import { submitWithServerErrors } from '../../../lib/form-errors.ts';
import { modelSpecsQuery } from '../api.ts';
import { unsavedChanges, useLeaveGuard } from '../../../components/leave-guard.ts';

/** The brand or model select's "new" entry: its name is typed in the field beside it. */
const NEW = -1;

/** The selects here choose ids and category numbers. */
const asNumber = (raw: string) => (raw === '' ? raw : Number(raw));

/** What the form holds: the selects' ids ('' for none), the inputs' texts, spec values by `s<spec id>`. */
interface Values {
  brand_id: number | '';
  brand_name: string;
  model_id: number | '';
  model_name: string;
  type: CategoryType | '';
  name: string;
  year: string;
  /** Whole VND, null while empty. */
  price: number | null;
  specs: Record<string, string>;
}

/** The body fields with an input; a server message on any other goes above the form. */
const FIELDS = ['brand_id', 'brand_name', 'model_id', 'model_name', 'type', 'name', 'year', 'price'];

const chosen = (id: number | '') => (id !== '' && id !== NEW ? id : undefined);

function toValues(detail?: ModelDetail): Values {
  return {
    brand_id: detail?.brand.id ?? '',
    brand_name: '',
    model_id: detail?.model.id ?? '',
    model_name: '',
    type: detail?.type ?? '',
    name: detail?.name ?? '',
    year: detail?.year ? String(detail.year) : '',
    price: detail?.price ?? null,
    specs: Object.fromEntries((detail?.specs ?? []).map((s) => [`s${s.spec_id}`, s.value])),
  };
}

const toBody = (v: Values) => ({
  brand_id: chosen(v.brand_id),
  brand_name: v.brand_id === NEW ? v.brand_name : undefined,
  model_id: chosen(v.model_id),
  model_name: v.model_id === NEW ? v.model_name : undefined,
  type: v.model_id === NEW && v.type !== '' ? v.type : undefined,
  name: v.name,
  year: v.year ? Number(v.year) : null,
  price: v.price || null,
  specs: Object.entries(v.specs)
    .filter(([, value]) => value?.trim())
    .map(([key, value]) => ({ spec_id: Number(key.slice(1)), value: value.trim() })),
});

const resolver = bodyResolver<Values>(modelDetailCreateBody, toBody);

/** A required select of the form's ids and category numbers, one entry a choice. */
function NumberSelect({
  choices,
  ...props
}: Omit<FormTextFieldProps<Values>, 'select' | 'parse' | 'required' | 'children'> & {
  choices: { value: number; label: string }[];
}) {
  return (
    <FormTextField {...props} select parse={asNumber} required>
      {choices.map((c) => (
        <MenuItem key={c.value} value={c.value}>
          {c.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

/** A select's choices: the records by name, after the "new" entry when one may be added. */
const recordChoices = (records: { id: number; name: string }[] | undefined, newLabel?: string) => [
  ...(newLabel === undefined ? [] : [{ value: NEW, label: newLabel }]),
  ...(records ?? []).map((r) => ({ value: r.id, label: r.name })),
];

/**
 * A trim (model detail) with its spec values. On create, the brand and the model may be new
 * (typed names), which is how brands and models are added. The contract's body schema checks the
 * form; the server's 422 messages land on their fields, other failures above the form.
 */
export function ModelDetailForm({
  detail,
  onSubmit,
  onCancel,
}: {
  detail?: ModelDetail;
  onSubmit: (body: ModelDetailCreateBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, setValue, watch, formState } = useForm<Values>({
    resolver,
    defaultValues: toValues(detail),
  });
  const [brandId, modelId] = watch(['brand_id', 'model_id']);
  const brands = useQuery(brandsQuery());
  const models = useQuery(brandModelsQuery(chosen(brandId)));
  const specs = useQuery(modelSpecsQuery());
  const rootError = formState.errors.root?.server?.message;
  useLeaveGuard(unsavedChanges(formState));

  const submit = submitWithServerErrors({ handleSubmit, setError }, FIELDS, async (values) => {
    // the resolver has checked the values: this parse only applies the contract's trimming and defaults
    await onSubmit(modelDetailCreateBody.parse(toBody(values)));
  });

  return (
    <Card sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2.5, maxWidth: 960 }} data-testid="model-detail-form">
      {rootError && <Alert severity="error">{translateMessage(rootError)}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <NumberSelect
          control={control}
          name="brand_id"
          label={t('pickers.brand')}
          choices={recordChoices(brands.data, detail ? undefined : t('brands.form.newBrand'))}
          disabled={Boolean(detail)}
          testId="trim-brand"
          onPick={() => setValue('model_id', '')}
        />
        {brandId === NEW ? (
          <FormTextField
            control={control}
            name="brand_name"
            label={t('brands.form.brandName')}
            required
            testId="trim-brand-name"
          />
        ) : (
          <Box />
        )}
        <NumberSelect
          control={control}
          name="model_id"
          label={t('pickers.model')}
          choices={recordChoices(models.data, t('brands.form.newModel'))}
          disabled={brandId === ''}
          testId="trim-model"
        />
        {modelId === NEW ? (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <FormTextField
              control={control}
              name="model_name"
              label={t('brands.form.modelName')}
              required
              sx={{ flex: 1 }}
              testId="trim-model-name"
            />
            <NumberSelect
              control={control}
              name="type"
              label={t('products.columns.category')}
              choices={CATEGORY_TYPES.map((c) => ({
                value: c,
                label: t(`products.category.${PRODUCT_CATEGORIES[c]}`),
              }))}
              sx={{ width: 170 }}
              testId="trim-type"
            />
          </Box>
        ) : (
          <Box />
        )}
        <FormTextField control={control} name="name" label={t('pickers.trim')} required />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <FormTextField
            control={control}
            name="year"
            type="number"
            label={t('brands.fields.year')}
            sx={{ width: 120 }}
          />
          <FormMoneyField control={control} name="price" label={t('brands.fields.priceVnd')} sx={{ flex: 1 }} />
        </Box>
      </Box>
      <Box>
        <Typography
          variant="subtitle2"
          sx={{ mb: 1.5, color: 'text.secondary', textTransform: 'uppercase', fontSize: 12 }}
        >
          {t('brands.specs.title')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
          {(specs.data ?? []).map((s) => {
            const select = s.input_type === 'select' && s.details.length > 0;
            return (
              <Controller
                key={s.id}
                control={control}
                name={`specs.s${s.id}`}
                render={({ field }) => (
                  <TextField
                    select={select}
                    size="small"
                    type={s.input_type === 'number' ? 'number' : 'text'}
                    label={s.unit ? `${s.name} (${s.unit})` : s.name}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  >
                    {select && <MenuItem value="">—</MenuItem>}
                    {select &&
                      s.details.map((d) => (
                        <MenuItem key={d.id} value={d.value}>
                          {d.value}
                        </MenuItem>
                      ))}
                  </TextField>
                )}
              />
            );
          })}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button color="inherit" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={formState.isSubmitting}
          onClick={() => void submit()}
          data-testid="trim-submit"
        >
          {t('actions.save')}
        </Button>
      </Box>
    </Card>
  );
}
