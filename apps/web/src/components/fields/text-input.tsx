// An outlined input outside a react-hook-form form (the sign-in page, MoneyInput's inner input); a form's text field is `FormTextField`.
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ChangeEventHandler, FocusEventHandler, HTMLInputTypeAttribute, ReactNode, Ref } from 'react';
import { translateMessage } from '../../i18n/setup.ts';

export interface TextInputProps {
  name: string;
  label: ReactNode;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  inputRef?: Ref<HTMLInputElement>;
  /** The field's message (translated here); the field shows as invalid while it is set. */
  error?: string;
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
 * An outlined text input (built from the parts TextField uses, without the select and textarea
 * variants). Its input carries the API field's name; its message is translated.
 */
export function TextInput({
  name,
  label,
  value,
  error,
  helperText,
  size = 'small',
  id,
  required,
  disabled,
  sx,
  ...input
}: TextInputProps) {
  const inputId = id ?? name;
  const help = error !== undefined ? translateMessage(error) : helperText;
  return (
    <FormControl fullWidth size={size} error={error !== undefined} required={required} disabled={disabled} sx={sx}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        name={name}
        value={value}
        label={required ? <>{label} *</> : label}
        aria-describedby={help ? `${inputId}-helper-text` : undefined}
      />
      {help && <FormHelperText id={`${inputId}-helper-text`}>{help}</FormHelperText>}
    </FormControl>
  );
}
