import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { translateMessage } from '../../i18n/setup.ts';
import { FormTextField } from './form-text-field.tsx';

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

/** A select bound to the form, in the form grid; values may be numbers or strings. */
export function FormSelect<T extends FieldValues>({
  options,
  empty,
  wide,
  ...base
}: Base<T> & { options: { value: string | number; label: ReactNode }[]; empty?: ReactNode }) {
  const { name } = base;
  return (
    <FormTextField
      select
      {...base}
      wide={wide}
      parse={(raw) => (raw === '' ? undefined : (options.find((o) => String(o.value) === String(raw))?.value ?? raw))}
      slotProps={{ select: { 'data-testid': `field-${name}` } as object, htmlInput: { name } }}
    >
      {empty !== undefined && <MenuItem value="">{empty}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={String(o.value)} value={o.value} data-testid={`option-${name}-${o.value}`}>
          {o.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

/** Check boxes for a list of values (platform[]). */
export function FormCheckGroup<T extends FieldValues>({
  control,
  name,
  label,
  options,
  wide,
}: Base<T> & { options: { value: string; label: ReactNode }[] }) {
  const { field, fieldState } = useController({ control, name });
  const value = (field.value ?? []) as string[];
  return (
    <FormControl
      error={fieldState.error !== undefined}
      component="fieldset"
      sx={wide ? { gridColumn: '1 / -1' } : undefined}
    >
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
