import { hasPermission, PRODUCT_STATUS_ACTIONS, type Product } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import type { BulkAction } from '../../../components/lists/bulk.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import type { ProductAction } from '../api.ts';
import { availableActions } from './product-row-menu.tsx';

/** The row menu's actions that ask before they run, as its single actions do (block asks its reason). */
const CONFIRMED: ProductAction[] = ['approve', 'delete', 'confirmSales', 'lock', 'stop'];
const ORDER: ProductAction[] = [...PRODUCT_STATUS_ACTIONS, 'delete', 'restore'];

/**
 * The products list's bulk actions: the row menu's, each offered when every chosen product offers it
 * (its status, PRODUCT_TRANSITIONS) and the person holds its permission.
 */
export function useProductBulkActions(): BulkAction<Product>[] {
  const { t } = useTranslation();
  const grants = useCurrentUser().role_has_permission;
  const canStatus = hasPermission(grants, 'products-status');
  const canDelete = hasPermission(grants, 'products-delete');
  return ORDER.filter((action) => (action === 'delete' || action === 'restore' ? canDelete : canStatus)).map(
    (action) => ({
      key: action,
      label: t(`products.actions.${action}`),
      validFor: (row) => availableActions(row, canStatus, canDelete).includes(action),
      confirm: CONFIRMED.includes(action),
      danger: action === 'delete' || action === 'block',
      reason: action === 'block' ? { label: t('products.block.reason'), required: true } : undefined,
      path: action === 'delete' || action === 'restore' ? '/v2/products/bulk/delete' : '/v2/products/bulk/status',
      fields: (reason) => ({ action, ...(action === 'block' ? { blocked_reason: reason } : {}) }),
    }),
  );
}
