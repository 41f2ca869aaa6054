import { AUDIT_ENTITY_PERMISSIONS, type AuditEntry } from '@admin/contract';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { datesFilter, optionsFilter } from '../../../components/list-filters.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { auditLog, exportRuns } from '../api.ts';
import { useAuditColumns } from '../components/audit-columns.tsx';
import { ChangesDialog } from '../components/changes-dialog.tsx';
import { ExportCatalogue } from '../components/export-catalogue.tsx';
import { useHistoryColumns } from '../components/history-columns.tsx';

const TABS = ['exports', 'history', 'audit'] as const;
type DataTab = (typeof TABS)[number];

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

function HistoryTab() {
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

function AuditTab() {
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

/** /data: every export in one place, the user's export history, and (with full access) the audit log. */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const fullAccess = useCurrentUser().role_has_permission === 1;
  const tabs = TABS.filter((tab) => tab !== 'audit' || fullAccess);
  const asked = params.get('tab') as DataTab | null;
  const tab: DataTab = asked && tabs.includes(asked) ? asked : 'exports';
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
        {t('data.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t('data.subtitle')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, next: DataTab) => setParams(next === 'exports' ? {} : { tab: next })}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((name) => (
          <Tab key={name} value={name} label={t(`data.tabs.${name}`)} data-testid={`data-tab-${name}`} />
        ))}
      </Tabs>
      {tab === 'exports' && <ExportCatalogue />}
      {tab === 'history' && <HistoryTab />}
      {tab === 'audit' && <AuditTab />}
    </Box>
  );
}
