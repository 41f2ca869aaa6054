import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import EventIcon from '@mui/icons-material/Event';
import dayjs from 'dayjs';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../../lib/format.ts';
import { lazyPart, useOnUse } from '../lazy-part.ts';
import type { TextInputProps } from './text-input.tsx';

// MUI X's picker (about 60 KB gzip) loads when the pointer or the focus first comes to a date field
const picker = lazyPart(() => import('./date-time-picker.tsx').then((module) => module.default));

/** A date field's props: a text input's, but its value is the form's text and its message comes translated. */
export type DateTimeInputProps = Pick<
  TextInputProps,
  'name' | 'label' | 'onBlur' | 'inputRef' | 'helperText' | 'required' | 'disabled' | 'size' | 'autoFocus'
> & {
  /** Vietnam's wall clock 'YYYY-MM-DDTHH:mm' (`toDateTimeInput`), or '' while empty. */
  value: string;
  onChange: (value: string) => void;
  /** The field's message, translated. */
  error?: string;
  testId?: string;
  /** A day only ('YYYY-MM-DD', shown DD-MM-YYYY), no time. */
  dateOnly?: boolean;
};

/**
 * The one date-and-time input of the forms: DD-MM-YYYY HH:mm, 24-hour, the calendar in the
 * interface language; the form keeps 'YYYY-MM-DDTHH:mm' (read with `fromDateTimeInput`), or with
 * `dateOnly` a day, DD-MM-YYYY, kept as 'YYYY-MM-DD'.
 */
export function DateTimeInput(props: DateTimeInputProps) {
  const { name, label, value, required, disabled, size, testId, dateOnly, error, helperText, inputRef, onBlur } = props;
  const { Part: Picker, focused, standIn } = useOnUse(picker);
  if (Picker) return <Picker {...props} autoFocus={focused} />;
  return (
    <TextField
      name={name}
      label={label}
      size={size}
      fullWidth
      required={required}
      disabled={disabled}
      error={error !== undefined}
      helperText={error ?? helperText}
      value={value ? dayjs(value).format(dateOnly ? DATE_FORMAT : DATE_TIME_FORMAT) : ''}
      placeholder={dateOnly ? DATE_FORMAT : DATE_TIME_FORMAT}
      inputRef={inputRef}
      {...standIn}
      onBlur={(event) => {
        standIn.onBlur();
        onBlur?.(event);
      }}
      slotProps={{
        htmlInput: { readOnly: true, 'data-testid': testId },
        // the picker's calendar button, drawn where it will be
        input: {
          endAdornment: (
            <InputAdornment position="end" aria-hidden="true">
              <Box component="span" sx={{ display: 'flex', p: 1, mr: -1.5, color: 'action.active' }}>
                <EventIcon />
              </Box>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
