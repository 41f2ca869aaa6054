import {
  ADS_STORE_TYPES,
  type AdCampaign,
  type AlepayOrder,
  type CashOrder,
  type Wallet,
  type WalletTransfer,
} from '@admin/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type Base,
  chipColumn,
  dateColumn,
  moneyColumn,
  textColumn,
  titleColumn,
} from '../../../components/columns/columns.tsx';
import type { TableColumn } from '../../../components/lists/data-table.tsx';
import { href } from '../../../lib/areas.ts';
import { EMPTY, formatCount, formatDate, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { valuesFilter } from '../../../components/lists/list-filters.tsx';

/** The ads lists' filter by store type (a store or a station), labelled in the ads texts. */
export const storeTypeFilter = <S,>(t: TFunction, testId: string, width: number) =>
  valuesFilter<S>(
    'store_type' as keyof S & string,
    t('ads.storeTypeFilter'),
    ADS_STORE_TYPES,
    'ads.storeType',
    testId,
    width,
  );

/** The ads lists' filter by status, labelled `<labels>.<value>` in the ads texts. */
export const statusFilter = <S,>(
  t: TFunction,
  values: readonly (string | number)[],
  labels: string,
  testId: string,
  width: number,
) => valuesFilter<S>('status' as keyof S & string, t('ads.statusFilter'), values, labels, testId, width);

/** A signed amount: green with + into the wallet, − out of it. */
export function SignedMoney({ amount }: { amount: number }) {
  return (
    <Typography
      component="span"
      sx={{ fontSize: 13.5, fontWeight: 600, color: amount >= 0 ? 'success.dark' : 'error.dark' }}
    >
      {amount > 0 ? '+' : amount < 0 ? '−' : ''}
      {formatMoney(Math.abs(amount))}
    </Typography>
  );
}

export function useWalletColumns(): TableColumn<Wallet>[] {
  const { t } = useTranslation();
  const f = (name: string) => t(`ads.accounts.fields.${name}`);
  return [
    {
      field: 'store',
      headerName: f('store'),
      flex: 1,
      minWidth: 220,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component={Link}
            to={href('ads.account', { id: row.id })}
            aria-label={t('ads.accounts.open', { name: row.store.name })}
            sx={{ fontWeight: 600, fontSize: 13.5, color: 'primary.main', textDecoration: 'none', display: 'block' }}
            noWrap
            data-testid={`wallet-open-${row.id}`}
          >
            {row.store.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {[`#${row.id}`, row.phone].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
      ),
    },
    textColumn({ field: 'store_type', headerName: f('storeType'), width: 140, sortable: false }, (row) =>
      t(`ads.storeType.${row.store_type}`),
    ),
    moneyColumn({ field: 'balance', headerName: f('balance'), width: 125 }),
    moneyColumn({ field: 'available', headerName: f('available'), width: 125, sortable: false }),
    moneyColumn({ field: 'total_topup', headerName: f('totalTopup'), width: 130 }),
    moneyColumn({ field: 'total_spent', headerName: f('totalSpent'), width: 120 }),
    textColumn(
      { field: 'active_campaigns', headerName: f('campaigns'), width: 110, sortable: false },
      (row) => row.active_campaigns,
    ),
    statusColumn(t, f('status'), 110, 'walletStatus'),
  ];
}

/** The row's status as a chip, labelled `ads.<labels>.<status>`. */
const statusColumn = <R extends { status: string }>(t: TFunction, headerName: string, width: number, labels: string) =>
  chipColumn<R>(
    { field: 'status', headerName, width, sortable: false },
    (row) => row.status,
    (s) => t(`ads.${labels}.${s}`),
  );

/** The store an order is for, its kind (store or station) under its name. */
const storeColumn = <R extends { store: { name: string }; store_type: string }>(
  t: TFunction,
  headerName: string,
  minWidth: number,
) =>
  titleColumn<R>(
    { field: 'store', headerName, flex: 1, minWidth, sortable: false },
    { title: (row) => row.store.name, subtitle: (row) => t(`ads.storeType.${row.store_type}`) },
  );

/** An amount, right-aligned as `cell` draws it, with the bonus (when there is one) in small type below. */
function amountColumn<R>(base: Base<R>, cell: (row: R) => ReactNode, bonus?: (row: R) => number): TableColumn<R> {
  return {
    ...base,
    align: 'right',
    headerAlign: 'right',
    renderCell: ({ row }) => {
      const extra = bonus?.(row) ?? 0;
      return (
        <Box sx={{ textAlign: 'right' }}>
          {cell(row)}
          {extra > 0 && (
            <Typography variant="caption" color="text.secondary" component="div">
              + {formatMoney(extra)}
            </Typography>
          )}
        </Box>
      );
    },
  };
}

export function useTransferColumns(actions?: TableColumn<WalletTransfer>): TableColumn<WalletTransfer>[] {
  const { t } = useTranslation();
  const f = (name: string) => t(`ads.account.fields.${name}`);
  return [
    textColumn({ field: 'code', headerName: f('code'), width: 112, sortable: false }, (row) => row.code),
    dateColumn({ field: 'created_at', headerName: f('createdAt'), width: 150, sortable: false }),
    textColumn({ field: 'kind', headerName: f('kind'), width: 150, sortable: false }, (row) =>
      t(`ads.transferKind.${row.kind}`),
    ),
    amountColumn({ field: 'amount', headerName: f('amount'), width: 115, sortable: false }, (row) => (
      <SignedMoney amount={row.amount} />
    )),
    moneyColumn({ field: 'balance_after', headerName: f('balanceAfter'), width: 120, sortable: false }),
    statusColumn(t, f('status'), 110, 'transferStatus'),
    textColumn({ field: 'note', headerName: f('note'), flex: 1, minWidth: 120, sortable: false }, (row) =>
      row.void_reason ? `${row.note ?? ''} ${row.void_reason}`.trim() : row.note,
    ),
    textColumn(
      { field: 'created_by', headerName: f('by'), width: 140, sortable: false },
      (row) => row.created_by?.name ?? t('ads.account.system'),
    ),
    ...(actions ? [actions] : []),
  ];
}

export function useCashOrderColumns(actions: TableColumn<CashOrder>): TableColumn<CashOrder>[] {
  const { t } = useTranslation();
  const f = (name: string) => t(`ads.cashes.fields.${name}`);
  return [
    titleColumn(
      { field: 'code', headerName: f('code'), width: 160, sortable: false },
      {
        title: (row) => row.code,
        subtitle: (row) => `${t(`ads.cashType.${row.type}`)} · ${formatDateTime(row.created_at)}`,
      },
    ),
    storeColumn(t, f('store'), 180),
    amountColumn(
      { field: 'amount', headerName: f('amount'), width: 150, sortable: false },
      (row) => <SignedMoney amount={row.type === 'deposit' ? row.amount : -row.amount} />,
      (row) => row.bonus_amount,
    ),
    titleColumn(
      { field: 'place', headerName: f('place'), width: 150, sortable: false },
      {
        title: (row) => (row.place === 'station' && row.station ? row.station.name : t(`ads.place.${row.place}`)),
        subtitle: (row) => [t(`ads.paymentMethod.${row.payment_method}`), row.reference].filter(Boolean).join(' · '),
      },
    ),
    statusColumn(t, f('status'), 160, 'cashStatus'),
    titleColumn(
      { field: 'requester', headerName: f('requester'), width: 150, sortable: false },
      { title: (row) => row.requester.name, subtitle: (row) => row.approver?.name ?? EMPTY },
    ),
    textColumn({ field: 'note', headerName: f('note'), width: 150, sortable: false }, (row) => row.reason ?? row.note),
    actions,
  ];
}

export function useAlepayColumns(actions: TableColumn<AlepayOrder>): TableColumn<AlepayOrder>[] {
  const { t } = useTranslation();
  const f = (name: string) => t(`ads.alepay.fields.${name}`);
  return [
    titleColumn(
      { field: 'order_code', headerName: f('code'), width: 170, sortable: false },
      { title: (row) => row.order_code, subtitle: (row) => row.transaction_code ?? EMPTY },
    ),
    storeColumn(t, f('store'), 170),
    amountColumn(
      { field: 'amount', headerName: f('amount'), width: 130, sortable: false },
      (row) => <Typography sx={{ fontSize: 13.5 }}>{formatMoney(row.amount)}</Typography>,
      (row) => row.bonus_amount,
    ),
    statusColumn(t, f('status'), 175, 'alepayStatus'),
    titleColumn(
      { field: 'payment_method', headerName: f('method'), width: 110, sortable: false },
      { title: (row) => row.payment_method ?? EMPTY, subtitle: (row) => row.bank_code ?? EMPTY },
    ),
    dateColumn({ field: 'created_at', headerName: f('createdAt'), width: 135, sortable: false }),
    dateColumn({ field: 'paid_at', headerName: f('paidAt'), width: 135, sortable: false }),
    actions,
  ];
}

export function useProductAdColumns(
  status: TableColumn<AdCampaign>,
  actions: TableColumn<AdCampaign>,
): TableColumn<AdCampaign>[] {
  const { t } = useTranslation();
  const f = (name: string) => t(`ads.products.fields.${name}`);
  return [
    titleColumn(
      { field: 'product', headerName: f('product'), flex: 1, minWidth: 240, sortable: false },
      {
        title: (row) => row.product?.title ?? row.code,
        subtitle: (row) => `${row.code} · ${row.store.name}`,
        avatar: (row) => (row.product?.image ? `/uploads/${row.product.image}` : undefined),
      },
    ),
    titleColumn(
      { field: 'type', headerName: f('type'), width: 150, sortable: false },
      {
        title: (row) => t(`ads.campaignType.${row.type}`),
        subtitle: (row) => t(`ads.chargeModel.${row.charge_model}`),
      },
    ),
    moneyColumn({ field: 'spent', headerName: f('spent'), width: 120, sortable: false }),
    textColumn({ field: 'views', headerName: f('views'), width: 100, sortable: false }, (row) =>
      formatCount(row.views, 'vi'),
    ),
    textColumn({ field: 'clicks', headerName: f('clicks'), width: 100, sortable: false }, (row) =>
      formatCount(row.clicks, 'vi'),
    ),
    textColumn(
      { field: 'end_at', headerName: f('period'), width: 205, sortable: false },
      (row) => `${formatDate(row.start_at)} → ${formatDate(row.end_at)}`,
    ),
    status,
    actions,
  ];
}
