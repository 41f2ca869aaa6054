import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { textFieldBinding } from './bound-field.tsx';

/**
 * An MUI `TextField` (or select) bound to the form: its value ('' for none), change, blur, ref and
 * the field's message in place of `helperText`. `parse` turns what was typed or chosen into the
 * form's value; `onPick` runs after a change has reached the form. The input is named after the
 * field unless `unnamed`.
 */
export function BoundTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  parse,
  onPick,
  unnamed,
  ...props
}: Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'> & {
  control: Control<T>;
  name: Path<T>;
  parse?: (raw: string) => unknown;
  onPick?: () => void;
  unnamed?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={unnamed ? undefined : field.name}
      value={field.value ?? ''}
      onChange={(e) => {
        field.onChange(parse ? parse(e.target.value) : e.target.value);
        onPick?.();
      }}
      {...textFieldBinding(field, fieldState, helperText)}
    />
  );
}
