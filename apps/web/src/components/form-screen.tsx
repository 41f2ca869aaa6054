import { useSuspenseQuery, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { showQuickMessage } from '../lib/feedback.ts';
import { parseId } from '../lib/route-params.ts';
import { successText } from './content/messages.ts';

type Save<Vars> = { mutateAsync: (vars: Vars) => Promise<{ messages?: string }> };

/** A form screen's Save (message, then back to the list) and Cancel (back to the list). */
export function useSaveAndReturn<Vars>(save: Save<Vars>, listHref: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return {
    cancel: () => void navigate(listHref),
    submit: async (vars: Vars) => {
      const res = await save.mutateAsync(vars);
      showQuickMessage({ type: 'success', body: successText(t, res.messages) });
      await navigate(listHref);
    },
  };
}

/** The create screen of an area: its save, and the way back to the list. */
export function useCreateScreen<Vars>(resource: { useSave: (id?: number) => Save<Vars> }, listHref: string) {
  return useSaveAndReturn(resource.useSave(), listHref);
}

/** The edit screen of an area: the `:id`, its item (fetched by the route's `detailLoader`), save and cancel. */
export function useEditScreen<Vars, Item>(
  resource: {
    useSave: (id?: number) => Save<Vars>;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the area's own detail key
    detail: (id: number) => UseSuspenseQueryOptions<Item, Error, Item, any>;
  },
  listHref: string,
) {
  const id = parseId(useParams());
  const { data: item } = useSuspenseQuery(resource.detail(id));
  return { id, item, ...useSaveAndReturn(resource.useSave(id), listHref) };
}
