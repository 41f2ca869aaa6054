import { vehicleBody, type Customer, type Vehicle, type VehicleBody } from '@admin/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Controller, useForm, type FieldError, type Path, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateTimeField } from '../../../components/fields/form-date-time-field.tsx';
import { ModelPicker, type ModelChoice } from '../../../components/fields/model-picker.tsx';
import type { StoreOption } from '../../../components/fields/lookup-queries.ts';
import { StoreAutocomplete } from '../../../components/fields/store-autocomplete.tsx';
import { FormSelect } from '../../../components/fields/grid-fields.tsx';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
import { translateMessage } from '../../../i18n/setup.ts';
import { bodyResolver } from '../../../lib/body-resolver.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { CustomerAutocomplete } from '../../../components/fields/customer-autocomplete.tsx';
import { unsavedChanges, useLeaveGuard } from '../../../components/leave-guard.ts';

type CustomerOption = Pick<Customer, 'id' | 'full_name' | 'phone'>;

/** What the form holds: the inputs' texts and the chosen trim, customer and station. */
interface Values {
  type: 1 | 2;
  model: ModelChoice;
  frame_number: string;
  engine_number: string;
  number_plate: string;
  color: string;
  release_year: string;
  odometer_km: string;
  customer: CustomerOption | null;
  station: StoreOption | null;
  warranty_start: string;
  warranty_months: string;
  /** Not edited here; sent back so that the edit keeps the vehicle's product. */
  product_id: number | null;
}

/** The body fields whose messages show on another input of the form. */
const INPUT_OF: Partial<Record<string, Path<Values>>> = {
  detail_model_id: 'model',
  customer_id: 'customer',
  station_id: 'station',
};
const inputOf = (field: string) => INPUT_OF[field] ?? (field as Path<Values>);
/** Body fields with an input; a message on any other goes above the form. */
const BODY_FIELDS = Object.keys(vehicleBody.shape).filter((f) => f !== 'product_id');

const text = (value: string | null | undefined) => value ?? '';
const orNull = (value: string) => value.trim() || null;
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

function toValues(vehicle?: Vehicle): Values {
  if (!vehicle) {
    return {
      type: 2,
      model: {},
      frame_number: '',
      engine_number: '',
      number_plate: '',
      color: '',
      release_year: '',
      odometer_km: '',
      customer: null,
      station: null,
      warranty_start: '',
      warranty_months: '12',
      product_id: null,
    };
  }
  return {
    type: vehicle.type,
    model: { brand_id: vehicle.brand.id, model_id: vehicle.model.id, detail_model_id: vehicle.detail_model?.id },
    frame_number: vehicle.frame_number,
    engine_number: text(vehicle.engine_number),
    number_plate: text(vehicle.number_plate),
    color: text(vehicle.color),
    release_year: text(vehicle.release_year),
    odometer_km: vehicle.odometer_km === null ? '' : String(vehicle.odometer_km),
    customer: vehicle.customer
      ? { id: vehicle.customer.id, full_name: vehicle.customer.name, phone: vehicle.customer.phone }
      : null,
    station: vehicle.station
      ? { id: vehicle.station.id, name: vehicle.station.name, phone: null, is_station: 2, location: null }
      : null,
    warranty_start: text(vehicle.warranty_start),
    warranty_months: vehicle.warranty_months === null ? '' : String(vehicle.warranty_months),
    product_id: vehicle.product_id,
  };
}

const toBody = (v: Values) => ({
  type: v.type,
  number_plate: orNull(v.number_plate),
  frame_number: v.frame_number,
  engine_number: orNull(v.engine_number),
  detail_model_id: v.model.detail_model_id,
  color: orNull(v.color),
  release_year: orNull(v.release_year),
  odometer_km: numberOrNull(v.odometer_km),
  customer_id: v.customer?.id ?? null,
  station_id: v.station?.id ?? null,
  product_id: v.product_id,
  warranty_start: orNull(v.warranty_start),
  warranty_months: numberOrNull(v.warranty_months),
});

/** The contract's vehicleBody checks the form; its messages land on the inputs. */
const resolver = bodyResolver<Values>(vehicleBody, toBody, inputOf);

/**
 * A customer's vehicle: trim, numbers, plate, colour, year, odometer, kind, owner, station and
 * warranty. Registers one (no `vehicle`) or edits it; the caller's submit button names the form
 * by `id`. The server's 422 messages land on their inputs, other failures above the form.
 */
export function VehicleForm({
  id,
  vehicle,
  onSubmit,
}: {
  id: string;
  vehicle?: Vehicle;
  onSubmit: (body: VehicleBody) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver,
    defaultValues: toValues(vehicle),
  });
  const setBodyError = ((field: string, error, options) =>
    setError(inputOf(field), error, options)) as UseFormSetError<Values>;
  const submit = handleSubmit(async (values) => {
    try {
      // the resolver has checked the values: this parse only applies the contract's trimming and defaults
      await onSubmit(vehicleBody.parse(toBody(values)));
    } catch (error) {
      applyServerErrors(error, setBodyError, BODY_FIELDS);
    }
  });
  const rootError = formState.errors.root?.server?.message;
  useLeaveGuard(unsavedChanges(formState));
  const message = (error?: FieldError) => (error ? translateMessage(error.message) : undefined);
  const heading = (label: string) => (
    <Typography variant="subtitle2" color="text.secondary" sx={{ gridColumn: '1 / -1', mb: -0.5 }}>
      {label}
    </Typography>
  );

  return (
    <form id={id} onSubmit={submit} noValidate data-testid="vehicle-form">
      {rootError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translateMessage(rootError)}
        </Alert>
      )}
      <Box
        sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}
      >
        {heading(t('vehicles.form.vehicle'))}
        <Controller
          control={control}
          name="model"
          render={({ field, fieldState }) => (
            <ModelPicker
              value={field.value}
              onChange={field.onChange}
              requireTrim
              width="100%"
              testId="vehicle"
              errors={{ detail_model_id: message(fieldState.error) }}
            />
          )}
        />
        <FormTextField control={control} name="frame_number" label={t('vehicles.fields.frame')} required />
        <FormTextField control={control} name="engine_number" label={t('vehicles.fields.engine')} />
        <FormTextField control={control} name="number_plate" label={t('vehicles.fields.numberPlate')} />
        <FormTextField control={control} name="color" label={t('vehicles.fields.color')} />
        <FormTextField
          control={control}
          name="release_year"
          label={t('vehicles.fields.releaseYear')}
          helperText={t('vehicles.form.releaseYearHint')}
        />
        <FormTextField control={control} name="odometer_km" type="number" label={t('vehicles.fields.odometer')} />

        {heading(t('vehicles.form.ownerAndWarranty'))}
        <FormSelect
          control={control}
          name="type"
          label={t('vehicles.fields.type')}
          options={[1, 2].map((v) => ({ value: v, label: t(`vehicles.types.${v}`) }))}
        />
        <Controller
          control={control}
          name="customer"
          render={({ field, fieldState }) => (
            <CustomerAutocomplete value={field.value} onChange={field.onChange} error={message(fieldState.error)} />
          )}
        />
        <Controller
          control={control}
          name="station"
          render={({ field, fieldState }) => (
            <StoreAutocomplete
              label={t('vehicles.fields.station')}
              isStation={2}
              value={field.value}
              onChange={field.onChange}
              width="100%"
              error={message(fieldState.error)}
              testId="vehicle-station"
            />
          )}
        />
        <FormDateTimeField
          control={control}
          name="warranty_start"
          label={t('vehicles.fields.warrantyStart')}
          dateOnly
        />
        <FormTextField
          control={control}
          name="warranty_months"
          type="number"
          label={t('vehicles.fields.warrantyMonths')}
        />
      </Box>
    </form>
  );
}
