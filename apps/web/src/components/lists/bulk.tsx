import type { QueryKey } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { loadAreaTexts } from '../../i18n/setup.ts';
import type { DataTableProps } from './data-table.tsx';

/**
 * Bulk work on a list (docs/decisions.md, "Bulk work"): the rows a person ticks, on this page and
 * others, or every row that matches the list's filters; the actions valid for all of them; one
 * request per action, each row done or refused with its reason. An area declares its actions; the
 * bar and its dialogs load on the first tick.
 */

/** One action of a list's bulk bar: the single row action, on many rows at once (lib/bulk.ts on the server). */
export interface BulkAction<R> {
  key: string;
  label: string;
  icon?: ReactElement;
  /** Whether a row can take it (the contract's transition tables); the action is offered when every chosen row can. */
  validFor?: (row: R) => boolean;
  /** Asks first, with a summary of what and how many (a consequential step: docs/decisions.md "Confirmations"). */
  confirm?: boolean;
  danger?: boolean;
  /** Asks a reason (or a note, when not `required`) first: its field's label; it goes into `fields`. */
  reason?: { label: string; required?: boolean };
  /** `POST path` with the rows, and the body's own fields. */
  path: string;
  fields?: (reason?: string) => Record<string, unknown>;
}

export interface BulkBarProps<R> {
  spec: BulkSpec<R>;
  choice: BulkChoice<R>;
  pageChosen: boolean;
  onAllMatching: (all: boolean) => void;
  onClear: () => void;
}

export interface BulkSpec<R> {
  /** The actions the person may do (the caller leaves out those without the permission). */
  actions: BulkAction<R>[];
  /** The rows of the page shown, the list's total and its filters as the URL has them (no page). */
  rows: R[];
  total: number | null;
  filters: Record<string, unknown>;
  /** The queries a bulk action refreshes (the list and its counts), fetched again before the result shows. */
  refresh: QueryKey[];
  /** How a row is named in the confirmation and the result. */
  label: (row: R) => string;
  /** Where a row opens, for the result's links. */
  link?: (id: number) => string;
}

/** The rows chosen (kept across pages), or every row that matches the filters. */
export interface BulkChoice<R> {
  rows: R[];
  allMatching: boolean;
}

// the bar, its dialogs and their texts load on the first tick
const BulkBar = lazy(() =>
  Promise.all([import('./bulk-bar.tsx'), loadAreaTexts('bulk')]).then(([m]) => m),
) as unknown as <R>(props: BulkBarProps<R>) => ReactElement;

const idOf = (row: unknown) => (row as { id: number }).id;

/**
 * The table's `selection` and the bar over the table for a list with bulk actions; nothing when the
 * person may do none. The choice is forgotten when the filters change.
 */
export function useBulk<R>(spec: BulkSpec<R>): {
  selection: DataTableProps<R>['selection'];
  bar: ReactElement | null;
} {
  const [chosen, setChosen] = useState<Map<number, R>>(() => new Map());
  const [allMatching, setAllMatching] = useState(false);
  const filtersKey = JSON.stringify(spec.filters);
  const [seenFilters, setSeenFilters] = useState(filtersKey);
  if (seenFilters !== filtersKey) {
    setSeenFilters(filtersKey);
    setChosen(new Map());
    setAllMatching(false);
  }
  if (spec.actions.length === 0) return { selection: undefined, bar: null };
  const clear = () => {
    setChosen(new Map());
    setAllMatching(false);
  };
  const selection: DataTableProps<R>['selection'] = {
    selected: [...chosen.keys()],
    onChange: (ids) => {
      const here = new Map(spec.rows.map((row) => [idOf(row), row]));
      const next = new Map<number, R>();
      for (const id of ids.map(Number)) {
        const row = here.get(id) ?? chosen.get(id);
        if (row) next.set(id, row);
      }
      setChosen(next);
      setAllMatching(false);
    },
  };
  // a chosen row as the list shows it now (a change told live, a refetch), kept as it was when it left the page
  const shown = new Map(spec.rows.map((row) => [idOf(row), row]));
  const chosenRows = [...chosen.entries()].map(([id, row]) => shown.get(id) ?? row);
  const bar =
    chosen.size > 0 ? (
      <Suspense fallback={null}>
        <BulkBar
          spec={spec}
          choice={{ rows: chosenRows, allMatching }}
          pageChosen={spec.rows.length > 0 && spec.rows.every((row) => chosen.has(idOf(row)))}
          onAllMatching={setAllMatching}
          onClear={clear}
        />
      </Suspense>
    ) : null;
  return { selection, bar };
}
