import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parseProductsSearch, productPageCursors, productsSearchToParams, type ProductsSearch } from '../api.ts';

/** The list's search from the URL, and a patcher that writes a change back and moves the page cursors along. */
export function useProductsSearch(): [ProductsSearch, (patch: Partial<ProductsSearch>) => void] {
  const [params, setParams] = useSearchParams();
  const onSearchChange = useCallback(
    (patch: Partial<ProductsSearch>) =>
      setParams((current) => {
        const from = parseProductsSearch(current);
        const to = parseProductsSearch(productsSearchToParams({ ...from, ...patch }));
        productPageCursors.move(from, to);
        return productsSearchToParams(to);
      }),
    [setParams],
  );
  return [parseProductsSearch(params), onSearchChange];
}
