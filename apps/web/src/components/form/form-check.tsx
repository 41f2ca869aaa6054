import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

/** A check box (a switch with `toggle`) and its label, bound to a true / false field of the form. */
export function FormCheck<T extends FieldValues>({
  control,
  name,
  label,
  toggle,
  testId,
}: {
  control: Control<T>;
  name: Path<T>;
  label: ReactNode;
  toggle?: boolean;
  testId?: string;
}) {
  const { field } = useController({ control, name });
  const Input = toggle ? Switch : Checkbox;
  return (
    <FormControlLabel
      label={label}
      control={
        <Input
          name={field.name}
          checked={field.value as boolean}
          onChange={(e) => field.onChange(e.target.checked)}
          data-testid={testId}
        />
      }
    />
  );
}
