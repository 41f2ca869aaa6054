import { boundField } from './bound-field.tsx';
import { MoneyInput } from './money-field.tsx';

/** A MoneyInput bound to react-hook-form: value, events and the field's error come from the form. */
export const FormMoneyField = boundField(MoneyInput, (field) => ({
  value: field.value as number | null,
  onValueChange: field.onChange,
}));
