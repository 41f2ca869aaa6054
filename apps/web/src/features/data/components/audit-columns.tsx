import type { AuditEntry } from '@admin/contract';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { dateColumn, textColumn } from '../../../components/columns/columns.tsx';
import type { TableColumn } from '../../../components/lists/data-table.tsx';

/** The audit log's columns: when, who, what, which record, from where, and its changes. */
export function useAuditColumns(onChanges: (entry: AuditEntry) => void): TableColumn<AuditEntry>[] {
  const { t } = useTranslation();
  const field = (name: string) => t(`data.audit.fields.${name}`);
  return [
    dateColumn({ field: 'created_at', headerName: field('when'), width: 160 }),
    textColumn({ field: 'username', headerName: field('who'), width: 150 }, (row) => row.username ?? t('data.audit.system')),
    textColumn({ field: 'action', headerName: field('what'), flex: 1, minWidth: 160 }, (row) =>
      t(`audit.actions.${row.action}`, { defaultValue: row.action }),
    ),
    textColumn({ field: 'entity', headerName: field('area'), flex: 1, minWidth: 150 }, (row) =>
      t(`audit.entities.${row.entity}`, { defaultValue: row.entity }),
    ),
    textColumn({ field: 'entity_id', headerName: field('record'), width: 100 }, (row) => row.entity_id),
    textColumn({ field: 'ip', headerName: field('ip'), width: 130 }, (row) => row.ip),
    {
      field: 'changes',
      headerName: field('changes'),
      width: 120,
      sortable: false,
      renderCell: ({ row }) =>
        row.before === null && row.after === null ? (
          '_'
        ) : (
          <Button size="small" onClick={() => onChanges(row)} data-testid={`audit-changes-${row.id}`}>
            {t('data.audit.show')}
          </Button>
        ),
    },
  ];
}
