import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
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

/** A text field bound to the form: single line, several lines or a number (dates and times: `FormDateTimeField`). */
export function TextInput<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  required,
  disabled,
  wide,
  rows,
  type,
}: Base<T> & { rows?: number; type?: 'text' | 'number' | 'url' }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          sx={wide ? WIDE : undefined}
          id={name}
          name={field.name}
          label={label}
          type={type ?? 'text'}
          required={required}
          disabled={disabled}
          multiline={rows !== undefined}
          minRows={rows}
          value={field.value ?? ''}
          onChange={field.onChange}
          {...textFieldBinding(field, fieldState, helperText)}
        />
      )}
    />
  );
}

/** A select bound to the form; values may be numbers or strings. */
export function SelectInput<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  required,
  disabled,
  wide,
  options,
  empty,
}: Base<T> & { options: { value: string | number; label: ReactNode }[]; empty?: ReactNode }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          sx={wide ? WIDE : undefined}
          id={name}
          label={label}
          required={required}
          disabled={disabled}
          value={field.value ?? ''}
          onChange={(e) => {
            const raw = e.target.value;
            const match = options.find((o) => String(o.value) === String(raw));
            field.onChange(raw === '' ? undefined : (match?.value ?? raw));
          }}
          {...textFieldBinding(field, fieldState, helperText)}
          slotProps={{ select: { 'data-testid': `field-${name}` } as object, htmlInput: { name: field.name } }}
        >
          {empty !== undefined && <MenuItem value="">{empty}</MenuItem>}
          {options.map((o) => (
            <MenuItem key={String(o.value)} value={o.value} data-testid={`option-${name}-${o.value}`}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** A 1/0 switch bound to the form. */
export function SwitchInput<T extends FieldValues>({ control, name, label, disabled }: Omit<Base<T>, 'wide'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              name={field.name}
              checked={field.value === 1 || field.value === true}
              disabled={disabled}
              onChange={(e) =>
                field.onChange(typeof field.value === 'boolean' ? e.target.checked : e.target.checked ? 1 : 0)
              }
              slotProps={{ input: { 'data-testid': `field-${name}` } as object }}
            />
          }
        />
      )}
    />
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
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
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
      }}
    />
  );
}
