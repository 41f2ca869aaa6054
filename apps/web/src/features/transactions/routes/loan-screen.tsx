import { useHeldRecord } from '../../../lib/live-records.ts';
import Box from '@mui/material/Box';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { data, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { lazyPanel } from '../../../components/lazy-panel.tsx';
import { href } from '../../../lib/areas.ts';
import { openTab } from '../../../lib/open-tabs.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { parseId } from '../../../lib/route-params.ts';
import { loanDetail } from '../api.ts';
import { detailsHref, LOAN_TABS, loanHref, loanTabOf, type LoanTab } from '../components/detail-tabs.ts';
import { LoanOverview } from '../components/loan-overview.tsx';
import { TabBar } from '../components/tab-bar.tsx';

// the paperwork and the disbursement (with its form) load when their tab is opened
const PaperworkTab = lazyPanel(() => import('../components/loan-summary-tabs.tsx').then((m) => m.PaperworkTab));
const DisbursementPanel = lazyPanel(() =>
  import('../components/disbursement-panel.tsx').then((m) => m.DisbursementPanel),
);

/** The loan's id: `:loanId` under a sale (/transactions/{id}/finances/{loanId}), `:id` under /loans. */
const loanIdOf = (params: Record<string, string | undefined>) =>
  parseId(params.loanId === undefined ? params : { id: params.loanId });

/** A bad id or an unknown part is the 404 page; the loan is there before the screen renders. */
export async function loader({ params }: LoaderFunctionArgs) {
  if (!loanTabOf(params.part)) throw data('This page could not be found', { status: 404 });
  await queryClient.ensureQueryData(loanDetail(loanIdOf(params)));
  return null;
}

/**
 * A finance or credit loan in three tabs (overview with the borrower and history, paperwork,
 * disbursement), each its own route (spec section 2), with the back button to the loans list and
 * the next-tab button.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const { data: loan } = useSuspenseQuery(loanDetail(loanIdOf(params)));
  const current = loanTabOf(params.part) ?? 'overview';
  const back = href('transactions.loans');
  const go = (tab: LoanTab) => void navigate(loanHref(loan, loan.id, tab));
  useEffect(
    () =>
      openTab({
        id: loan.transaction_id,
        code: loan.transaction_code,
        label: loan.buyer_name,
        href: detailsHref({ id: loan.transaction_id, type: loan.kind }),
      }),
    [loan.transaction_id, loan.transaction_code, loan.buyer_name, loan.kind],
  );
  // its changes (the payee's account, the moves) are made on the version shown
  useHeldRecord('loan', loan.id, loan.row_version);

  return (
    <>
      <TabBar
        back={{ to: back, label: t('transactions.loans.title') }}
        title={{ code: loan.transaction_code, name: loan.buyer_name }}
        tabs={LOAN_TABS.map((key) => ({ key, label: t(`transactions.loans.tabs.${key}`), testId: `loan-tab-${key}` }))}
        current={current}
        onChange={go}
      />
      {current === 'overview' && <LoanOverview loan={loan} />}
      {current === 'paperwork' && <PaperworkTab transactionId={loan.transaction_id} returnTo={back} />}
      {current === 'disbursement' && (
        <Box sx={{ maxWidth: 760 }}>
          <DisbursementPanel loan={loan} returnTo={back} />
        </Box>
      )}
    </>
  );
}
