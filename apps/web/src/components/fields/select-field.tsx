import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';

/** One choice of a `SelectField`. */
export interface SelectOption<V extends string | number> {
  value: V;
  label: ReactNode;
  testId?: string;
}

/**
 * A select of a screen's own state (a react-hook-form field is a `FormSelect`): `onChange` gets the
 * chosen option's value, of its own type. `testId` names the select, or its input with `testIdOnInput`.
 */
export function SelectField<V extends string | number>({
  options,
  value,
  onChange,
  testId,
  testIdOnInput,
  ...props
}: Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children' | 'slotProps'> & {
  options: readonly SelectOption<V>[];
  value: V | '';
  onChange: (value: V) => void;
  testId?: string;
  testIdOnInput?: boolean;
}) {
  return (
    <TextField
      select
      {...props}
      value={value}
      onChange={(e) => {
        const chosen = options.find((o) => String(o.value) === String(e.target.value));
        if (chosen) onChange(chosen.value);
      }}
      slotProps={
        testId === undefined
          ? undefined
          : testIdOnInput
            ? { htmlInput: { 'data-testid': testId } }
            : { select: { 'data-testid': testId } as object }
      }
    >
      {options.map((o) => (
        <MenuItem key={String(o.value)} value={o.value} data-testid={o.testId}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
