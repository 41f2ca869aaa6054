import Box from '@mui/material/Box';
import { DateTimeInput } from './date-time-input.tsx';

interface DateFieldProps {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  testId?: string;
  width?: number;
}

/** A list filter's DD-MM-YYYY date field whose value is the API's `YYYY-MM-DD` (or undefined). */
export function DateField({ label, value, onChange, testId, width = 185 }: DateFieldProps) {
  return (
    <Box sx={{ width, flexShrink: 0 }}>
      <DateTimeInput
        name={testId ?? label}
        dateOnly
        size="small"
        label={label}
        value={value?.slice(0, 10) ?? ''}
        onChange={(next) => onChange(next || undefined)}
        testId={testId}
      />
    </Box>
  );
}
