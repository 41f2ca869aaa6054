import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The small upper-case title of a part of a long form. */
export function FormSectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="subtitle2"
      sx={{ mb: 1.5, color: 'text.secondary', textTransform: 'uppercase', fontSize: 12, letterSpacing: 0.5 }}
    >
      {children}
    </Typography>
  );
}

/** A titled part of a long form, its fields in a grid of `columns` (one column on phones). */
export function FormSection({
  title,
  columns,
  children,
}: {
  title: string;
  columns: { sm: string } | { md: string };
  children: ReactNode;
}) {
  return (
    <Box>
      <FormSectionTitle>{title}</FormSectionTitle>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', ...columns } }}>{children}</Box>
    </Box>
  );
}
