import { hasPermission, type PermissionName } from '@admin/contract';
import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { href, mayOpen, type PlainScreenId } from '../lib/areas.ts';
import { useCurrentUser } from '../lib/auth.ts';

/** The title row of a screen: title, a short description and the screen's main actions. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: { sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 1.5,
        mb: 2.5,
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.25 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {/* :empty: actions the user may not take render nothing, and leave no gap */}
      {actions && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', '&:empty': { display: 'none' } }}>{actions}</Box>
      )}
    </Box>
  );
}

export interface HeaderActionProps {
  label: ReactNode;
  testId: string;
  /** Opens another screen, for those who may open it… */
  screen?: PlainScreenId;
  /** …or acts on this one (a dialog). */
  onClick?: () => void;
  /** Shown only to a user with this permission… */
  permission?: PermissionName;
  /** …and only when this holds. */
  show?: boolean;
  /** Add unless given. */
  icon?: ReactNode;
  variant?: 'contained' | 'outlined';
  disabled?: boolean;
}

/** A main action of a screen's header: a button with its icon, for those who may use it. */
export function HeaderAction({
  label,
  testId,
  screen,
  permission,
  show = true,
  icon = <AddRounded />,
  variant = 'contained',
  ...rest
}: HeaderActionProps) {
  const grants = useCurrentUser().role_has_permission;
  if (!show || (permission && !hasPermission(grants, permission)) || (screen && !mayOpen(grants, screen))) return null;
  const props = { variant, startIcon: icon, 'data-testid': testId, ...rest };
  return screen === undefined ? (
    <Button {...props}>{label}</Button>
  ) : (
    <Button component={Link} to={href(screen)} {...props}>
      {label}
    </Button>
  );
}
