import { hasPermission, STORE_MESSAGES, type StoreDetail } from '@admin/contract';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MuiLink from '@mui/material/Link';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/dialogs/action-dialog.tsx';
import { lazyPanel } from '../../../components/lazy-panel.tsx';
import { catalogueMessage } from '../../../components/products/messages.ts';
import { Link, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { translateMessage } from '../../../i18n/setup.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { confirm, showAlert, showQuickMessage } from '../../../lib/feedback.ts';
import { formatMoney } from '../../../lib/format.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { storeDetailQuery, useUpdateStore, type StoreUpdate } from '../api.ts';
import { StoreStatusChip } from '../components/store-status-chip.tsx';
import { BankTab, GeneralTab, IdentityTab } from '../components/store-tabs.tsx';
import { parseId } from '../../../lib/route-params.ts';

// the products tab (its table) loads when opened
const ProductsTab = lazyPanel(() => import('../components/store-products-tab.tsx').then((m) => m.ProductsTab), 520, 0);

const TABS = ['general', 'identity', 'products', 'bank'] as const;
type TabKey = (typeof TABS)[number];

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(storeDetailQuery(parseId(params)));
  return null;
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>{value}</Typography>
    </Box>
  );
}

/** The switches in the store's header: status, loan permission, store or station. */
function StoreControls({
  store,
  canUpdate,
  canStatus,
}: {
  store: StoreDetail;
  canUpdate: boolean;
  canStatus: boolean;
}) {
  const { t } = useTranslation();
  const update = useUpdateStore(store.id);
  const run = async (change: StoreUpdate, message: string) => {
    try {
      await update.mutateAsync(change);
      // a one-click change (loans allowed, store or station, status) confirms with a short toast
      showQuickMessage({ type: 'success', body: catalogueMessage(message) });
    } catch (error) {
      if (!(isApiError(error) && error.shown))
        showAlert({ type: 'error', message: error instanceof Error ? translateMessage(error.message) : String(error) });
    }
  };
  const [suspending, setSuspending] = useState(false);
  const toggleStatus = async () => {
    if (store.status === 'active') {
      setSuspending(true);
    } else {
      if (!(await confirm({ title: t('stores.status.confirmActivate', { name: store.name }) }))) return;
      await run({ kind: 'status', status: 'active' }, STORE_MESSAGES.statusUpdated);
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <ReasonDialog
        open={suspending}
        title={t('stores.status.reasonPrompt')}
        confirmLabel={t('stores.status.suspended')}
        testIds={{ dialog: 'suspend-dialog', input: 'suspend-reason', confirm: 'suspend-confirm' }}
        onClose={() => setSuspending(false)}
        onSubmit={async (reason) => {
          setSuspending(false);
          await run({ kind: 'status', status: 'suspended', reason }, STORE_MESSAGES.statusUpdated);
        }}
      />
      <FormControlLabel
        control={
          <Switch
            checked={store.status === 'active'}
            disabled={!canStatus || update.isPending}
            onChange={() => void toggleStatus()}
            data-testid="store-status"
          />
        }
        label={t(`stores.status.${store.status}`)}
      />
      <FormControlLabel
        control={
          <Switch
            checked={store.is_loanable === 1}
            disabled={!canUpdate || update.isPending}
            onChange={(e) =>
              void run({ kind: 'loanable', is_loanable: e.target.checked ? 1 : 0 }, STORE_MESSAGES.updated)
            }
            data-testid="store-loanable"
          />
        }
        label={t('stores.fields.loanable')}
      />
      <TextField
        select
        size="small"
        label={t('stores.fields.kind')}
        value={store.is_station}
        disabled={!canUpdate || update.isPending}
        onChange={(e) =>
          void run({ kind: 'type', is_station: Number(e.target.value) as 1 | 2 }, STORE_MESSAGES.updated)
        }
        sx={{ width: 150 }}
        slotProps={{ select: { 'data-testid': 'store-type' } as object }}
      >
        <MenuItem value={1}>{t('stores.kind.store')}</MenuItem>
        <MenuItem value={2}>{t('stores.kind.station')}</MenuItem>
      </TextField>
    </Box>
  );
}

/** /stores/:id: the store page with its breadcrumbs and tabs. */
export function Component() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const id = parseId(useParams());
  const { data: store } = useSuspenseQuery(storeDetailQuery(id));
  const [params, setParams] = useSearchParams();
  const tab: TabKey = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as TabKey)
    : 'general';
  const canUpdate = hasPermission(me.role_has_permission, 'stores-update');
  const canStatus = hasPermission(me.role_has_permission, 'stores-status');

  return (
    <>
      <Breadcrumbs sx={{ mb: 1.5 }} data-testid="store-breadcrumbs">
        <MuiLink component={Link} to={href('home.home')} underline="hover" color="inherit">
          {t('stores.breadcrumbs.home')}
        </MuiLink>
        <MuiLink component={Link} to={href('stores.list')} underline="hover" color="inherit">
          {t('stores.list.title')}
        </MuiLink>
        <Typography color="text.primary">{store.name}</Typography>
      </Breadcrumbs>
      <Card sx={{ p: 2.5, mb: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Box sx={{ flex: 1, minWidth: 220 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <Typography variant="h5" component="h1">
                {store.name}
              </Typography>
              <StoreStatusChip status={store.status} />
            </Box>
            <Typography color="text.secondary">
              #{store.id} · {t(`products.sellerType.${store.type}`)} ·{' '}
              {store.location?.name ?? t('pickers.anyLocation')}
            </Typography>
            {store.status === 'suspended' && store.suspended_reason && (
              <Typography color="error.main" variant="body2">
                {store.suspended_reason}
              </Typography>
            )}
          </Box>
          <StoreControls store={store} canUpdate={canUpdate} canStatus={canStatus} />
        </Box>
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
          <Stat label={t('stores.fields.own')} value={store.own_products} />
          <Stat label={t('stores.fields.sold')} value={store.sold_products} />
          <Stat label={t('stores.fields.purchased')} value={store.purchased_products} />
          <Stat label={t('stores.fields.followers')} value={store.followers} />
          <Stat label={t('stores.fields.totalSale')} value={formatMoney(store.total_sale_amount)} />
        </Box>
      </Card>
      <Card>
        <Tabs
          value={tab}
          onChange={(_e, next: TabKey) => setParams({ tab: next }, { replace: true })}
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
          variant="scrollable"
        >
          {TABS.map((key) => (
            <Tab key={key} value={key} label={t(`stores.tabs.${key}`)} data-testid={`store-tab-${key}`} />
          ))}
        </Tabs>
        <Box sx={{ p: 2.5 }}>
          {tab === 'general' && <GeneralTab key={store.updated_at} store={store} canUpdate={canUpdate} />}
          {tab === 'identity' && <IdentityTab key={store.updated_at} store={store} canUpdate={canUpdate} />}
          {tab === 'products' && <ProductsTab store={store} />}
          {tab === 'bank' && <BankTab store={store} canUpdate={canUpdate} />}
        </Box>
      </Card>
    </>
  );
}
