import { useHeldRecord } from '../../../lib/live-records.ts';
import { hasPermission, type CashLoanStatus } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs } from 'react-router';
import { StatusChip } from '../../../components/columns/row-parts.tsx';
import { href } from '../../../lib/areas.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { EMPTY, formatDate, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { parseId, useRouteItem } from '../../../lib/route-params.ts';
import { cashLoanDetail, cashLoanHistory } from '../api.ts';
import { Fact } from '../components/fact.tsx';
import { MoveButtons } from '../components/move-buttons.tsx';
import { TabBar } from '../components/tab-bar.tsx';
import { Timeline } from '../components/timeline.tsx';
import { lazyDialog } from '../../../components/dialogs/lazy-dialog.tsx';

// opened by a move or the scores' edit: their forms (react-hook-form) load then
const CashLoanMoveDialog = lazyDialog(() =>
  import('../components/cash-loan-dialogs.tsx').then((m) => m.CashLoanMoveDialog),
);
const CashLoanScoresDialog = lazyDialog(() =>
  import('../components/cash-loan-dialogs.tsx').then((m) => m.CashLoanScoresDialog),
);

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(cashLoanDetail(parseId(params)));
  return null;
}

/**
 * /finance-loans/{id}/view-detail: a cash loan application, its scores and risk grade, the moves
 * it may take now (a reason to reject or abort, the amount to disburse) and who did what.
 */
export function Component() {
  const { t } = useTranslation();
  const grants = useCurrentUser().role_has_permission;
  const { item: loan } = useRouteItem(cashLoanDetail);
  const history = useQuery(cashLoanHistory(loan.id));
  // its moves and scores are made on the version shown
  useHeldRecord('cash_loan', loan.id, loan.row_version);
  const [moving, setMoving] = useState<CashLoanStatus | null>(null);
  const [scoring, setScoring] = useState(false);
  const f = (name: string) => t(`transactions.cashLoans.fields.${name}`);
  const status = (s: string) => t(`transactions.loanStatus.${s}`);
  const vehicle = loan.collateral_vehicle;

  return (
    <>
      <TabBar
        back={{ to: href('transactions.cashLoans'), label: t('transactions.cashLoans.title') }}
        tabs={[]}
        current=""
        onChange={() => undefined}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Card sx={{ p: 2 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
              <Typography variant="h6" component="h1" sx={{ fontSize: 18 }} data-testid="cash-loan-code">
                {loan.code}
              </Typography>
              <StatusChip status={loan.status} label={status(loan.status)} />
              <Box sx={{ flex: 1 }} />
              {hasPermission(grants, 'cash-loans-status') && (
                <MoveButtons
                  targets={loan.allowed_statuses}
                  negative={(s) => s === 'rejected' || s === 'aborted'}
                  label={status}
                  onMove={setMoving}
                  testId={(s) => `cash-loan-move-${s}`}
                />
              )}
            </Box>
            {loan.status_reason && (
              <Typography color={loan.status === 'rejected' || loan.status === 'aborted' ? 'error' : 'text.secondary'}>
                {loan.rejected_by
                  ? t('transactions.cashLoans.rejectedReason', {
                      who: t(`transactions.cashLoans.rejectedBy.${loan.rejected_by}`),
                      reason: loan.status_reason,
                    })
                  : t('transactions.loans.reason', { reason: loan.status_reason })}
              </Typography>
            )}
            <Box sx={{ mt: 1 }}>
              <Fact label={f('applicant')}>{loan.name}</Fact>
              <Fact label={f('phone')}>{loan.phone}</Fact>
              <Fact label={f('idNumber')}>{loan.id_number}</Fact>
              <Fact label={f('birth')}>{loan.date_of_birth ? formatDate(loan.date_of_birth) : EMPTY}</Fact>
              <Fact label={f('province')}>{loan.province?.name}</Fact>
              <Fact label={f('store')}>{loan.applicant_store?.name}</Fact>
              <Fact label={f('amount')}>
                <span data-testid="cash-loan-amount">{formatMoney(loan.amount)}</span>
              </Fact>
              <Fact label={f('tenor')}>{t('transactions.loans.months', { count: loan.tenor_months })}</Fact>
              <Fact label={f('purpose')}>{loan.purpose}</Fact>
              <Fact label={f('income')}>{formatMoney(loan.monthly_income)}</Fact>
              <Fact label={f('employment')}>{loan.employment}</Fact>
              <Fact label={f('vehicle')}>
                {vehicle
                  ? [`${vehicle.brand} ${vehicle.model}`, vehicle.year, vehicle.plate].filter(Boolean).join(' · ')
                  : EMPTY}
              </Fact>
              <Fact label={f('partner')}>{loan.partner?.name}</Fact>
              <Fact label={f('assignedTo')}>{loan.assigned_to?.name}</Fact>
              <Fact label={f('disbursedAmount')}>
                {loan.disbursed_amount === null
                  ? EMPTY
                  : `${formatMoney(loan.disbursed_amount)} · ${formatDateTime(loan.disbursed_at!)}`}
              </Fact>
              <Fact label={f('createdAt')}>{formatDateTime(loan.created_at)}</Fact>
            </Box>
          </Card>
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Card sx={{ p: 2 }} data-testid="cash-loan-scores">
            <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
              <Typography variant="h6" component="h2" sx={{ fontSize: 16, flex: 1 }}>
                {t('transactions.cashLoans.scores')}
              </Typography>
              {hasPermission(grants, 'cash-loans-update') && ['applied', 'processing'].includes(loan.status) && (
                <Button size="small" onClick={() => setScoring(true)} data-testid="scores-edit">
                  {t('transactions.cashLoans.scoresTitle')}
                </Button>
              )}
            </Box>
            <Fact label={f('grade')}>
              <span data-testid="cash-loan-grade">{loan.risk_grade ?? EMPTY}</span>
            </Fact>
            <Fact label={f('cic')}>{loan.cic_score ?? EMPTY}</Fact>
            <Fact label={f('internal')}>{loan.internal_score ?? EMPTY}</Fact>
            <Fact label={f('scoredBy')}>
              {loan.scored_at ? `${loan.scored_by?.name ?? EMPTY} · ${formatDateTime(loan.scored_at)}` : EMPTY}
            </Fact>
          </Card>
          <Timeline events={history.data ?? []} title={t('transactions.loans.history')} statusLabel={status} />
        </Box>
      </Box>
      {moving && <CashLoanMoveDialog loan={loan} to={moving} onClose={() => setMoving(null)} />}
      {scoring && <CashLoanScoresDialog loan={loan} onClose={() => setScoring(false)} />}
    </>
  );
}
