import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

/**
 * A check box (a switch with `toggle`) and its label, bound to a field of the form that is true /
 * false or 1 / 0 (it gives back the kind it holds). The input's test id is `field-<name>` unless given.
 */
export function FormCheck<T extends FieldValues>({
  control,
  name,
  label,
  toggle,
  disabled,
  testId = `field-${name}`,
}: {
  control: Control<T>;
  name: Path<T>;
  label: ReactNode;
  toggle?: boolean;
  disabled?: boolean;
  testId?: string;
}) {
  const { field } = useController({ control, name });
  const Input = toggle ? Switch : Checkbox;
  const flag = typeof field.value === 'boolean';
  return (
    <FormControlLabel
      label={label}
      control={
        <Input
          name={field.name}
          checked={field.value === true || field.value === 1}
          disabled={disabled}
          onChange={(e) => field.onChange(flag ? e.target.checked : Number(e.target.checked))}
          slotProps={{ input: { 'data-testid': testId } as object }}
        />
      }
    />
  );
}
