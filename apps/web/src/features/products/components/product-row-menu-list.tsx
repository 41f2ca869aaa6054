import type { Product } from '@admin/contract';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
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
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../lib/areas.ts';
import type { ProductAction } from '../api.ts';

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

/** A row's open menu (product-row-menu.tsx): preview, checklist and the row's status actions. */
export default function ProductRowMenuList({
  anchor,
  onClose,
  product,
  actions,
  onAction,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  product: Product;
  actions: ProductAction[];
  onAction: (product: Product, action: ProductAction) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <MenuItem component={Link} to={href('products.preview', { id: product.id })} onClick={onClose}>
        <ListItemIcon>
          <VisibilityRounded fontSize="small" />
        </ListItemIcon>
        {t('products.actions.preview')}
      </MenuItem>
      <MenuItem component={Link} to={`${href('checklist.checklist')}?product_id=${product.id}`} onClick={onClose}>
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
            onClose();
            onAction(product, action);
          }}
        >
          <ListItemIcon>{ACTION_ICONS[action]}</ListItemIcon>
          {t(`products.actions.${action}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
