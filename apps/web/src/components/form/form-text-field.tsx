import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextInput, type TextInputProps } from './text-input.tsx';

export interface FormTextFieldProps<T extends FieldValues> extends Omit<
  TextInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'
> {
  control: Control<T>;
  name: Path<T>;
}

/** A TextInput bound to react-hook-form: value, events and the field's error come from the form. */
export function FormTextField<T extends FieldValues>({ control, name, ...props }: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error ? (fieldState.error.message ?? '') : undefined}
        />
      )}
    />
  );
}
