import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { BoundTextField } from './bound-text-field.tsx';

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
    <BoundTextField
      control={control}
      name={name}
      select={select}
      size={rows ? undefined : 'small'}
      multiline={rows !== undefined}
      minRows={rows}
      unnamed={select}
      type={type}
      label={label}
      required={required}
      disabled={disabled}
      sx={sx}
      helperText={helperText}
      parse={(raw) => (select && !textValues && raw !== '' ? Number(raw) : raw)}
      onPick={onPick}
      slotProps={
        testId
          ? select
            ? { select: { 'data-testid': testId } as object }
            : { htmlInput: { 'data-testid': testId } }
          : undefined
      }
    >
      {children}
    </BoundTextField>
  );
}
