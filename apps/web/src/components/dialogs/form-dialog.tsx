import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FormEventHandler, ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/setup.ts';
import type { z } from 'zod/mini';
import { bodyResolver } from '../../lib/body-resolver.ts';
import { submitWithServerErrors } from '../../lib/form-errors.ts';

/** What a react-hook-form form gives its `FormDialog`: Save (see `submitWithServerErrors`), the root error, the save's state. */
export function formDialogProps<V extends FieldValues, Out>(
  form: Pick<UseFormReturn<V, unknown, Out>, 'handleSubmit' | 'setError' | 'formState'>,
  fields: readonly string[],
  save: (values: Out) => Promise<unknown>,
  options: { inputOf?: (field: string) => string } = {},
) {
  return {
    onSubmit: submitWithServerErrors(form, fields, save, options),
    rootError: form.formState.errors.root?.server?.message,
    submitting: form.formState.isSubmitting,
  };
}

/**
 * A dialog's react-hook-form form checked with the contract's body (`bodyResolver`), and the props
 * of its `FormDialog`: the server's field errors land on `fields` (the form's values unless said).
 */
export function useBodyFormDialog<V extends FieldValues>({
  defaultValues,
  schema,
  toBody,
  inputOf,
  fields = Object.keys(defaultValues),
  save,
}: {
  defaultValues: DefaultValues<V> & V;
  schema: z.ZodMiniType;
  toBody: (values: V) => unknown;
  inputOf?: (field: string) => string;
  fields?: readonly string[];
  save: (values: V, setError: UseFormSetError<V>) => Promise<unknown>;
}) {
  const form = useForm<V>({ defaultValues, resolver: bodyResolver(schema, toBody, inputOf) });
  const dialog = formDialogProps(form, fields, (values) => save(values, form.setError), { inputOf });
  return { ...form, dialog };
}

/**
 * A dialog holding a form: title, the form's root error, its fields, Cancel and the submit button.
 * With `onSubmit` the dialog is the form; with `form` the button submits the form of that id
 * inside `children`. A click beside the dialog does not close it (typed values would be lost)
 * unless `closeOnBackdrop`. Open unless `open` says otherwise (a dialog mounted while it shows);
 * its submit button's test id is the dialog's with `-save` for `-dialog` unless `submitTestId`;
 * `columns` lays the fields in a grid of one column, or two from the `sm` width.
 */
export function FormDialog({
  open = true,
  onClose,
  title,
  testId,
  maxWidth = 'sm',
  width,
  closeOnBackdrop,
  onSubmit,
  form,
  rootError,
  submitting,
  submitLabel,
  submitTestId = testId.replace(/-dialog$/, '-save'),
  columns,
  children,
}: {
  open?: boolean;
  onClose: () => void;
  title: ReactNode;
  testId: string;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** A fixed width in pixels instead of `maxWidth` (never wider than the window). */
  width?: number;
  closeOnBackdrop?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  form?: string;
  rootError?: string;
  submitting: boolean;
  submitLabel?: ReactNode;
  submitTestId?: string;
  columns?: 1 | 2;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const body = (
    <>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {rootError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translateMessage(rootError)}
          </Alert>
        )}
        {columns ? (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              pt: 1,
              gridTemplateColumns: columns === 2 ? { xs: '1fr', sm: '1fr 1fr' } : undefined,
            }}
          >
            {children}
          </Box>
        ) : (
          children
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" form={form} variant="contained" loading={submitting} data-testid={submitTestId}>
          {submitLabel ?? t('actions.save')}
        </Button>
      </DialogActions>
    </>
  );
  return (
    <Dialog
      open={open}
      onClose={(_e, reason) => (closeOnBackdrop || reason !== 'backdropClick') && onClose()}
      maxWidth={maxWidth}
      fullWidth
      slotProps={{
        paper: { 'data-testid': testId, ...(width ? { sx: { width, maxWidth: 'calc(100% - 32px)' } } : {}) } as object,
      }}
    >
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate>
          {body}
        </form>
      ) : (
        body
      )}
    </Dialog>
  );
}
