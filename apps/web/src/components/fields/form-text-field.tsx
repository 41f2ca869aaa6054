// The text field of react-hook-form forms; an input outside a form (sign-in, money's inner input) is `TextInput`.
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { textFieldBinding } from './bound-field.tsx';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'multiline' | 'minRows'
> & {
  control: Control<T>;
  name: Path<T>;
  /** Goes on the input (or the select). */
  testId?: string;
  /** A text of several lines, at least this many. */
  rows?: number;
  /** Takes the whole row of the form grid. */
  wide?: boolean;
  endAdornment?: ReactNode;
  /** Turns what was typed or chosen into the form's value. */
  parse?: (raw: string) => unknown;
  /** Runs after a change has reached the form (a choice that resets another field). */
  onPick?: () => void;
};

/**
 * A text field (or MUI's select of `MenuItem`s) bound to the form: its value ('' for none), change,
 * blur, ref, and the field's message (translated) in place of `helperText`. Full width, `id` the
 * field's name; small unless it has several lines. A select's input is not named after the field.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  testId,
  rows,
  wide,
  endAdornment,
  parse,
  onPick,
  helperText,
  select,
  size,
  sx,
  slotProps,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const test = testId ? { 'data-testid': testId } : undefined;
  return (
    <TextField
      fullWidth
      id={name}
      {...props}
      select={select}
      size={size ?? (rows ? 'medium' : 'small')}
      multiline={rows !== undefined}
      minRows={rows}
      sx={wide ? [{ gridColumn: '1 / -1' }, ...(Array.isArray(sx) ? sx : [sx])] : sx}
      name={select ? undefined : field.name}
      value={field.value ?? ''}
      onChange={(e) => {
        field.onChange(parse ? parse(e.target.value) : e.target.value);
        onPick?.();
      }}
      slotProps={{
        ...slotProps,
        ...(endAdornment !== undefined && { input: { ...(slotProps?.input as object), endAdornment } }),
        ...(test &&
          (select
            ? { select: { ...(slotProps?.select as object), ...test } }
            : { htmlInput: { ...(slotProps?.htmlInput as object), ...test } })),
      }}
      {...textFieldBinding(field, fieldState, helperText)}
    />
  );
}
