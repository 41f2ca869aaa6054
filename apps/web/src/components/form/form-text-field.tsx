import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { translateMessage } from '../../i18n/setup.ts';

export interface FormTextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: ReactNode;
  helperText?: ReactNode;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  size?: 'small' | 'medium';
  id?: string;
  endAdornment?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * An outlined text input bound to react-hook-form (built from the parts TextField uses, without
 * the select and textarea variants). Its input carries the API field's name; messages translated.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  size = 'small',
  id,
  required,
  disabled,
  sx,
  endAdornment,
  ...input
}: FormTextFieldProps<T>) {
  const inputId = id ?? name;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error !== undefined;
        const help = error ? translateMessage(fieldState.error?.message) : helperText;
        return (
          <FormControl fullWidth size={size} error={error} required={required} disabled={disabled} sx={sx}>
            <InputLabel htmlFor={inputId}>{label}</InputLabel>
            <OutlinedInput
              {...input}
              id={inputId}
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              label={required ? <>{label} *</> : label}
              endAdornment={endAdornment}
              aria-describedby={help ? `${inputId}-helper-text` : undefined}
            />
            {help && <FormHelperText id={`${inputId}-helper-text`}>{help}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
