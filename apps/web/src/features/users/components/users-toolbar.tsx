import { USER_STATUSES, type Role } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import FilterAltOffRounded from '@mui/icons-material/FilterAltOffRounded';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../components/lists/list-parts.tsx';
import type { UsersSearch } from '../api.ts';

export interface UsersToolbarProps {
  search: UsersSearch;
  roles: Role[];
  onChange: (patch: Partial<UsersSearch>) => void;
}

/** Search box, role and status filters; all filters live in the URL. */
export function UsersToolbar({ search, roles, onChange }: UsersToolbarProps) {
  const { t } = useTranslation();
  const filtered = Boolean(search.q || search.role_id || search.status);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.25, py: 0.5, flex: 1 }}>
      <SearchBox
        value={search.q}
        onChange={(q) => onChange({ q, page: 1 })}
        placeholder={t('users.list.searchPlaceholder')}
        testId="users-search"
        width={300}
      />
      <TextField
        select
        name="role_id"
        label={t('fields.role')}
        value={search.role_id ?? ''}
        onChange={(e) => onChange({ role_id: e.target.value ? Number(e.target.value) : undefined, page: 1 })}
        sx={{ width: { xs: '100%', sm: 190 } }}
        slotProps={{ select: { 'data-testid': 'users-role-filter' } as object }}
      >
        <MenuItem value="">{t('users.list.allRoles')}</MenuItem>
        {roles.map((role) => (
          <MenuItem key={role.id} value={role.id}>
            {role.display_name || role.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        name="status"
        label={t('fields.status')}
        value={search.status ?? ''}
        onChange={(e) => onChange({ status: (e.target.value || undefined) as UsersSearch['status'], page: 1 })}
        sx={{ width: { xs: '100%', sm: 160 } }}
        slotProps={{ select: { 'data-testid': 'users-status-filter' } as object }}
      >
        <MenuItem value="">{t('users.list.allStatuses')}</MenuItem>
        {USER_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`users.status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      {filtered && (
        <Button
          color="inherit"
          startIcon={<FilterAltOffRounded fontSize="small" />}
          onClick={() => onChange({ q: undefined, role_id: undefined, status: undefined, page: 1 })}
        >
          {t('actions.clearFilters')}
        </Button>
      )}
    </Box>
  );
}
