import { PRODUCT_MESSAGES, productCreateBody, USED_STATUSES } from '@admin/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { Controller, useForm, type FieldError, type Path, type Resolver, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormSection, FormSectionTitle } from '../forms/form-section.tsx';
import { FormMoneyField } from '../fields/form-money-field.tsx';
import { FormTextField } from '../fields/form-text-field.tsx';
import { LocationSelect } from '../fields/location-select.tsx';
import { ModelPicker, type ModelChoice } from '../fields/model-picker.tsx';
import type { StoreOption } from '../fields/lookup-queries.ts';
import { StoreAutocomplete } from '../fields/store-autocomplete.tsx';
import { translateMessage } from '../../i18n/setup.ts';
import { bodyResolver } from '../../lib/body-resolver.ts';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { ImagePicker } from '../fields/image-picker.tsx';
import { unsavedChanges, useLeaveGuard } from '../leave-guard.ts';
import { FormCheck } from '../fields/form-check.tsx';
import { showAlert } from '../../lib/feedback.ts';
import { catalogueMessage } from './messages.ts';
import { PageHeader } from '../page-header.tsx';

/** The register screen's status buttons are this wide (spec section 9). */
export const STATUS_BUTTON_WIDTH = 170;

export type RegisterStatus = 'in review' | 'ing';

export interface ProductFormValues {
  title: string;
  description: string;
  store: StoreOption | null;
  model: ModelChoice;
  used_status: 'used' | 'new';
  /** Whole VND, null while empty. */
  price: number | null;
  location_id: number | undefined;
  phone: string;
  number_plate: string;
  release_year: string;
  used_distance: string;
  color: string;
  station: StoreOption | null;
  is_quality_item: boolean;
}

export const emptyProductForm: ProductFormValues = {
  title: '',
  description: '',
  store: null,
  model: {},
  used_status: 'used',
  price: null,
  location_id: undefined,
  phone: '',
  number_plate: '',
  release_year: '',
  used_distance: '',
  color: '',
  station: null,
  is_quality_item: false,
};

/** After a product's save: the success alert of the server's `message`; closing it opens `to`. */
export function useSavedAlert() {
  const navigate = useNavigate();
  return (message: string, to: string) =>
    showAlert({ type: 'success', message: catalogueMessage(message), onClose: () => void navigate(to) });
}

/** The multipart fields the API takes (everything as text, as a form sends it). */
export function toProductFields(v: ProductFormValues, status: RegisterStatus) {
  return {
    title: v.title,
    description: v.description,
    store_id: v.store?.id,
    detail_model_id: v.model.detail_model_id,
    used_status: v.used_status,
    price: v.price ?? undefined,
    location_id: v.location_id,
    phone: v.phone || undefined,
    number_plate: v.number_plate || undefined,
    release_year: v.release_year || undefined,
    used_distance: v.used_distance || undefined,
    color: v.color || undefined,
    station_id: v.station?.id,
    is_quality_item: v.is_quality_item ? 1 : 0,
    sales_status: status,
  };
}

/** The form: the values, and the pictures to upload. */
type FormValues = ProductFormValues & { images: File[] };

/** The body fields whose messages show on another input of the form. */
const INPUT_OF: Partial<Record<string, Path<FormValues>>> = {
  store_id: 'store',
  station_id: 'station',
  brand_id: 'model',
  model_id: 'model',
  detail_model_id: 'model',
};
const inputOf = (field: string) => INPUT_OF[field] ?? (field as Path<FormValues>);
/** Body fields with an input; a server message on any other goes above the form. */
const BODY_FIELDS = [...Object.keys(productCreateBody.shape), 'brand_id', 'model_id', 'images'];

/** The contract's create body checks the form (the sales status does not change what is valid). */
const bodyCheck = bodyResolver<FormValues>(productCreateBody, (v) => toProductFields(v, 'in review'), inputOf);

/** The form's sections lay their fields in these columns. */
const SECTION_COLUMNS = { md: '1fr 1fr 1fr' };

/**
 * The register form of a product (and of a station product): seller, brand → model → trim,
 * listing facts, pictures; the contract's create body checks it before it is sent.
 */
export function ProductForm({
  initial = emptyProductForm,
  stationOnly,
  requireImages = true,
  onSubmit,
  submitLabel,
  extraImages,
}: {
  initial?: ProductFormValues;
  stationOnly?: boolean;
  requireImages?: boolean;
  onSubmit: (values: ProductFormValues, images: File[], status: RegisterStatus) => Promise<unknown>;
  submitLabel?: string;
  extraImages?: ReactNode;
}) {
  const { t } = useTranslation();
  const resolver: Resolver<FormValues> = async (values, context, options) => {
    const checked = await bodyCheck(values, context, options);
    if (!requireImages || values.images.length) return checked;
    const images = { type: 'required', message: t('products.register.imagesRequired') };
    return { values: {}, errors: { ...checked.errors, images } };
  };
  const { control, handleSubmit, setError, setValue, getValues, watch, formState } = useForm<FormValues>({
    resolver,
    defaultValues: { ...initial, images: [] },
  });
  const brandChosen = Boolean(watch('model').brand_id);
  const rootError = formState.errors.root?.server?.message;
  useLeaveGuard(unsavedChanges(formState));
  const setBodyError = ((field: string, error, options) =>
    setError(inputOf(field), error, options)) as UseFormSetError<FormValues>;
  const submit = (status: RegisterStatus) =>
    handleSubmit(async ({ images, ...values }) => {
      try {
        await onSubmit(values, images, status);
      } catch (error) {
        applyServerErrors(error, setBodyError, BODY_FIELDS);
      }
    })();
  /** A button that saves the form with a sales status. */
  const statusButton = (
    status: RegisterStatus,
    testId: string,
    label: ReactNode,
    variant: 'contained' | 'outlined' = 'contained',
  ) => (
    <Button
      variant={variant}
      sx={{ width: STATUS_BUTTON_WIDTH }}
      disabled={formState.isSubmitting}
      onClick={() => void submit(status)}
      data-testid={testId}
    >
      {label}
    </Button>
  );
  const message = (error?: FieldError) => (error ? translateMessage(error.message) : undefined);
  /** A model message shows on the brand select until a brand is chosen, then on the trim select. */
  const modelError = message(formState.errors.model as FieldError | undefined);

  return (
    <Card
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 3 }}
      component="form"
      noValidate
      onSubmit={(e) => e.preventDefault()}
      data-testid="product-form"
    >
      {rootError && <Alert severity="error">{translateMessage(rootError)}</Alert>}
      <FormSection title={t('products.register.seller')} columns={SECTION_COLUMNS}>
        <Controller
          control={control}
          name="store"
          render={({ field, fieldState }) => (
            <StoreAutocomplete
              label={t(stationOnly ? 'products.register.station' : 'products.register.store')}
              value={field.value}
              isStation={stationOnly ? 2 : undefined}
              onChange={(store) => {
                field.onChange(store);
                // the seller's province and phone fill the fields still empty
                const check = { shouldValidate: formState.isSubmitted };
                if (store?.location && !getValues('location_id')) setValue('location_id', store.location.id, check);
                if (store?.phone && !getValues('phone')) setValue('phone', store.phone, check);
              }}
              required
              error={message(fieldState.error)}
              width="100%"
              testId="product-store"
            />
          )}
        />
        <Controller
          control={control}
          name="location_id"
          render={({ field, fieldState }) => (
            <LocationSelect
              value={field.value}
              onChange={field.onChange}
              required
              error={message(fieldState.error)}
              width="100%"
              testId="product-location"
            />
          )}
        />
        <FormTextField control={control} name="phone" label={t('products.columns.phone')} />
      </FormSection>
      <FormSection title={t('products.register.vehicle')} columns={SECTION_COLUMNS}>
        <Controller
          control={control}
          name="model"
          render={({ field }) => (
            <ModelPicker
              value={field.value}
              onChange={field.onChange}
              requireTrim
              width="100%"
              errors={brandChosen ? { detail_model_id: modelError } : { brand_id: modelError }}
              testId="product"
            />
          )}
        />
        <FormTextField control={control} name="used_status" select label={t('products.columns.productType')}>
          {USED_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`products.usedStatus.${s}`)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="number_plate"
          label={t('products.columns.numberPlate')}
          helperText="29A1-123.45"
        />
        <FormTextField
          control={control}
          name="release_year"
          label={t('products.columns.releaseYear')}
          helperText="YYYY.MM"
        />
        <FormTextField control={control} name="used_distance" type="number" label={t('products.register.distanceKm')} />
        <FormTextField control={control} name="color" label={t('products.register.color')} />
      </FormSection>
      <FormSection title={t('products.register.listing')} columns={SECTION_COLUMNS}>
        <FormTextField
          control={control}
          name="title"
          required
          label={t('products.columns.subject')}
          sx={{ gridColumn: { md: 'span 2' } }}
        />
        <FormMoneyField control={control} name="price" required label={t('products.register.priceVnd')} />
        <FormTextField
          control={control}
          name="description"
          rows={4}
          label={t('products.register.description')}
          sx={{ gridColumn: { md: 'span 3' } }}
        />
        {!stationOnly && (
          <Controller
            control={control}
            name="station"
            render={({ field }) => (
              <StoreAutocomplete
                label={t('products.columns.station')}
                value={field.value}
                isStation={2}
                onChange={field.onChange}
                width="100%"
                testId="product-station"
              />
            )}
          />
        )}
        <FormCheck toggle control={control} name="is_quality_item" label={t('products.columns.qualityItem')} />
      </FormSection>
      <Box>
        <FormSectionTitle>{t('products.register.images')}</FormSectionTitle>
        {extraImages}
        <Controller
          control={control}
          name="images"
          render={({ field, fieldState }) => (
            <ImagePicker files={field.value} onChange={field.onChange} error={message(fieldState.error)} />
          )}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {submitLabel ? (
          statusButton('in review', 'product-submit', submitLabel)
        ) : (
          <>
            {statusButton('in review', 'register-in-review', t('products.register.saveForReview'), 'outlined')}
            {statusButton('ing', 'register-publish', t('products.register.publish'))}
          </>
        )}
      </Box>
    </Card>
  );
}

/**
 * A screen that registers a product: the title row (`<texts>.title`, `<texts>.subtitle`) and the
 * form; `send` posts the API's fields, then the success alert leads to `next`.
 */
export function ProductRegisterScreen({
  texts,
  stationOnly,
  send,
  next,
}: {
  texts: string;
  stationOnly?: boolean;
  send: (fields: ReturnType<typeof toProductFields>, values: ProductFormValues, images: File[]) => Promise<unknown>;
  next: string;
}) {
  const { t } = useTranslation();
  const saved = useSavedAlert();
  return (
    <>
      <PageHeader title={t(`${texts}.title`)} subtitle={t(`${texts}.subtitle`)} />
      <ProductForm
        stationOnly={stationOnly}
        onSubmit={async (values, images, status) => {
          await send(toProductFields(values, status), values, images);
          saved(PRODUCT_MESSAGES.registered, next);
        }}
      />
    </>
  );
}
