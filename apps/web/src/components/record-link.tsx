import MuiLink from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A name that leads to its record (a store's page, a buyer's other sales) inside a screen's text, or
 * with `href` to something outside the app (`tel:`): no dead ends where staff read a name.
 */
export function RecordLink({
  to,
  href,
  testId,
  children,
}: {
  to?: string;
  href?: string;
  testId?: string;
  children: ReactNode;
}) {
  const sx = { fontWeight: 'inherit' } as const;
  return to ? (
    <MuiLink component={Link} to={to} underline="hover" data-testid={testId} sx={sx}>
      {children}
    </MuiLink>
  ) : (
    <MuiLink href={href} underline="hover" data-testid={testId} sx={sx}>
      {children}
    </MuiLink>
  );
}
