import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';

/**
 * A react-hook-form resolver that checks the body the form's values make (`toBody`) with the
 * contract's schema, so the form and the server validate the same shape. Each message lands on the
 * input of its body field (`inputOf`, the field's own name unless said otherwise).
 */
export function bodyResolver<V extends FieldValues>(
  schema: z.ZodMiniType,
  toBody: (values: V) => unknown,
  inputOf: (field: string) => string = (field) => field,
): Resolver<V> {
  return (values) => {
    const parsed = schema.safeParse(toBody(values));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues)
      errors[inputOf(String(issue.path[0] ?? 'root'))] ??= { type: issue.code, message: issue.message };
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
