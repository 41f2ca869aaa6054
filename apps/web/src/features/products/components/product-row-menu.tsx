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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../lib/areas.ts';
import type { ProductAction } from '../api.ts';

/** Which status actions a product in its current status offers (contract PRODUCT_TRANSITIONS). */
export function availableActions(product: Product, canStatus: boolean, canDelete: boolean): ProductAction[] {
  const s = product.sales_status;
  const actions: ProductAction[] = [];
  if (!canStatus && !canDelete) return actions;
  if (canStatus && s !== 'ing' && canChangeSalesStatus(s, 'ing') && s !== 'done' && s !== 'pending')
    actions.push('approve');
  if (canStatus && canChangeSalesStatus(s, 'blocked')) actions.push('block');
  if (canStatus && (s === 'ing' || s === 'pending')) actions.push('confirmSales');
  if (canDelete && canChangeSalesStatus(s, 'delete')) actions.push('delete');
  if (canDelete && s === 'delete') actions.push('restore');
  return actions;
}

const ICONS = {
  approve: <CheckCircleRounded fontSize="small" color="success" />,
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
            <ListItemIcon>{ICONS[action]}</ListItemIcon>
            {t(`products.actions.${action}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
