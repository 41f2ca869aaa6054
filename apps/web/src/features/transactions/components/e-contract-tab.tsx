import { hasPermission, type EContract, type TransactionDetail } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/columns/row-parts.tsx';
import { api } from '../../../lib/api-client.ts';
import { getQuery, useAreaMutation } from '../../../lib/area-queries.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { EMPTY, formatDateTime } from '../../../lib/format.ts';
import { transactions } from '../api.ts';
import { ReasonDialog } from '../../../components/dialogs/action-dialog.tsx';
import { Timeline } from './timeline.tsx';

const contractQuery = (id: number) =>
  getQuery<EContract | null>([...transactions.keys.detail(id), 'e-contract'], `/transactions/${id}/e-contract`);

/**
 * The 'E-Contract' tab: the sale contract's latest version, its PDF and SHA-256, the signers, and
 * the steps staff take (prepare, send, remind the signers, record a signature made on paper, void);
 * a sent contract is signed in the buyer's and the seller's app (or on paper).
 */
export function EContractTab({ item }: { item: TransactionDetail }) {
  const { t } = useTranslation();
  const canCreate = hasPermission(useCurrentUser().role_has_permission, 'e-contracts-create');
  const contract = useQuery(contractQuery(item.id));
  const run = useAreaMutation(transactions.keys, (call: () => Promise<unknown>) => call());
  const act = (call: () => Promise<unknown>) =>
    void run
      .mutateAsync(call)
      .then(() => showQuickMessage({ type: 'success' }))
      .catch(() => undefined);
  const c = contract.data;
  const [voiding, setVoiding] = useState(false);
  const canPrepare =
    canCreate &&
    ['new', 'confirmed'].includes(item.status) &&
    (!c || ['voided', 'declined', 'expired'].includes(c.status));

  if (contract.isPending) return <Card sx={{ p: 2, minHeight: 120 }} aria-busy="true" />;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
      <Card sx={{ p: 2 }} data-testid="e-contract">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: 16 }}>
            {c ? `${c.contract_no} · v${c.version}` : t('transactions.contract.none')}
          </Typography>
          {c && <StatusChip status={c.status} label={t(`transactions.contract.status.${c.status}`)} />}
          <Box sx={{ flex: 1 }} />
          {/* the steps the contract's state offers now, each one call */}
          {(
            [
              ['prepare', canPrepare, `/transactions/${item.id}/e-contract`, 'contained'],
              ['send', canCreate && c?.status === 'draft', `/transactions/contracts/${c?.id}/send`, 'contained'],
              [
                'remind',
                canCreate && c?.status === 'sent' && c.signers.some((s) => s.status === 'pending'),
                `/transactions/contracts/${c?.id}/remind`,
                'outlined',
              ],
            ] as const
          ).map(
            ([step, shown, path, variant]) =>
              shown && (
                <Button
                  key={step}
                  variant={variant}
                  size="small"
                  onClick={() => act(() => api.post(path, {}))}
                  data-testid={`contract-${step}`}
                >
                  {t(`transactions.contract.${step}`)}
                </Button>
              ),
          )}
          {canCreate && c && ['draft', 'sent'].includes(c.status) && (
            <Button
              variant="outlined"
              color="error"
              size="small"
              onClick={() => setVoiding(true)}
              data-testid="contract-void"
            >
              {t('transactions.contract.void')}
            </Button>
          )}
        </Box>
        {c && (
          <Box sx={{ mt: 1.5, display: 'grid', gap: 0.5 }}>
            <Typography variant="body2">
              {t('transactions.contract.document')}:{' '}
              {c.signed_document_url || c.document_url ? (
                <Link href={(c.signed_document_url ?? c.document_url)!} target="_blank" rel="noopener">
                  PDF
                </Link>
              ) : (
                EMPTY
              )}
            </Typography>
            <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
              SHA-256: {c.signed_sha256 ?? c.document_sha256 ?? EMPTY}
            </Typography>
            <Typography variant="body2">
              {t('transactions.contract.sentAt')}: {c.sent_at ? formatDateTime(c.sent_at) : EMPTY} ·{' '}
              {t('transactions.contract.expiresAt')}: {c.expires_at ? formatDateTime(c.expires_at) : EMPTY}
            </Typography>
            {(c.void_reason || c.decline_reason) && (
              <Typography variant="body2" color="error">
                {c.void_reason ?? c.decline_reason}
              </Typography>
            )}
            <Typography variant="subtitle2" sx={{ mt: 1 }}>
              {t('transactions.contract.signers')}
            </Typography>
            {c.signers.map((s) => (
              <Box key={s.role} sx={{ display: 'flex', gap: 1, alignItems: 'center' }} data-testid={`signer-${s.role}`}>
                <Typography sx={{ flex: 1 }}>
                  {t(`transactions.contract.roles.${s.role}`)}: {s.name}
                </Typography>
                {canCreate && c.status === 'sent' && s.status === 'pending' && (
                  // a signer who signed the printed contract: the scan of the signed page stands for the signature
                  <Button component="label" size="small" data-testid={`paper-signature-${s.role}`}>
                    {t('transactions.contract.paperSigned')}
                    <input
                      type="file"
                      hidden
                      accept="image/png,image/jpeg,image/webp"
                      aria-label={t('transactions.contract.paperSignedOf', {
                        role: t(`transactions.contract.roles.${s.role}`),
                      })}
                      data-testid={`paper-signature-file-${s.role}`}
                      onChange={(event) => {
                        const file = event.target.files?.[0];
                        event.target.value = '';
                        if (!file) return;
                        const form = new FormData();
                        form.append('role', s.role);
                        form.append('file', file);
                        act(() => api.post(`/transactions/contracts/${c.id}/paper-signature`, form));
                      }}
                    />
                  </Button>
                )}
                <StatusChip status={s.status} label={t(`transactions.contract.signerStatus.${s.status}`)} />
                <Typography variant="caption" color="text.secondary" sx={{ width: 120, textAlign: 'right' }}>
                  {s.signed_at ? formatDateTime(s.signed_at) : EMPTY}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Card>
      {c && (
        <ReasonDialog
          open={voiding}
          title={t('transactions.contract.voidTitle')}
          label={t('transactions.contract.voidReason')}
          confirmLabel={t('transactions.contract.void')}
          onClose={() => setVoiding(false)}
          onSubmit={(reason) => run.mutateAsync(() => api.post(`/transactions/contracts/${c.id}/void`, { reason }))}
        />
      )}
      {c && (
        <Timeline
          events={c.events}
          title={t('transactions.contract.events')}
          statuses="transactions.contract.status"
          types="transactions.contract.eventTypes"
        />
      )}
    </Box>
  );
}
