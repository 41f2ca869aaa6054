import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { VIEW_PARAM } from '../../../lib/url-state.ts';
import { parseProductsSearch, productPageCursors, productsSearchToParams, type ProductsSearch } from '../api.ts';

/** The list's search from the URL, and a patcher that writes a change back (the open saved view kept) and moves the page cursors along. */
export function useProductsSearch(): [ProductsSearch, (patch: Partial<ProductsSearch>) => void] {
  const [params, setParams] = useSearchParams();
  const onSearchChange = useCallback(
    (patch: Partial<ProductsSearch>) =>
      setParams((current) => {
        const from = parseProductsSearch(current);
        const to = parseProductsSearch(productsSearchToParams({ ...from, ...patch }));
        productPageCursors.move(from, to);
        const next = productsSearchToParams(to);
        // the saved view open on the list stays open (modified) while its filters change
        const view = current.get(VIEW_PARAM);
        if (view) next.set(VIEW_PARAM, view);
        return next;
      }),
    [setParams],
  );
  return [parseProductsSearch(params), onSearchChange];
}
