import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One figure of a screen's head: its name, the figure, a grey line under it. */
export function StatCard({
  label,
  value,
  detail,
  testId,
  children,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <Card sx={{ p: 2, minWidth: 0 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary" component="h2" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <Typography
        sx={{ fontSize: 24, fontWeight: 700, mt: 0.5, lineHeight: 1.3 }}
        data-testid={testId && `${testId}-value`}
      >
        {value}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {detail}
        </Typography>
      )}
      {children}
    </Card>
  );
}

/** The figures of a screen in a row of `columns` (two on a narrow window, one on a phone). */
export function StatRow({ columns = 4, testId, children }: { columns?: 4 | 5; testId?: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
      data-testid={testId}
    >
      {children}
    </Box>
  );
}
