import { AUDIT_ENTITY_PERMISSIONS, type AuditEntry } from '@admin/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datesFilter, optionsFilter } from '../../../components/lists/list-filters.tsx';
import { ListScreen } from '../../../components/lists/list-screen.tsx';
import { auditLog, exportRuns } from '../api.ts';
import { useAuditColumns } from './audit-columns.tsx';
import { ChangesDialog } from './changes-dialog.tsx';
import { useHistoryColumns } from './history-columns.tsx';

/** What the audit search offers: the changes the API records, and the records they are about. */
const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'status',
  'login',
  'logout',
  'password_reset',
  'password_change',
  'invite',
  'accept',
  'revoke',
  'unlock',
  'approved',
  'registered',
] as const;
const AUDIT_AREAS = [...Object.keys(AUDIT_ENTITY_PERMISSIONS), 'role', 'session'];

/** The user's export history. */
export function HistoryTab() {
  const { t } = useTranslation();
  return (
    <ListScreen
      resource={exportRuns}
      texts="data.history"
      columns={useHistoryColumns()}
      emptyText={t('data.history.empty')}
    />
  );
}

/** The audit log (full access). */
export function AuditTab() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<AuditEntry | null>(null);
  return (
    <>
      <ListScreen
        resource={auditLog}
        texts="data.audit"
        columns={useAuditColumns(setOpen)}
        filters={[
          { type: 'search', key: 'username', placeholder: t('data.audit.who'), testId: 'audit-who', width: 200 },
          optionsFilter('action', t('data.audit.fields.what'), AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`audit.actions.${a}`, { defaultValue: a }) })), 'audit-action-filter', 180),
          optionsFilter('entity', t('data.audit.fields.area'), AUDIT_AREAS.map((e) => ({ value: e, label: t(`audit.entities.${e}`, { defaultValue: e }) })), 'audit-area-filter', 180),
          datesFilter(t('data.audit.from'), t('data.audit.to')),
        ]}
      />
      <ChangesDialog entry={open} onClose={() => setOpen(null)} />
    </>
  );
}
