import type { ComponentType, FocusEventHandler, Ref } from 'react';
import { Controller, type Control, type ControllerRenderProps, type FieldValues, type Path } from 'react-hook-form';

/** What an input of ours takes from any react-hook-form field. */
interface BoundProps {
  name: string;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
}

/** The props of `boundField(Input, …)`: the input's own, less those the form gives, and the form's field. */
export type BoundFieldProps<P, K extends keyof P, T extends FieldValues> = Omit<P, keyof BoundProps | K> & {
  control: Control<T>;
  name: Path<T>;
};

/**
 * An input bound to react-hook-form: its name, blur, ref and message come from the form's field,
 * and `bind` gives its value and change handler (keys `K`); `message` makes the field's error the
 * input's `error` (as it is unless said otherwise).
 */
export function boundField<P extends BoundProps, K extends keyof P>(
  Input: ComponentType<P>,
  bind: (field: ControllerRenderProps) => Pick<P, K>,
  message: (text: string | undefined) => string = (text) => text ?? '',
) {
  return function BoundField<T extends FieldValues>({ control, name, ...props }: BoundFieldProps<P, K, T>) {
    return (
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <Input
            {...(props as unknown as P)}
            name={field.name}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error ? message(fieldState.error.message) : undefined}
            {...bind(field as unknown as ControllerRenderProps)}
          />
        )}
      />
    );
  };
}
