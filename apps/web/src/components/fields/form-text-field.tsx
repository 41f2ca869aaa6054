import type { FieldValues } from 'react-hook-form';
import { boundField, type BoundFieldProps } from './bound-field.tsx';
import { TextInput, type TextInputProps } from './text-input.tsx';

export type FormTextFieldProps<T extends FieldValues> = BoundFieldProps<TextInputProps, 'value' | 'onChange', T>;

/** A TextInput bound to react-hook-form: value, events and the field's error come from the form. */
export const FormTextField = boundField(TextInput, (field) => ({
  value: (field.value as string | null | undefined) ?? '',
  onChange: field.onChange,
}));
