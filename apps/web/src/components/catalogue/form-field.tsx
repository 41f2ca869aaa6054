import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { textFieldBinding } from '../form/bound-field.tsx';

/**
 * A small text field or select of a catalogue form, bound to react-hook-form: its message comes
 * from the form's errors (translated), `testId` goes on the input (or the select). A select's
 * values are numbers unless `textValues`.
 */
export function FormField<T extends FieldValues>({
  control,
  name,
  label,
  testId,
  select,
  textValues,
  type,
  rows,
  required,
  disabled,
  helperText,
  sx,
  onPick,
  children,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  testId?: string;
  select?: boolean;
  textValues?: boolean;
  type?: 'number';
  /** A text of several lines, at least this many. */
  rows?: number;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  sx?: SxProps<Theme>;
  /** Runs after a change has reached the form (a select's choice that resets another field). */
  onPick?: () => void;
  children?: ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select={select}
          size={rows ? undefined : 'small'}
          multiline={rows !== undefined}
          minRows={rows}
          name={select ? undefined : field.name}
          type={type}
          label={label}
          value={field.value ?? ''}
          required={required}
          disabled={disabled}
          sx={sx}
          onChange={(e) => {
            const raw = e.target.value;
            field.onChange(select && !textValues && raw !== '' ? Number(raw) : raw);
            onPick?.();
          }}
          {...textFieldBinding(field, fieldState, helperText)}
          slotProps={
            testId
              ? select
                ? { select: { 'data-testid': testId } as object }
                : { htmlInput: { 'data-testid': testId } }
              : undefined
          }
        >
          {children}
        </TextField>
      )}
    />
  );
}
