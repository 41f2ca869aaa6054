import { USER_STATUSES, type Role } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchRounded from '@mui/icons-material/SearchRounded';
import ViewColumnRounded from '@mui/icons-material/ViewColumnRounded';
import FilterAltOffRounded from '@mui/icons-material/FilterAltOffRounded';
import { ColumnsPanelTrigger, Toolbar } from '@mui/x-data-grid';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UsersSearch } from '../api.ts';

export interface UsersToolbarProps {
  search: UsersSearch;
  roles: Role[];
  onChange: (patch: Partial<UsersSearch>) => void;
}

const SEARCH_DEBOUNCE_MS = 400;

/** Search box, role and status filters, and the columns panel; all filters live in the URL. */
export function UsersToolbar({ search, roles, onChange }: UsersToolbarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(search.q ?? '');

  // follow the URL when it changes from outside (back button, reset)
  const [urlQ, setUrlQ] = useState(search.q);
  if (urlQ !== search.q) {
    setUrlQ(search.q);
    setText(search.q ?? '');
  }

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === (search.q ?? '')) return;
    const timer = setTimeout(() => onChange({ q: trimmed || undefined, page: 1 }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search.q, onChange]);

  const filtered = Boolean(search.q || search.role_id || search.status);

  return (
    <Toolbar style={{ minHeight: 0, height: 'auto', padding: 0, flex: '0 0 auto' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.25, p: 1.5, width: '100%' }}>
        <TextField
          name="q"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('users.list.searchPlaceholder')}
          sx={{ width: { xs: '100%', sm: 300 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { 'data-testid': 'users-search', 'aria-label': t('users.list.searchPlaceholder') },
          }}
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
          onChange={(e) =>
            onChange({ status: (e.target.value || undefined) as UsersSearch['status'], page: 1 })
          }
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
            onClick={() => {
              setText('');
              onChange({ q: undefined, role_id: undefined, status: undefined, page: 1 });
            }}
          >
            {t('actions.clearFilters')}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <ColumnsPanelTrigger
          render={(props) => (
            <Button {...props} color="inherit" startIcon={<ViewColumnRounded fontSize="small" />} data-testid="users-columns">
              {t('actions.columns')}
            </Button>
          )}
        />
      </Box>
    </Toolbar>
  );
}
