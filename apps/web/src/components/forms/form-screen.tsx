import { useQueries, type DataTag } from '@tanstack/react-query';
import type { ComponentType, ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href, type PlainScreenId } from '../../lib/areas.ts';
import { createLoader, editLoader } from '../../lib/crud.ts';
import { showQuickMessage } from '../../lib/feedback.ts';
import { type Detail, useRouteItem } from '../../lib/route-params.ts';
import { successText } from './success-text.ts';
import { PageHeader } from '../page-header.tsx';
import { RecordEditFrame, useRecordEdit } from './record-edit.tsx';

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
 * cancel. `detail` and `useSave` are the area's resource, or its own query and save hook. `item`
 * is the version the screen opened (kept while others change the record, see record-edit.tsx), and
 * every write to it is conditional on that version; `edit` has the notice, the others on the
 * record and the conflict dialog for the screen to show.
 */
export function useEditScreen<Vars, Res, Item extends { row_version?: number; updated_at?: string | null }>(
  resource: {
    useSave: (id: number) => Save<Vars, Res>;
    detail: Detail<Item>;
  },
  listHref: string,
  after?: AfterSave<Res>,
) {
  const { id, item: latest } = useRouteItem(resource.detail);
  const edit = useRecordEdit(String(resource.detail(id).queryKey[0]), id, latest);
  const { submit, cancel } = useSaveAndReturn(resource.useSave(id), listHref, after);
  return { id, item: edit.base, latest, submit: edit.guard(submit), cancel, edit };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's key and error
type Pick = () => { queryKey: DataTag<any, any, any> };
/** The data of each pick, by its name. */
type Picked<P> = { [K in keyof P]: P[K] extends () => { queryKey: DataTag<unknown, infer D, unknown> } ? D : never };

/**
 * The create and edit routes of an area whose screens are its form under a header:
 * `export const { loader, Component } = eventScreens.create` (and `.edit`), where
 * `eventScreens = formScreens('events', EventForm, events, { subtitle: (item) => item.title })`.
 * The titles are `<texts>.create.title` and `<texts>.edit.title` (`texts` is the area unless given;
 * `subtitle` names the item; a save that comes back with a new `updated_at` starts the form again).
 * Save and Cancel lead back to the area's list (see `useSaveAndReturn`; `create` and `edit` say
 * otherwise). `vars` makes the save's variables from what the form submits (its body unless given).
 * `picks` are the lists the form chooses from, read by the loaders and given to the form under their
 * names (empty until they come).
 */
export function formScreens<
  Item extends { updated_at?: string | null; row_version?: number; id?: number },
  Vars,
  Res,
  Args extends unknown[],
  P extends Record<string, Pick> = Record<never, Pick>,
>(
  area: string,
  Form: ComponentType<Picked<P> & { item?: Item; onSubmit: (...args: Args) => Promise<unknown>; onCancel: () => void }>,
  resource: { useSave: (id?: number) => Save<Vars, Res>; detail: Detail<Item> },
  def: {
    texts?: string;
    subtitle: (item: Item) => string;
    vars?: (...args: Args) => Vars;
    picks?: P;
    create?: AfterSave<Res>;
    edit?: AfterSave<Res>;
  },
) {
  const texts = def.texts ?? area;
  const picks = Object.entries(def.picks ?? {});
  const vars: (...args: Args) => Vars = def.vars ?? ((...args) => args[0] as Vars);
  const list = `${area}.list` as PlainScreenId;
  function usePicks() {
    const results = useQueries({ queries: picks.map(([, pick]) => pick()) });
    return Object.fromEntries(picks.map(([name], i) => [name, results[i].data ?? []])) as Picked<P>;
  }
  function Create(): ReactElement {
    const { t } = useTranslation();
    const { submit, cancel } = useSaveAndReturn(resource.useSave(), href(list), def.create);
    return (
      <>
        <PageHeader title={t(`${texts}.create.title`)} />
        <Form {...usePicks()} onCancel={cancel} onSubmit={(...args: Args) => submit(vars(...args))} />
      </>
    );
  }
  function Edit(): ReactElement {
    const { t } = useTranslation();
    const { item, submit, cancel, edit } = useEditScreen(resource, href(list), def.edit);
    return (
      <>
        <PageHeader title={t(`${texts}.edit.title`)} subtitle={def.subtitle(item)} />
        <RecordEditFrame edit={edit}>
          <Form
            key={edit.formKey}
            {...usePicks()}
            item={item}
            onCancel={cancel}
            onSubmit={(...args: Args) => submit(vars(...args))}
          />
        </RecordEditFrame>
      </>
    );
  }
  const reads = picks.map(([, pick]) => pick);
  return {
    create: { loader: reads.length ? createLoader(...reads) : undefined, Component: Create },
    edit: { loader: editLoader(resource.detail, ...reads), Component: Edit },
  };
}
