import {
  canChangeSalesStatus,
  hasPermission,
  PRODUCT_ACTION_TARGETS,
  PRODUCT_MESSAGES,
  type Product,
} from '@admin/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueMessage } from '../../../components/products/messages.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { confirm, showQuickMessage } from '../../../lib/feedback.ts';
import { useProductAction, type ProductAction } from '../api.ts';
import { availableActions } from './product-row-menu.tsx';

/** The actions that ask before they run (block asks for its reason instead). */
const CONFIRMED: ProductAction[] = ['delete', 'confirmSales', 'lock', 'stop'];

/** The action that takes a product from `moved` back to the status it had, when one click does (never a block: it asks a reason). */
function undoOf(before: Product, moved: Product, canStatus: boolean): ProductAction | undefined {
  const from = before.sales_status;
  if (from === 'delete') return 'delete';
  if (!canStatus) return undefined;
  return (Object.keys(PRODUCT_ACTION_TARGETS) as (keyof typeof PRODUCT_ACTION_TARGETS)[]).find(
    (a) => PRODUCT_ACTION_TARGETS[a] === from && canChangeSalesStatus(moved.sales_status, PRODUCT_ACTION_TARGETS[a]),
  );
}

/**
 * The status actions of the list's rows and of the preview: which a row offers (by its status and the user's
 * permissions), running one after its confirm, and the product being blocked (the reason dialog).
 */
export function useProductActions() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const action = useProductAction();
  const [blocking, setBlocking] = useState<Product | null>(null);
  const canStatus = hasPermission(me.role_has_permission, 'products-status');
  const canDelete = hasPermission(me.role_has_permission, 'products-delete');

  const run = useCallback(
    async (product: Product, kind: ProductAction, reason?: string) => {
      const moved = await action.mutateAsync({ id: product.id, action: kind, reason });
      // a one-click move (approve, republish, back to review, on hold, restore) is taken back with one more
      const back = CONFIRMED.includes(kind) || kind === 'block' ? undefined : undoOf(product, moved, canStatus);
      showQuickMessage({
        type: kind === 'delete' ? 'delete' : 'success',
        body: catalogueMessage(PRODUCT_MESSAGES.statusUpdated),
        undo: back
          ? () =>
              action
                .mutateAsync({ id: product.id, action: back })
                .then(() => showQuickMessage({ type: 'info', body: t('kit.undone') }))
          : undefined,
      });
    },
    [action, canStatus, t],
  );

  const onAction = useCallback(
    (product: Product, kind: ProductAction) => {
      if (kind === 'block') {
        setBlocking(product);
        return;
      }
      void (async () => {
        if (CONFIRMED.includes(kind)) {
          const ok = await confirm({
            title: t(`products.confirm.${kind}`, { title: product.title }),
            danger: kind === 'delete',
          });
          if (!ok) return;
        }
        await run(product, kind);
      })().catch(() => undefined);
    },
    [run, t],
  );

  const actionsFor = useCallback((p: Product) => availableActions(p, canStatus, canDelete), [canStatus, canDelete]);

  const block = {
    open: Boolean(blocking),
    title: blocking?.title ?? '',
    onCancel: () => setBlocking(null),
    onConfirm: async (reason: string) => {
      if (!blocking) return;
      await run(blocking, 'block', reason).catch(() => undefined);
      setBlocking(null);
    },
  };

  return { actionsFor, onAction, block };
}
