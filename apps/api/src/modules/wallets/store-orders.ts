import type { FilterColumns } from '../../lib/list-filters.ts';

/**
 * The filters of the lists of a store's wallet orders (gateway top-ups, cash orders), over the
 * orders `o` joined with their stores `s`; `equal`: the list's own fields besides.
 */
export function storeOrderFilters<Q>(equal: FilterColumns<Q>['equal'] = {}): FilterColumns<Q> {
  return {
    search: 'o.search_text',
    created: 'o.created_at',
    equal: { status: 'o.status', store_type: 's.type', store_id: 'o.store_id', ...equal } as FilterColumns<Q>['equal'],
  };
}
