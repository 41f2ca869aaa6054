import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { translateMessage } from '../../i18n/setup.ts';
import { textFieldBinding } from '../form/bound-field.tsx';

interface Base<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Takes the whole row of the form grid. */
  wide?: boolean;
}

/** A field that takes the whole row of the form grid. */
const WIDE = { gridColumn: '1 / -1' } as const;

/** What a `TextField` bound to the form takes from `Base`: its place, label, state, value and the field's blur, ref and message. */
function useBoundTextField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  required,
  disabled,
  wide,
}: Base<T>) {
  const { field, fieldState } = useController({ control, name });
  const props = {
    fullWidth: true,
    sx: wide ? WIDE : undefined,
    id: name,
    label,
    required,
    disabled,
    value: field.value ?? '',
    ...textFieldBinding(field, fieldState, helperText),
  };
  return { field, props };
}

/** A text field bound to the form: single line, several lines or a number (dates and times: `FormDateTimeField`). */
export function TextInput<T extends FieldValues>({
  rows,
  type,
  ...base
}: Base<T> & { rows?: number; type?: 'text' | 'number' | 'url' }) {
  const { field, props } = useBoundTextField(base);
  return (
    <TextField
      {...props}
      name={field.name}
      type={type ?? 'text'}
      multiline={rows !== undefined}
      minRows={rows}
      onChange={field.onChange}
    />
  );
}

/** A select bound to the form; values may be numbers or strings. */
export function SelectInput<T extends FieldValues>({
  options,
  empty,
  ...base
}: Base<T> & { options: { value: string | number; label: ReactNode }[]; empty?: ReactNode }) {
  const { field, props } = useBoundTextField(base);
  const { name } = base;
  return (
    <TextField
      select
      {...props}
      onChange={(e) => {
        const raw = e.target.value;
        const match = options.find((o) => String(o.value) === String(raw));
        field.onChange(raw === '' ? undefined : (match?.value ?? raw));
      }}
      slotProps={{ select: { 'data-testid': `field-${name}` } as object, htmlInput: { name: field.name } }}
    >
      {empty !== undefined && <MenuItem value="">{empty}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={String(o.value)} value={o.value} data-testid={`option-${name}-${o.value}`}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Check boxes for a list of values (platform[]). */
export function CheckGroupInput<T extends FieldValues>({
  control,
  name,
  label,
  options,
  wide,
}: Base<T> & { options: { value: string; label: ReactNode }[] }) {
  const { field, fieldState } = useController({ control, name });
  const value = (field.value ?? []) as string[];
  return (
    <FormControl error={fieldState.error !== undefined} component="fieldset" sx={wide ? WIDE : undefined}>
      <FormLabel component="legend" sx={{ fontSize: 13 }}>
        {label}
      </FormLabel>
      <FormGroup row>
        {options.map((o) => (
          <FormControlLabel
            key={o.value}
            label={o.label}
            control={
              <Checkbox
                size="small"
                checked={value.includes(o.value)}
                onChange={(e) =>
                  field.onChange(e.target.checked ? [...value, o.value] : value.filter((v) => v !== o.value))
                }
                slotProps={{ input: { 'data-testid': `field-${name}-${o.value}` } as object }}
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error && <FormHelperText>{translateMessage(fieldState.error.message)}</FormHelperText>}
    </FormControl>
  );
}
