import type { User } from '@admin/contract';
import { api } from '../../lib/api-client.ts';
import { canOpen, href, type RecordSearchModule } from '../../lib/areas.ts';
import { getAuth } from '../../lib/auth.ts';
import { RECORDS_SHOWN, recordSearch } from '../../lib/palette.ts';
import { area } from './area.ts';

/** The account's edit screen, or for whoever may only list accounts, the list showing that one. */
function targetOf(user: User): string {
  if (canOpen(getAuth().user?.role_has_permission, area.screens.edit)) return href('users.edit', { id: user.id });
  return `${href('users.list')}?${new URLSearchParams({ q: user.username })}`;
}

/** Back-office accounts by the list's search: username, name, nickname, e-mail. */
export const searchQuery: RecordSearchModule['searchQuery'] = (text) =>
  recordSearch(
    'users',
    text,
    async (call) => (await api.list<User>('/users', { q: text, count: RECORDS_SHOWN }, call)).data,
    (user) => ({
      id: user.id,
      title: user.full_name?.trim() || user.username,
      detail: [user.username, user.email].join(' · '),
      to: targetOf(user),
    }),
  );
