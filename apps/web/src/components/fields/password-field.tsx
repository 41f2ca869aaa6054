import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx';
import { usePasswordVisibility } from './password-visibility.tsx';

/** A password input with a show/hide toggle, bound to react-hook-form. */
export function PasswordField<T extends FieldValues>(props: Omit<FormTextFieldProps<T>, 'type' | 'endAdornment'>) {
  return <FormTextField {...props} {...usePasswordVisibility()} />;
}
