import { canChangeSalesStatus, type Product } from '@admin/contract';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import BlockRounded from '@mui/icons-material/BlockRounded';
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import RestoreRounded from '@mui/icons-material/RestoreRounded';
import SellRounded from '@mui/icons-material/SellRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import ManageSearchRounded from '@mui/icons-material/ManageSearchRounded';
import PauseCircleRounded from '@mui/icons-material/PauseCircleRounded';
import PlayCircleRounded from '@mui/icons-material/PlayCircleRounded';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { ACTION_TARGETS, type ProductAction } from '../api.ts';

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
      if (canChangeSalesStatus(s, ACTION_TARGETS[action])) actions.push(action);
    if (s === 'ing' || s === 'pending') actions.push('confirmSales');
    if (canChangeSalesStatus(s, 'blocked')) actions.push('block');
  }
  if (canDelete && canChangeSalesStatus(s, 'delete')) actions.push('delete');
  if (canDelete && s === 'delete') actions.push('restore');
  return actions;
}

export const ACTION_ICONS: Record<ProductAction, ReactNode> = {
  approve: <CheckCircleRounded fontSize="small" color="success" />,
  sell: <PlayCircleRounded fontSize="small" color="success" />,
  review: <ManageSearchRounded fontSize="small" />,
  hold: <HandshakeRounded fontSize="small" />,
  lock: <LockRounded fontSize="small" />,
  stop: <PauseCircleRounded fontSize="small" />,
  block: <BlockRounded fontSize="small" color="error" />,
  confirmSales: <SellRounded fontSize="small" color="primary" />,
  delete: <DeleteRounded fontSize="small" />,
  restore: <RestoreRounded fontSize="small" />,
};

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
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('products.list.menu')}
        data-testid={`product-menu-${product.id}`}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertRounded fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem component={Link} to={href('products.preview', { id: product.id })} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <VisibilityRounded fontSize="small" />
          </ListItemIcon>
          {t('products.actions.preview')}
        </MenuItem>
        <MenuItem
          component={Link}
          to={`${href('checklist.checklist')}?product_id=${product.id}`}
          onClick={() => setAnchor(null)}
        >
          <ListItemIcon>
            <FactCheckRounded fontSize="small" />
          </ListItemIcon>
          {t('products.actions.checklist')}
        </MenuItem>
        {actions.map((action) => (
          <MenuItem
            key={action}
            data-testid={`product-action-${action}`}
            onClick={() => {
              setAnchor(null);
              onAction(product, action);
            }}
          >
            <ListItemIcon>{ACTION_ICONS[action]}</ListItemIcon>
            {t(`products.actions.${action}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
