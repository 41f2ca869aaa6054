import type { Role } from '@admin/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from '../../../components/lazy-tooltip.tsx';

/** The roles: name, display name and users count; the selected one is edited on the right. */
export function RolesList({
  roles,
  selectedId,
  onSelect,
}: {
  roles: Role[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <List component="div" disablePadding sx={{ p: 1 }} data-testid="roles-list">
      {roles.map((role) => (
        <ListItemButton
          key={role.id}
          selected={role.id === selectedId}
          aria-current={role.id === selectedId || undefined}
          onClick={() => onSelect(role.id)}
          data-testid={`role-${role.id}`}
          sx={{ mb: 0.5, py: 1, alignItems: 'flex-start' }}
        >
          <ListItemText
            primary={role.display_name || role.name}
            secondary={role.name}
            slotProps={{
              primary: { fontWeight: 600, fontSize: 13.5 },
              secondary: { fontSize: 12, fontFamily: 'monospace' },
            }}
          />
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5, ml: 1 }}>
            <LazyTooltip title={t('roles.list.usersCount', { count: role.users_count })}>
              <Chip
                size="small"
                icon={<PeopleAltRounded sx={{ fontSize: '14px !important' }} />}
                label={role.users_count}
                variant="outlined"
              />
            </LazyTooltip>
            {role.role_has_permission === 1 && (
              <Chip
                size="small"
                color="secondary"
                label={t('roles.fullAccess')}
                sx={{ height: 18, fontSize: 10.5, bgcolor: 'secondary.dark' }}
              />
            )}
          </Box>
        </ListItemButton>
      ))}
    </List>
  );
}
