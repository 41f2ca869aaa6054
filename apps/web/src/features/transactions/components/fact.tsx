import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { EMPTY } from '../../../lib/format.ts';

/** One labelled value of a detail card: the label on the left, the value (or '_') on the right. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography component="div" sx={{ fontWeight: 600, textAlign: 'right' }}>
        {children ?? EMPTY}
      </Typography>
    </Box>
  );
}
