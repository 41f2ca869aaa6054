import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { lazyPanel } from '../../../components/lazy-panel.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { loadAreaTexts } from '../../../i18n/setup.ts';
import { ExportChoices } from '../components/export-choices.tsx';

const TABS = ['exports', 'history', 'imports', 'audit'] as const;
type DataTab = (typeof TABS)[number];

// the history and the audit log (their tables) load when their tab is opened
const HistoryTab = lazyPanel(() => import('../components/data-tabs.tsx').then((m) => m.HistoryTab), 480, 0);
const ImportsTab = lazyPanel(
  () => Promise.all([import('../components/imports-tab.tsx'), loadAreaTexts('imports')]).then(([m]) => m.ImportsTab),
  480,
  0,
);
const AuditTab = lazyPanel(() => import('../components/data-tabs.tsx').then((m) => m.AuditTab), 480, 0);

/** /data: every export in one place, the user's export and import histories, and (with full access) the audit log. */
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
      {tab === 'exports' && <ExportChoices />}
      {tab === 'history' && <HistoryTab />}
      {tab === 'imports' && <ImportsTab />}
      {tab === 'audit' && <AuditTab />}
    </Box>
  );
}
