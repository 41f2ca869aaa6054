import type { ComponentType, FocusEventHandler, ReactNode, Ref } from 'react';
import {
  useController,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { translateMessage } from '../../i18n/setup.ts';

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
    const { field, fieldState } = useController({ control, name });
    return (
      <Input
        {...(props as unknown as P)}
        name={field.name}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={fieldState.error ? message(fieldState.error.message) : undefined}
        {...bind(field as unknown as ControllerRenderProps)}
      />
    );
  };
}

/**
 * What an MUI `TextField` (or select) inside a `Controller` takes from the field besides its value:
 * blur, ref, and the field's message (translated) in place of its own helper text.
 */
export function textFieldBinding(
  field: Pick<ControllerRenderProps, 'onBlur' | 'ref'>,
  fieldState: ControllerFieldState,
  helperText?: ReactNode,
) {
  return {
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: fieldState.error !== undefined,
    helperText: fieldState.error ? translateMessage(fieldState.error.message) : helperText,
  };
}
