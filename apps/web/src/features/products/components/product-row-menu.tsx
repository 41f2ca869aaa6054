import { canChangeSalesStatus, PRODUCT_ACTION_TARGETS, type Product } from '@admin/contract';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductAction } from '../api.ts';

/**
 * The status actions a product offers in its current status (contract PRODUCT_TRANSITIONS, the
 * dedicated calls' own rules) to a user with the status and delete permissions.
 */
export function availableActions(product: Product, canStatus: boolean, canDelete: boolean): ProductAction[] {
  const s = product.sales_status;
  const actions: ProductAction[] = [];
  if (canStatus) {
    if (s === 'in review') actions.push('approve');
    else if (canChangeSalesStatus(s, 'ing')) actions.push('sell');
    for (const action of ['review', 'hold', 'lock', 'stop'] as const)
      if (canChangeSalesStatus(s, PRODUCT_ACTION_TARGETS[action])) actions.push(action);
    if (s === 'ing' || s === 'pending') actions.push('confirmSales');
    if (canChangeSalesStatus(s, 'blocked')) actions.push('block');
  }
  if (canDelete && canChangeSalesStatus(s, 'delete')) actions.push('delete');
  if (canDelete && s === 'delete') actions.push('restore');
  return actions;
}

// the menu's items (their icons, the links) load on the first opening of a row's menu
const ProductRowMenuList = lazy(() => import('./product-row-menu-list.tsx'));

/** The per-row menu: preview, checklist and the status actions the row's status allows. */
export function ProductRowMenu({
  product,
  actions,
  onAction,
}: {
  product: Product;
  actions: ProductAction[];
  onAction: (product: Product, action: ProductAction) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      {/* a plain button (`.RowButton`, app/theme.ts): one per row */}
      <button
        type="button"
        className="RowButton"
        aria-label={t('products.list.menu')}
        aria-haspopup="menu"
        data-testid={`product-menu-${product.id}`}
        onClick={(e) => {
          setOpened(true);
          setAnchor(e.currentTarget);
        }}
      >
        <MoreVertRounded fontSize="small" />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <ProductRowMenuList
            anchor={anchor}
            onClose={() => setAnchor(null)}
            product={product}
            actions={actions}
            onAction={onAction}
          />
        </Suspense>
      )}
    </>
  );
}
