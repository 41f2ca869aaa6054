import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { DATE_FORMAT } from '../../lib/format.ts';

// the date pickers weigh about 50 KB gzip: a list loads them when a date field is first used
const DatePickerField = lazy(() => import('./date-picker.tsx'));

interface DateFieldProps {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  testId?: string;
  width?: number;
}

/** A DD-MM-YYYY date field whose value is the API's `YYYY-MM-DD` (or undefined). */
export function DateField(props: DateFieldProps) {
  const [active, setActive] = useState(false);
  const { label, value, testId, width = 185 } = props;
  const parsed = value ? dayjs(value.slice(0, 10)) : null;
  const shell = (
    <TextField
      size="small"
      label={label}
      value={parsed?.isValid() ? parsed.format(DATE_FORMAT) : ''}
      placeholder={DATE_FORMAT}
      onFocus={() => setActive(true)}
      sx={{ width }}
      slotProps={{ htmlInput: { 'data-testid': testId, readOnly: true } }}
    />
  );
  if (!active) return shell;
  return (
    <Suspense fallback={shell}>
      <DatePickerField {...props} />
    </Suspense>
  );
}
