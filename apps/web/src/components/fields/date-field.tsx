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

/**
 * A list filter's two dates, from and to: `keys` name them in the search (its start and end date
 * unless said), their fields' test ids are `<testId>-from` and `<testId>-to`.
 */
export function DateRangeFields<K extends string = 'start_date' | 'end_date'>({
  labels,
  values,
  onChange,
  keys = ['start_date', 'end_date'] as unknown as readonly [K, K],
  testId,
  width,
}: {
  labels: readonly [string, string];
  values: NoInfer<{ [key in K]?: string }>;
  onChange: (change: NoInfer<{ [key in K]?: string }>) => void;
  keys?: readonly [K, K];
  testId?: string;
  width?: number;
}) {
  return (
    <>
      {(['from', 'to'] as const).map((end, i) => (
        <DateField
          key={end}
          label={labels[i]}
          value={values[keys[i]]}
          onChange={(value) => onChange({ [keys[i]]: value } as { [key in K]?: string })}
          testId={testId && `${testId}-${end}`}
          width={width}
        />
      ))}
    </>
  );
}
