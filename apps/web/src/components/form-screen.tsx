import { useSuspenseQuery, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { showQuickMessage } from '../lib/feedback.ts';
import { parseId } from '../lib/route-params.ts';
import { successText } from './content/messages.ts';

type Save<Vars, Res> = { mutateAsync: (vars: Vars) => Promise<Res> };

/** The server's own message of a save's answer (spec section 8), when it has one. */
const messageOf = (answer: unknown) =>
  answer && typeof answer === 'object' && 'messages' in answer && typeof answer.messages === 'string'
    ? answer.messages
    : undefined;

export interface AfterSave<Res> {
  /** Where a save leads: the list unless given; `null` stays on the screen. */
  next?: (answer: Res) => string | null;
  /** The screen replaces itself in the history (an edit screen opening itself again). */
  replace?: boolean;
  /** The success message; the server's own message unless given. */
  message?: string;
}

/** A form screen's Save (message, then back to the list) and Cancel (back to the list). */
export function useSaveAndReturn<Vars, Res>(save: Save<Vars, Res>, listHref: string, after: AfterSave<Res> = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return {
    cancel: () => void navigate(listHref),
    submit: async (vars: Vars) => {
      const res = await save.mutateAsync(vars);
      showQuickMessage({ type: 'success', body: after.message ?? successText(t, messageOf(res)) });
      const next = after.next ? after.next(res) : listHref;
      if (next !== null) await navigate(next, { replace: after.replace ?? false });
    },
  };
}

/** The create screen of an area: its save, and the way back to the list. */
export function useCreateScreen<Vars, Res>(
  resource: { useSave: (id?: number) => Save<Vars, Res> },
  listHref: string,
  after?: AfterSave<Res>,
) {
  return useSaveAndReturn(resource.useSave(), listHref, after);
}

/**
 * The edit screen of an area: the `:id`, its item (fetched by the route's `editLoader`), save and
 * cancel. `detail` and `useSave` are the area's resource, or its own query and save hook.
 */
export function useEditScreen<Vars, Res, Item>(
  resource: {
    useSave: (id: number) => Save<Vars, Res>;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the area's own detail key
    detail: (id: number) => UseSuspenseQueryOptions<Item, Error, Item, any>;
  },
  listHref: string,
  after?: AfterSave<Res>,
) {
  const id = parseId(useParams());
  const { data: item } = useSuspenseQuery(resource.detail(id));
  return { id, item, ...useSaveAndReturn(resource.useSave(id), listHref, after) };
}
