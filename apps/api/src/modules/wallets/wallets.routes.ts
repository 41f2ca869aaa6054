import {
  WALLET_MESSAGES,
  idParam,
  ledgerCheck,
  wallet,
  walletDetail,
  walletDetailQuery,
  walletExportQuery,
  walletListQuery,
  walletTransfer,
  walletTransferListQuery,
  walletTransferNoteBody,
} from '@admin/contract';
import { areaRoutes, route } from '../../lib/routes.ts';
import { list, ok } from '../../lib/envelope.ts';
import { exportEndpoint } from '../../lib/export.ts';
import { walletExportStream } from './wallet-export.ts';
import {
  getWallet,
  ledgerCheck as runLedgerCheck,
  listWalletTransfers,
  listWallets,
  setWalletTransferNote,
} from './wallets.repository.ts';

/**
 * Ads accounts (`/balances…`) and their transfers; `/transactions/{id}/note` addresses a wallet transfer
 * (its status is decided with the cash orders, cash-orders.routes.ts).
 */
export const walletsRoutes = areaRoutes(['ads wallets'], async (app) => {
  app.get(
    '/balances',
    route.list('wallets-index', {
      summary: 'Ads accounts (store wallets): balance, available, top-ups, spend; store type and search filters',
      query: walletListQuery,
      item: wallet,
      conflict: true,
    }),
    async (request) => list(await listWallets(app.db, request.query), request.query),
  );

  exportEndpoint(app, '/balances/export', 'wallets-index', {
    summary: 'Every filtered ads account as CSV or XLSX, newest first, streamed; headers and words in `lang`',
    query: walletExportQuery,
    conflict: true,
    file: 'ads-accounts',
    stream: walletExportStream,
  });

  app.get(
    '/balances/ledger-check',
    route('full-access', {
      summary: 'Proves every cached balance against the transfers; answers the discrepancies (none, normally)',
      entity: ledgerCheck,
      conflict: true,
    }),
    async () => ok(await runLedgerCheck(app.db)),
  );

  app.get(
    '/balances/:id',
    route.get('wallets-index', {
      summary: 'Account information: balance, spent, campaign counts by type; `at` adds the balance at that time',
      query: walletDetailQuery,
      entity: walletDetail,
      conflict: true,
    }),
    async (request) => ok(await getWallet(app.db, request.params.id, request.query.at)),
  );

  app.get(
    '/balances/:id/transactions',
    route.list('wallets-index', {
      summary: "The wallet's transfers, newest first, signed from the wallet's view; kind, status, direction, days",
      params: idParam,
      query: walletTransferListQuery,
      item: walletTransfer,
      conflict: true,
    }),
    async (request) => list(await listWalletTransfers(app.db, request.params.id, request.query), request.query),
  );

  app.put(
    '/transactions/:id/note',
    route.update('wallets-update', {
      summary: "walletTransferNote: a wallet transfer's note (its only editable field), audited",
      body: walletTransferNoteBody,
      entity: walletTransfer,
      conflict: true,
    }),
    async (request) =>
      ok(
        await setWalletTransferNote(app.db, request.actor, request.params.id, request.body),
        WALLET_MESSAGES.noteUpdated,
      ),
  );
});
