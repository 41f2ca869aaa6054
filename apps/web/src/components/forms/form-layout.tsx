import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import type { Theme } from '@mui/material/styles';
import type { FormEventHandler, ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { translateMessage } from '../../i18n/setup.ts';
import { submitWithServerErrors } from '../../lib/form-errors.ts';
import { unsavedChanges, useLeaveGuard } from '../leave-guard.ts';
import { useOpenForm } from './record-edit.tsx';

/**
 * What a react-hook-form form gives its `FormCard`: Save (see `submitWithServerErrors`), the state
 * of the save and of the changes (`picked`: a file chosen, not saved yet).
 */
export function formCardProps<V extends FieldValues, Out>(
  form: Pick<UseFormReturn<V, unknown, Out>, 'handleSubmit' | 'setError' | 'formState'>,
  fields: readonly string[],
  save: (values: Out) => Promise<unknown>,
  options: { picked?: boolean; onError?: (error: unknown) => 'handled' | void } = {},
) {
  return {
    onSubmit: submitWithServerErrors(form, fields, save, options),
    submitting: form.formState.isSubmitting,
    unsaved: unsavedChanges(form.formState, options.picked),
    rootError: form.formState.errors.root?.server?.message,
  };
}

type FormProps<Item, Save, Extra> = Extra & { item?: Item; onSubmit: Save; onCancel: () => void };

/**
 * The props of an item's form: the item being edited (none for a new one), what Save does with the
 * body and what Cancel does, besides the form's own (`Extra`: the options it picks from).
 */
export type ItemFormProps<Item, Body, Extra = object> = FormProps<Item, (body: Body) => Promise<unknown>, Extra>;

/** An `ItemFormProps` whose Save also gets the picture chosen (null when none was). */
export type ImageFormProps<Item, Body, Extra = object> = FormProps<
  Item,
  (body: Body, image: File | null) => Promise<unknown>,
  Extra
>;

/**
 * The first values of an item's form: each of `fields` as the item has it (the one being edited),
 * else its `defaults` entry, else '' (a new item, or a field the item leaves empty).
 */
export function itemValues<const D extends FieldValues>(
  item: object | undefined,
  fields: readonly string[],
  defaults: D = {} as D,
): DefaultValues<D> {
  const values: Record<string, unknown> = { ...defaults };
  for (const field of fields)
    values[field] =
      (item as Record<string, unknown> | undefined)?.[field] ?? (field in defaults ? defaults[field] : '');
  return values as DefaultValues<D>;
}

/**
 * A content form on the contract's schema: react-hook-form with the schema's resolver and the first
 * values, and what its `FormCard` takes (`card`, see `formCardProps`).
 */
export function useFormCard<In extends FieldValues, Out>(
  schema: z.core.$ZodType<Out, In>,
  defaultValues: DefaultValues<In>,
  fields: readonly string[],
  save: (values: Out) => Promise<unknown>,
  options?: Parameters<typeof formCardProps>[3],
) {
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues });
  useOpenForm(form as unknown as Parameters<typeof useOpenForm>[0], fields);
  return { ...form, card: formCardProps(form, fields, save, options) };
}

/**
 * The card every content form sits in: a grid of fields, the root error, Cancel and Save.
 */
export function FormCard({
  onSubmit,
  onCancel,
  submitting,
  unsaved = false,
  rootError,
  children,
  aside,
  testId,
  submitLabel,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitting: boolean;
  /** Changes not saved yet (see `unsavedChanges`): leaving the screen asks first. */
  unsaved?: boolean;
  rootError?: string;
  children: ReactNode;
  aside?: ReactNode;
  testId: string;
  submitLabel?: ReactNode;
}) {
  const { t } = useTranslation();
  useLeaveGuard(unsaved);
  return (
    <form onSubmit={onSubmit} noValidate data-testid={testId}>
      <Card sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' } }}>
        <Box sx={{ flex: 1, p: 3, display: 'flex', flexDirection: 'column', gap: 2.5, minWidth: 0 }}>
          {rootError && <Alert severity="error">{translateMessage(rootError)}</Alert>}
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, pt: 1 }}>
            <Button color="inherit" onClick={onCancel} data-testid="form-cancel">
              {t('actions.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={submitting} data-testid="form-save">
              {submitLabel ?? t('actions.save')}
            </Button>
          </Box>
        </Box>
        {aside && <Box sx={sidePanelSx('end', 300)}>{aside}</Box>}
      </Card>
    </form>
  );
}

/**
 * A form card's side panel (`start`: before the fields, `end`: after them): above or below them on
 * small screens, beside them from `md` at `width`, with a divider between.
 */
export function sidePanelSx(side: 'start' | 'end', width: number) {
  const [edge, mdEdge] = side === 'end' ? ['borderTop', 'borderLeft'] : ['borderBottom', 'borderRight'];
  return (theme: Theme) => ({
    p: 3,
    flexShrink: 0,
    [edge]: `1px solid ${theme.palette.divider}`,
    [theme.breakpoints.up('md')]: { width, [edge]: 0, [mdEdge]: `1px solid ${theme.palette.divider}` },
  });
}

/** A field that takes the whole row of the form grid. */
export function Wide({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;
}
