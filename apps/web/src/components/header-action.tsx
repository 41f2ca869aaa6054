import { hasPermission, type PermissionName } from '@admin/contract';
import AddRounded from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { href, mayOpen, type PlainScreenId } from '../lib/areas.ts';
import { useCurrentUser } from '../lib/auth.ts';

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
