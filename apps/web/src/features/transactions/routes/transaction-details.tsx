import { useHeldRecord } from '../../../lib/live-records.ts';
import { TRANSACTION_TYPES } from '@admin/contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod/mini';
import { lazyPanel } from '../../../components/lazy-panel.tsx';
import { href } from '../../../lib/areas.ts';
import { openTab } from '../../../lib/open-tabs.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { transactionDetail } from '../api.ts';
import { DETAIL_TABS, detailsHref, tabsOf, type DetailTab } from '../components/detail-tabs.ts';
import { DetailTab as TransactionDetailTab } from '../components/detail-tab.tsx';
import { TabBar } from '../components/tab-bar.tsx';

// the other tabs (the contract, the loan's paperwork and disbursement with its form) load when opened
const EContractTab = lazyPanel(() => import('../components/e-contract-tab.tsx').then((m) => m.EContractTab));
const PaperworkTab = lazyPanel(() => import('../components/loan-summary-tabs.tsx').then((m) => m.PaperworkTab));
const DisbursementTab = lazyPanel(() => import('../components/loan-summary-tabs.tsx').then((m) => m.DisbursementTab));

const params = z.object({
  type: z.catch(z.enum(TRANSACTION_TYPES), 'cash'),
  id: z.coerce.number().check(z.int(), z.positive()),
  tab: z.catch(z.enum(DETAIL_TABS), 'transactions-details'),
});

/** A bad `id` is the 404 page; the detail is there before the tabs render. */
export async function loader({ request }: LoaderFunctionArgs) {
  const parsed = params.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw new Response('Not Found', { status: 404 });
  await queryClient.ensureQueryData(transactionDetail(parsed.data.id));
  return null;
}

/**
 * /transactions/transactions-details?type=…&id=…&tab=…: one sale in tabs ('Transaction Detail',
 * 'E-Contract', and for a loan 'Paperwork' and 'Disbursement Information'), a back button to the
 * list and a next-tab button, disabled on the last tab.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { id, tab } = params.parse(Object.fromEntries(search));
  const { data: item } = useSuspenseQuery(transactionDetail(id));
  const tabs = tabsOf(item.type);
  const current: DetailTab = tabs.includes(tab) ? tab : tabs[0]!;
  const go = (to: DetailTab) => void navigate(detailsHref(item, to), { replace: true });
  useEffect(
    () =>
      openTab({
        id: item.id,
        code: item.code,
        label: item.buyer.name,
        href: detailsHref(item),
        version: item.row_version,
      }),
    [item],
  );
  // its moves are made on the version shown: one made meanwhile by someone else refuses them
  useHeldRecord('transaction', item.id, item.row_version);

  return (
    <>
      <TabBar
        back={{ to: href('transactions.list'), label: t('transactions.list.title') }}
        title={{ code: item.code, name: item.buyer.name }}
        tabs={tabs.map((key) => ({ key, label: t(`transactions.tabs.${key}`), testId: `tab-${key}` }))}
        current={current}
        onChange={go}
      />
      {current === 'transactions-details' && <TransactionDetailTab item={item} />}
      {current === 'e-contract' && <EContractTab item={item} />}
      {current === 'paperwork' && <PaperworkTab transactionId={item.id} />}
      {current === 'disbursement-information' && <DisbursementTab item={item} />}
    </>
  );
}
