import { hasPermission, type Partner } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import { actionsColumn, switchColumn, textColumn, titleColumn } from '../../../components/columns/columns.tsx';
import type { TableColumn } from '../../../components/lists/data-table.tsx';
import { href } from '../../../lib/areas.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { partners } from '../api.ts';

/** The partners list's columns: name with logo and website, type, contacts, leads, active, edit. */
export function usePartnerColumns(): TableColumn<Partner>[] {
  const { t } = useTranslation();
  const grants = useCurrentUser().role_has_permission;
  const active = partners.useStatus();
  const field = (name: string) => t(`partners.fields.${name}`);
  return [
    titleColumn(
      { field: 'name', headerName: field('name'), flex: 1.5, minWidth: 220 },
      { title: (row) => row.name, subtitle: (row) => row.website, avatar: (row) => row.logo?.small },
    ),
    textColumn({ field: 'type', headerName: field('type'), width: 150 }, (row) => t(`partners.type.${row.type}`)),
    textColumn({ field: 'hotline', headerName: field('hotline'), width: 130 }, (row) => row.hotline),
    textColumn({ field: 'email', headerName: field('email'), flex: 1, minWidth: 170 }, (row) => row.email),
    { field: 'leads_count', headerName: field('leads'), width: 120, type: 'number' },
    switchColumn(
      { field: 'active', headerName: field('active'), width: 110 },
      {
        checked: (row) => row.active === 1,
        label: (on) => t(on ? 'partners.active.on' : 'partners.active.off'),
        testId: (row) => `partner-active-${row.id}`,
        canChange: hasPermission(grants, 'partners-status'),
        change: (row, value) => active.mutateAsync({ id: row.id, value, version: row.row_version }),
      },
    ),
    actionsColumn(t('fields.actions'), {
      testId: 'partner',
      width: 100,
      edit: hasPermission(grants, 'partners-update') ? (row) => href('partners.edit', { id: row.id }) : undefined,
    }),
  ];
}
