import {
  CAMPAIGN_TYPES,
  TRANSFER_KINDS,
  TRANSFER_STATUSES,
  hasPermission,
  walletTransferListQuery,
  type WalletTransfer,
} from '@admin/contract';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { DateRangeFields } from '../../../components/fields/date-field.tsx';
import { RowAction, rowActionsColumn } from '../../../components/columns/row-parts.tsx';
import { listFilters, valuesFilter } from '../../../components/lists/list-filters.tsx';
import { ListCard } from '../../../components/lists/list-parts.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href } from '../../../lib/areas.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { formatMoney } from '../../../lib/format.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { parseId, useRouteItem } from '../../../lib/route-params.ts';
import { createUrlState, useUrlState } from '../../../lib/url-state.ts';
import { useTransferNote, walletDetail, walletTransfers } from '../api.ts';
import { statusFilter, useTransferColumns } from '../components/ads-columns.tsx';
import { StatCard, StatRow } from '../../../components/stat-card.tsx';
import { lazyDialog } from '../../../components/dialogs/lazy-dialog.tsx';
import { useSavedColumns } from '../../../components/lists/list-views.ts';

// opened to edit a note: its form (react-hook-form) loads then
const NoteDialog = lazyDialog(() => import('../components/note-dialog.tsx').then((m) => m.NoteDialog));

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(walletDetail(parseId(params)));
  return null;
}

const { kind, status, direction, start_date, end_date, page, count } = walletTransferListQuery.shape;
const historyState = createUrlState({ kind, status, direction, start_date, end_date, page });
const PAGE_SIZE = count.parse(undefined);

/**
 * /promo-accounts/{id}/edit: a store's ads account: balance, top-ups, spend, its campaigns by type
 * and status, and the history of its transfers (filters, days, the editable note).
 */
export function Component() {
  const { t } = useTranslation();
  const grants = useCurrentUser().role_has_permission;
  const { item: wallet } = useRouteItem(walletDetail);
  const [search, onSearch] = useUrlState(historyState);
  const layout = useSavedColumns('ads.promoAccount.transfers');
  const history = useQuery(walletTransfers(wallet.id, { ...search, count: PAGE_SIZE }));
  const [editing, setEditing] = useState<WalletTransfer | null>(null);
  const saveNote = useTransferNote();
  const canEdit = hasPermission(grants, 'wallets-update');
  const columns = useTransferColumns(
    canEdit
      ? rowActionsColumn(
          t('fields.actions'),
          60,
          (row) => (
            <RowAction
              title={t('ads.account.editNote', { code: row.code })}
              icon={<EditNoteRounded fontSize="small" />}
              testId={`transfer-note-${row.id}`}
              onClick={() => setEditing(row)}
            />
          ),
          { hideHeader: true },
        )
      : undefined,
  );
  const a = (name: string, values?: Record<string, unknown>) => t(`ads.account.${name}`, values);
  return (
    <>
      <Button component={Link} to={href('ads.accounts')} startIcon={<ArrowBackRounded />} sx={{ mb: 1 }}>
        {a('back')}
      </Button>
      <PageHeader
        title={wallet.store.name}
        subtitle={[
          `#${wallet.id}`,
          wallet.phone,
          t(`ads.storeType.${wallet.store_type}`),
          t(`ads.walletStatus.${wallet.status}`),
        ]
          .filter(Boolean)
          .join(' · ')}
      />
      <StatRow>
        <StatCard
          label={a('balance')}
          value={formatMoney(wallet.balance)}
          testId="account-balance"
          detail={[
            a('available', { amount: formatMoney(wallet.available) }),
            wallet.pending > 0 && a('onHold', { amount: formatMoney(wallet.pending) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        />
        <StatCard
          label={a('totalTopup')}
          value={formatMoney(wallet.total_topup)}
          testId="account-topup"
          detail={a('bonus', { amount: formatMoney(wallet.total_bonus) })}
        />
        <StatCard
          label={a('totalSpent')}
          value={formatMoney(wallet.total_spent)}
          testId="account-spent"
          detail={a('refund', { amount: formatMoney(wallet.total_refund) })}
        />
        <StatCard label={a('campaignsTitle')} value={null} testId="account-campaigns">
          <Box sx={{ display: 'grid', gap: 0.75, mt: 0.5 }}>
            {CAMPAIGN_TYPES.map((type) => {
              const counts = wallet.campaigns[type];
              return (
                <Box key={type} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600, fontSize: 14 }}>
                    {`${t(`ads.campaignType.${type}`)}: ${counts?.total ?? 0}`}
                  </Typography>
                  {Object.entries(counts?.by_status ?? {}).map(([s, n]) => (
                    <Chip
                      key={s}
                      size="small"
                      variant="outlined"
                      label={`${t(`ads.campaignStatus.${s}`)} ${n}`}
                      sx={{ height: 22 }}
                    />
                  ))}
                </Box>
              );
            })}
          </Box>
        </StatCard>
      </StatRow>
      <ListCard<WalletTransfer>
        layout={layout}
        title={
          <Typography component="h2" sx={{ fontWeight: 600 }}>
            {a('historyTitle')}
          </Typography>
        }
        testId="account-history"
        rows={history.data?.data ?? []}
        columns={columns}
        loading={history.isFetching}
        total={history.data?.total ?? 0}
        page={search.page}
        pageSize={PAGE_SIZE}
        onPage={(next) => onSearch({ page: next })}
        emptyText={a('historyEmpty')}
        height="560px"
        filters={
          <>
            {listFilters('ads.account', search, onSearch, [
              valuesFilter('kind', a('kindFilter'), TRANSFER_KINDS, 'ads.transferKind', 'transfers-kind-filter', 190),
              statusFilter(t, TRANSFER_STATUSES, 'ads.transferStatus', 'transfers-status-filter', 150),
              valuesFilter(
                'direction',
                a('directionFilter'),
                ['in', 'out'],
                'ads.direction',
                'transfers-direction-filter',
                140,
              ),
            ])}
            <DateRangeFields
              labels={[t('ads.from'), t('ads.to')]}
              values={search}
              onChange={onSearch}
              testId="transfers"
              width={160}
            />
          </>
        }
      />
      {editing && (
        <NoteDialog
          title={a('noteTitle', { code: editing.code })}
          initial={editing.note}
          save={(note) => saveNote.mutateAsync({ id: editing.id, note })}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
