import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The link inside a table cell: the row's name in bold text colour, underlined on hover, one line. */
export function CellLink({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  return (
    <Typography
      component={Link}
      to={to}
      noWrap
      data-testid={testId}
      sx={{
        fontWeight: 600,
        fontSize: 13.5,
        color: 'text.primary',
        textDecoration: 'none',
        '&:hover': { textDecoration: 'underline', color: 'primary.main' },
      }}
    >
      {children}
    </Typography>
  );
}
