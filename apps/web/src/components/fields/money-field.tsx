import InputAdornment from '@mui/material/InputAdornment';
import { NumericFormat } from 'react-number-format';
import { TextInput, type TextInputProps } from './text-input.tsx';

export interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** Whole VND, or null while the field is empty. */
  value: number | null | undefined;
  onValueChange: (value: number | null) => void;
  /** Allows amounts below zero (a deduction typed as a signed amount); off by default. */
  allowNegative?: boolean;
}

/**
 * A money amount in whole VND, typed and shown as the tables show it ("25.500.000" and "đ"):
 * dot thousands separator, no decimals; the form receives a number.
 */
export function MoneyInput({ value, onValueChange, allowNegative = false, endAdornment, ...props }: MoneyInputProps) {
  return (
    <NumericFormat<TextInputProps>
      {...props}
      customInput={TextInput}
      value={value ?? ''}
      valueIsNumericString={false}
      thousandSeparator="."
      decimalSeparator=","
      decimalScale={0}
      allowNegative={allowNegative}
      inputMode="numeric"
      endAdornment={endAdornment ?? <InputAdornment position="end">đ</InputAdornment>}
      onValueChange={({ floatValue }) => onValueChange(floatValue === undefined ? null : Math.round(floatValue))}
    />
  );
}
