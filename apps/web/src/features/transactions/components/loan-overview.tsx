import { hasPermission, loanStep, type LoanDetail } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import EditRounded from '@mui/icons-material/EditRounded';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../lib/auth.ts';
import { EMPTY, formatDate, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { loanBuyer, loanHistory } from '../api.ts';
import { detailsHref } from './detail-tabs.ts';
import { Fact } from './fact.tsx';
import { LoanStatusChip, useLoanStatusLabel } from './loan-status-chip.tsx';
import { MoveButtons } from './move-buttons.tsx';
import { Timeline } from './timeline.tsx';
import { lazyDialog } from '../../../components/dialogs/lazy-dialog.tsx';

// opened by a move or a bank account's edit: their forms (react-hook-form) load then
const LoanMoveDialog = lazyDialog(() => import('./loan-dialogs.tsx').then((m) => m.LoanMoveDialog));
const BankAccountDialog = lazyDialog(() => import('./loan-dialogs.tsx').then((m) => m.BankAccountDialog));

function CardTitle({ children, action }: { children: string; action?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: 16, flex: 1 }}>
        {children}
      </Typography>
      {action}
    </Box>
  );
}

/** The borrower as the lender sees them; the ID-card pictures come as links valid for 5 minutes. */
function BuyerCard({ loanId }: { loanId: number }) {
  const { t } = useTranslation();
  const { data: buyer } = useQuery(loanBuyer(loanId));
  const f = (name: string) => t(`transactions.buyer.${name}`);
  return (
    <Card sx={{ p: 2 }} data-testid="loan-buyer" aria-busy={!buyer}>
      <CardTitle>{f('title')}</CardTitle>
      {buyer && (
        <>
          <Fact label={f('name')}>{buyer.buyer_name}</Fact>
          <Fact label={f('phone')}>{buyer.phone}</Fact>
          <Fact label={f('email')}>{buyer.email}</Fact>
          <Fact label={f('birth')}>{buyer.date_of_birth ? formatDate(buyer.date_of_birth) : EMPTY}</Fact>
          <Fact label={f('idNumber')}>
            {buyer.id_number
              ? [buyer.id_number, buyer.id_issued_date && formatDate(buyer.id_issued_date), buyer.id_issued_place]
                  .filter(Boolean)
                  .join(' · ')
              : EMPTY}
          </Fact>
          <Fact label={f('address')}>{buyer.current_address ?? buyer.permanent_address}</Fact>
          <Fact label={f('occupation')}>{buyer.occupation}</Fact>
          <Fact label={f('income')}>{formatMoney(buyer.monthly_income)}</Fact>
          <Box sx={{ display: 'flex', gap: 1.5, mt: 1.5 }}>
            {(['front_image', 'back_image'] as const).map((side) => {
              const image = buyer.identity_card_image[side];
              return (
                <Box key={side} sx={{ width: 160 }}>
                  {image ? (
                    <a href={image.original} target="_blank" rel="noopener" data-testid={`id-card-${side}`}>
                      <Box
                        component="img"
                        src={image.medium}
                        alt={f(side)}
                        sx={{ width: 160, height: 100, objectFit: 'cover', borderRadius: 1, display: 'block' }}
                      />
                    </a>
                  ) : (
                    <Box
                      sx={{
                        width: 160,
                        height: 100,
                        borderRadius: 1,
                        bgcolor: 'muted',
                        display: 'grid',
                        placeItems: 'center',
                      }}
                    >
                      <Typography variant="caption" color="text.secondary">
                        {t('transactions.buyer.noImage')}
                      </Typography>
                    </Box>
                  )}
                  <Typography variant="caption" color="text.secondary">
                    {f(side)}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </>
      )}
    </Card>
  );
}

/**
 * A loan's overview: where it stands and the moves it may take, the vehicle and the money, the
 * payee accounts (locked once the payout is recorded), the borrower, and who did what.
 */
export function LoanOverview({ loan }: { loan: LoanDetail }) {
  const { t } = useTranslation();
  const grants = useCurrentUser().role_has_permission;
  const label = useLoanStatusLabel();
  const history = useQuery(loanHistory(loan.id));
  const [moving, setMoving] = useState<string | null>(null);
  const [bankSide, setBankSide] = useState<'seller' | 'buyer' | null>(null);
  const f = (name: string) => t(`transactions.loans.fields.${name}`);
  const step = loanStep(loan.loan_status, loan.product_code);
  const canBank = hasPermission(grants, 'loans-update') && !loan.bank_locked;
  const sale = { id: loan.transaction_id, type: loan.kind };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Card sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ fontSize: 18 }} data-testid="loan-code">
              {loan.code}
            </Typography>
            <LoanStatusChip status={loan.loan_status} productCode={loan.product_code} />
            <Typography color="text.secondary">
              {t(`transactions.type.${loan.kind}`)} · {loan.partner?.name ?? loan.product_code.toUpperCase()}
            </Typography>
            <Box sx={{ flex: 1 }} />
            {hasPermission(grants, 'loans-status') && (
              <MoveButtons
                targets={loan.allowed_statuses}
                negative={(s) =>
                  ['rejected', 'lender-rejected', 'aborted'].includes(loanStep(s, loan.product_code) ?? '')
                }
                label={(s) => label(s, loan.product_code)}
                onMove={setMoving}
                testId={(s) => `loan-move-${s}`}
              />
            )}
          </Box>
          {loan.status_reason && (
            <Typography color={step?.includes('rejected') || step === 'aborted' ? 'error' : 'text.secondary'}>
              {t('transactions.loans.reason', { reason: loan.status_reason })}
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 2, mt: 1.5, alignItems: 'center' }}>
            {loan.product.picture && (
              <Box
                component="img"
                src={loan.product.picture}
                alt=""
                sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 1 }}
              />
            )}
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{loan.product.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                <Link to={detailsHref(sale)} data-testid="loan-transaction">
                  {loan.transaction_code}
                </Link>
                {' · '}
                {loan.buyer_name} · {loan.phone}
              </Typography>
            </Box>
          </Box>
          <Box sx={{ mt: 1.5 }}>
            <Fact label={f('price')}>{formatMoney(loan.vehicle_price)}</Fact>
            <Fact label={f('downPayment')}>{formatMoney(loan.down_payment)}</Fact>
            <Fact label={t('transactions.loan.requested')}>{formatMoney(loan.requested_amount)}</Fact>
            <Fact label={t('transactions.loan.approved')}>
              <span data-testid="loan-approved">{formatMoney(loan.approved_amount)}</span>
            </Fact>
            <Fact label={t('transactions.loans.tenor')}>
              {t('transactions.loans.months', { count: loan.tenor_months })}
            </Fact>
            <Fact label={t('transactions.loans.contractNo')}>{loan.partner_contract_no}</Fact>
            <Fact label={f('assignedTo')}>{loan.assigned_to?.name}</Fact>
            <Fact label={f('submittedAt')}>{loan.submitted_at ? formatDateTime(loan.submitted_at) : EMPTY}</Fact>
            <Fact label={f('decidedAt')}>{loan.decided_at ? formatDateTime(loan.decided_at) : EMPTY}</Fact>
            <Fact label={f('disbursedAt')}>{loan.disbursed_at ? formatDateTime(loan.disbursed_at) : EMPTY}</Fact>
          </Box>
        </Card>
        <Card sx={{ p: 2 }} data-testid="loan-banks">
          <CardTitle>{t('transactions.loans.banks')}</CardTitle>
          {loan.bank_locked && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('transactions.loans.bankLocked')}
            </Typography>
          )}
          {(['seller', 'buyer'] as const).map((side) => (
            <Box
              key={side}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                py: 0.5,
                borderTop: side === 'buyer' ? 1 : 0,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography color="text.secondary" variant="body2">
                  {t(`transactions.loans.side.${side}`)}
                </Typography>
                <Typography sx={{ fontWeight: 600 }} data-testid={`bank-${side}`}>
                  {loan[`${side}_bank_account`]
                    ? [loan[`${side}_bank_account`], loan[`${side}_bank_account_name`], loan[`${side}_bank_name`]].join(
                        ' · ',
                      )
                    : EMPTY}
                </Typography>
              </Box>
              {canBank && (
                <Button
                  size="small"
                  startIcon={<EditRounded />}
                  onClick={() => setBankSide(side)}
                  data-testid={`bank-edit-${side}`}
                  aria-label={t(`transactions.loans.bankTitle.${side}`)}
                >
                  {t('actions.edit')}
                </Button>
              )}
            </Box>
          ))}
        </Card>
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <BuyerCard loanId={loan.id} />
        <Timeline
          events={history.data ?? []}
          title={t('transactions.loans.history')}
          statusLabel={(s) => label(s, loan.product_code)}
        />
      </Box>
      {moving && <LoanMoveDialog loan={loan} to={moving} onClose={() => setMoving(null)} />}
      {bankSide && <BankAccountDialog loan={loan} side={bankSide} onClose={() => setBankSide(null)} />}
    </Box>
  );
}
