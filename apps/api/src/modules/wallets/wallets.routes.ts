import {
  WALLET_MESSAGES,
  idParam,
  ledgerCheck,
  listEnvelope,
  okEnvelope,
  wallet,
  walletDetail,
  walletDetailQuery,
  walletExportQuery,
  walletListQuery,
  walletTransfer,
  walletTransferListQuery,
  walletTransferNoteBody,
  walletTransferStatusBody,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { list, ok } from '../../lib/envelope.ts';
import { sendExport } from '../../lib/export.ts';
import { conflictResponses } from './responses.ts';
import { decideCashOrder } from '../cash-orders/cash-orders.repository.ts';
import { walletExportStream } from './wallet-export.ts';
import {
  getWallet,
  ledgerCheck as runLedgerCheck,
  listWalletTransfers,
  listWallets,
  setWalletTransferNote,
  setWalletTransferStatus,
} from './wallets.repository.ts';

const tags = ['ads wallets'];

/** Ads accounts (`/balances…`) and their transfers; `/transactions/{id}/note|status` address wallet transfers. */
export const walletsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/balances',
    {
      config: { permission: 'wallets-index' },
      schema: {
        tags,
        summary: 'Ads accounts (store wallets): balance, available, top-ups, spend; store type and search filters',
        querystring: walletListQuery,
        response: { 200: listEnvelope(wallet), ...conflictResponses },
      },
    },
    async (request) => list(await listWallets(app.db, request.query), request.query),
  );

  app.get(
    '/balances/export',
    {
      config: { permission: 'wallets-index' },
      schema: {
        tags,
        summary: 'Every filtered ads account as CSV or XLSX, newest first, streamed; headers and words in `lang`',
        querystring: walletExportQuery,
        response: conflictResponses,
      },
    },
    async (request, reply) =>
      sendExport(reply, 'ads-accounts', request.query.format, walletExportStream(app.db, request.query)),
  );

  app.get(
    '/balances/ledger-check',
    {
      config: { permission: 'full-access' },
      schema: {
        tags,
        summary: 'Proves every cached balance against the transfers; answers the discrepancies (none, normally)',
        response: { 200: okEnvelope(ledgerCheck), ...conflictResponses },
      },
    },
    async () => ok(await runLedgerCheck(app.db)),
  );

  app.get(
    '/balances/:id',
    {
      config: { permission: 'wallets-index' },
      schema: {
        tags,
        summary: 'Account information: balance, spent, campaign counts by type; `at` adds the balance at that time',
        params: idParam,
        querystring: walletDetailQuery,
        response: { 200: okEnvelope(walletDetail), ...conflictResponses },
      },
    },
    async (request) => ok(await getWallet(app.db, request.params.id, request.query.at)),
  );

  app.get(
    '/balances/:id/transactions',
    {
      config: { permission: 'wallets-index' },
      schema: {
        tags,
        summary: "The wallet's transfers, newest first, signed from the wallet's view; kind, status, direction, days",
        params: idParam,
        querystring: walletTransferListQuery,
        response: { 200: listEnvelope(walletTransfer), ...conflictResponses },
      },
    },
    async (request) => list(await listWalletTransfers(app.db, request.params.id, request.query), request.query),
  );

  app.put(
    '/transactions/:id/note',
    {
      config: { permission: 'wallets-update' },
      schema: {
        tags,
        summary: "walletTransferNote: a wallet transfer's note (its only editable field), audited",
        params: idParam,
        body: walletTransferNoteBody,
        response: { 200: okEnvelope(walletTransfer), ...conflictResponses },
      },
    },
    async (request) =>
      ok(
        await setWalletTransferNote(app.db, request.actor, request.params.id, request.body),
        WALLET_MESSAGES.noteUpdated,
      ),
  );

  app.put(
    '/transactions/:id/status',
    {
      config: { permission: 'cash-orders-status' },
      schema: {
        tags,
        summary:
          "walletTransferStatus: post or void a pending wallet transfer, once (a cash order's hold decides the order)",
        params: idParam,
        body: walletTransferStatusBody,
        response: { 200: okEnvelope(walletTransfer), ...conflictResponses },
      },
    },
    async (request) =>
      ok(
        await setWalletTransferStatus(app.db, request.actor, request.params.id, request.body, decideCashOrder),
        WALLET_MESSAGES.statusUpdated,
      ),
  );
};
