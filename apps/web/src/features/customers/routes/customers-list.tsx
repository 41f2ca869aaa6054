import { hasPermission, type Customer } from '@admin/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../components/lists/list-screen.tsx';
import { HeaderAction } from '../../../components/header-action.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { customers } from '../api.ts';
import { useCustomersColumns } from '../components/customers-columns.tsx';
import { lazyDialog } from '../../../components/dialogs/lazy-dialog.tsx';

// opened to add or edit a customer: its form loads then
const CustomerDialog = lazyDialog(() => import('../components/customer-dialog.tsx').then((m) => m.CustomerDialog));

export const loader = customers.listLoader;

/** /stations/vehicles/customers: the vehicles' owners, to find, add and edit. */
export function Component() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const canCreate = hasPermission(me.role_has_permission, 'vehicles-create');
  const canEdit = hasPermission(me.role_has_permission, 'vehicles-update');
  const [dialog, setDialog] = useState<{ item: Customer | null } | null>(null);

  return (
    <ListScreen
      resource={customers}
      texts="customers.list"
      actions={
        <HeaderAction
          show={canCreate}
          onClick={() => setDialog({ item: null })}
          testId="customer-create"
          label={t('customers.list.create')}
        />
      }
      columns={useCustomersColumns(canEdit, (item) => setDialog({ item }))}
      filters={[{ type: 'search', key: 'q', testId: 'customers-search', width: 320 }]}
    >
      <CustomerDialog open={dialog !== null} item={dialog?.item ?? null} onClose={() => setDialog(null)} />
    </ListScreen>
  );
}
