import type { ListViews, RoleRef, SavedView, ViewState } from '@admin/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { translateMessage } from '../../i18n/setup.ts';
import { api, isApiError } from '../../lib/api-client.ts';
import { useCurrentUser } from '../../lib/auth.ts';
import { confirm, showAlert, showQuickMessage } from '../../lib/feedback.ts';
import { queryClient } from '../../lib/query-client.ts';
import type { UrlState } from '../../lib/url-state.ts';
import type { ListFilter } from './list-filters.tsx';
import { viewsQuery } from '../../lib/crud.ts';

/** The saved views' dialogs, the tab's menu and the notice of stale filters: loaded on first use (view-tabs.tsx). */

const refresh = (list: string) => queryClient.invalidateQueries({ queryKey: viewsQuery(list).queryKey });

/** A refusal other than a field's: said in a dialog, in the reader's words. */
const sayFailure = (error: unknown) => {
  if (isApiError(error) && error.shown) return;
  showAlert({ type: 'error', message: translateMessage(error instanceof Error ? error.message : String(error)) });
};

/** The roles a person may share a view with: their own, or every role with full access. */
function useShareRoles(): RoleRef[] {
  const user = useCurrentUser();
  const full = user.role_has_permission === 1;
  const { data } = useQuery({
    queryKey: ['roles', 'share'],
    queryFn: async ({ signal }) => (await api.list<RoleRef>('/roles', undefined, { signal })).data,
    enabled: full,
    staleTime: 300_000,
  });
  return full ? (data ?? user.roles) : user.roles;
}

/** Saves the list as it is now into the open view (the version the tab read). */
export async function saveViewChanges(view: SavedView, state: ViewState) {
  try {
    await api.put(`/views/${view.id}`, { state }, { version: view.row_version });
    await refresh(view.list);
    showQuickMessage({ type: 'success', body: translateMessage('Update successfully') });
  } catch (error) {
    sayFailure(error);
    await refresh(view.list);
  }
}

/**
 * "Save view": a name, shared with a role or not, my default or not. With `view`: its name, sharing
 * and default change (its filters and columns stay as saved).
 */
export function SaveViewDialog({
  open,
  onClose,
  list,
  view,
  isDefault = false,
  state,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  list: string;
  view: SavedView | null;
  isDefault?: boolean;
  state: () => ViewState;
  onSaved: (view: SavedView | null) => void;
}) {
  const { t } = useTranslation();
  const roles = useShareRoles();
  const [name, setName] = useState('');
  const [role, setRole] = useState<number | ''>('');
  const [makeDefault, setMakeDefault] = useState(false);
  const [error, setError] = useState<{ name?: string; role?: string }>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    setName(view?.name ?? '');
    setRole(view?.role_id ?? '');
    setMakeDefault(isDefault);
    setError({});
  }, [open, view, isDefault]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const role_id = role === '' ? null : role;
      let saved: SavedView;
      if (view) {
        saved = (await api.put<SavedView>(`/views/${view.id}`, { name, role_id }, { version: view.row_version })).data;
        if (makeDefault !== isDefault) await api.put('/view-defaults', { list, view_id: makeDefault ? view.id : null });
      } else {
        saved = (await api.post<SavedView>('/views', { list, name, state: state(), role_id, is_default: makeDefault }))
          .data;
      }
      await refresh(list);
      showQuickMessage({ type: 'success', body: t('common.views.saved', { name: saved.name }) });
      onSaved(saved);
    } catch (failure) {
      if (isApiError(failure) && failure.status === 422) {
        const fields = failure.fieldErrors;
        const said = (key: string) =>
          fields[key]?.length
            ? failure.reasons.length
              ? failure.message
              : translateMessage(fields[key][0])
            : undefined;
        setError({ name: said('name') ?? (fields.role_id ? undefined : failure.message), role: said('role_id') });
      } else sayFailure(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="view-dialog">
        <DialogTitle>{t(view ? 'common.views.editTitle' : 'common.views.saveTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField
            autoFocus
            required
            label={t('common.views.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(error.name)}
            helperText={error.name}
            slotProps={{ htmlInput: { maxLength: 60, 'data-testid': 'view-name' } }}
          />
          <TextField
            select
            label={t('common.views.share')}
            value={role}
            onChange={(e) => setRole(e.target.value === '' ? '' : Number(e.target.value))}
            error={Boolean(error.role)}
            helperText={error.role ?? t('common.views.shareHelp')}
            slotProps={{ select: { 'data-testid': 'view-share' } as object }}
          >
            <MenuItem value="">{t('common.views.private')}</MenuItem>
            {roles.map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {t('common.views.sharedWith', { role: r.display_name })}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Checkbox
                checked={makeDefault}
                onChange={(e) => setMakeDefault(e.target.checked)}
                slotProps={{ input: { 'data-testid': 'view-default' } as object }}
              />
            }
            label={t('common.views.makeDefault')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit" data-testid="view-dialog-cancel">
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="view-dialog-save">
            {t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The open tab's menu: save the list into it, rename or share it, make it my default, delete it. */
export function ViewMenu({
  anchor,
  onClose,
  list,
  view,
  isDefault,
  state,
  onEdit,
  onSaveAs,
  onDeleted,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  list: string;
  view: SavedView | null;
  isDefault: boolean;
  state: () => ViewState;
  onEdit: () => void;
  onSaveAs: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  if (!view) return null;
  const setDefault = async (on: boolean) => {
    onClose();
    try {
      const answer = await api.put<ListViews>('/view-defaults', { list, view_id: on ? view.id : null });
      queryClient.setQueryData(viewsQuery(list).queryKey, answer.data);
    } catch (error) {
      sayFailure(error);
    }
  };
  const remove = async () => {
    onClose();
    if (!(await confirm({ title: t('common.views.deleteTitle', { name: view.name }), danger: true }))) return;
    try {
      await api.delete(`/views/${view.id}`, { version: view.row_version });
      onDeleted();
      await refresh(list);
    } catch (error) {
      sayFailure(error);
      await refresh(list);
    }
  };
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {view.mine && (
        <MenuItem
          onClick={() => {
            onClose();
            void saveViewChanges(view, state());
          }}
          data-testid="view-update"
        >
          {t('common.views.updateWithCurrent')}
        </MenuItem>
      )}
      {view.mine && (
        <MenuItem onClick={onEdit} data-testid="view-edit">
          {t('common.views.edit')}
        </MenuItem>
      )}
      <MenuItem onClick={onSaveAs} data-testid="view-save-as">
        {t('common.views.saveAs')}
      </MenuItem>
      <MenuItem onClick={() => void setDefault(!isDefault)} data-testid="view-toggle-default">
        {t(isDefault ? 'common.views.clearDefault' : 'common.views.makeDefault')}
      </MenuItem>
      {view.mine && (
        <MenuItem onClick={() => void remove()} sx={{ color: 'error.main' }} data-testid="view-delete">
          {t('common.views.delete')}
        </MenuItem>
      )}
    </Menu>
  );
}

type Search = Record<string, unknown>;

/** The select filters of a list, by their URL key, with their options' values (nested "more" ones too). */
function selectOptions(filters: readonly ListFilter<Search>[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const filter of filters) {
    if (filter.type === 'more') for (const [k, v] of selectOptions(filter.filters)) out.set(k, v);
    if (filter.type === 'select')
      out.set(filter.key, ('options' in filter ? filter.options.map((o) => o.value) : filter.values).map(String));
  }
  return out;
}

/**
 * A view whose filters name something that no longer exists (a status the list no longer has, a
 * brand or store its select no longer offers): said once it is opened, and the list opens with the
 * rest of its filters.
 */
export function StaleFilters({
  view,
  urlState,
  filters,
}: {
  view: SavedView;
  urlState: UrlState<Search>;
  filters: readonly ListFilter<Search>[];
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [shown, setShown] = useState(true);
  const kept = urlState.toParams(urlState.parse(new URLSearchParams(view.state.filters)));
  const options = selectOptions(filters);
  const labels = new Map(
    filters
      .flatMap((f) => (f.type === 'more' ? f.filters : [f]))
      .flatMap((f) => ('label' in f && 'key' in f ? [[f.key, f.label]] : [])),
  );
  const stale = Object.entries(view.state.filters).filter(([key, value]) => {
    const values = options.get(key);
    // an empty list of options is still loading: nothing is judged from it
    return (!kept.has(key) && value !== '') || (values !== undefined && values.length > 0 && !values.includes(value));
  });
  const staleKeys = stale.map(([key]) => key).join(',');
  useEffect(() => {
    if (!staleKeys || !staleKeys.split(',').some((key) => params.has(key))) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of staleKeys.split(',')) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [staleKeys, params, setParams]);
  if (!stale.length || !shown) return null;
  const named = stale.map(([key, value]) => `${labels.get(key) ?? key}: ${value}`).join(', ');
  return (
    <Alert severity="warning" onClose={() => setShown(false)} sx={{ mb: 1 }} data-testid="view-stale">
      {t('common.views.stale', { filters: named, count: stale.length })}
    </Alert>
  );
}
