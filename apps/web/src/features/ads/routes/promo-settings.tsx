import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { campaignSettingsQuery, packageGroupsQuery, topupSettingsQuery } from '../api.ts';
import { TopupTiers } from '../components/topup-tiers.tsx';

// the other tabs (their tables, the campaign type's dialog) load when they are opened
const CampaignSettings = lazy(() =>
  import('../components/campaign-settings.tsx').then((m) => ({ default: m.CampaignSettings })),
);
const PackagePrices = lazy(() =>
  import('../components/package-prices.tsx').then((m) => ({ default: m.PackagePrices })),
);

const TABS = ['topup', 'campaigns', 'packages'] as const;
type SettingsTab = (typeof TABS)[number];

/** /promo-settings: top-up tiers, campaign types, packages and promo prices; the tab is in the address. */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: SettingsTab = TABS.find((x) => x === params.get('tab')) ?? 'topup';
  const tiers = useQuery({ ...topupSettingsQuery(), enabled: tab === 'topup' });
  const campaigns = useQuery({ ...campaignSettingsQuery(), enabled: tab === 'campaigns' });
  const groups = useQuery({ ...packageGroupsQuery(), enabled: tab === 'packages' });
  const loading = (
    <Box sx={{ p: 2 }}>
      <Skeleton variant="rounded" height={240} sx={{ maxWidth: 640 }} />
    </Box>
  );
  return (
    <>
      <PageHeader title={t('ads.settings.title')} />
      <Card>
        <Tabs
          value={tab}
          onChange={(_e, next: SettingsTab) => setParams({ tab: next }, { replace: true })}
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map((x) => (
            <Tab key={x} value={x} label={t(`ads.settings.tabs.${x}`)} data-testid={`settings-tab-${x}`} />
          ))}
        </Tabs>
        <Suspense fallback={loading}>
          {tab === 'topup' && (tiers.data ? <TopupTiers tiers={tiers.data} /> : loading)}
          {tab === 'campaigns' && <CampaignSettings settings={campaigns.data} />}
          {tab === 'packages' && <PackagePrices groups={groups.data} />}
        </Suspense>
      </Card>
    </>
  );
}
