import { withIdNumberFor } from '../../lib/personal-data.ts';
import {
  RESULT_CODE,
  disbursement,
  disbursementBody,
  idParam,
  loan,
  loanBuyer,
  loanDetail,
  loanHistoryEntry,
  loanExportQuery,
  loanListQuery,
  loanUpdateBody,
  PAPERWORK_MESSAGE,
  poParams,
} from '@admin/contract';
import type { NotificationSender } from '../../plugins/notifications.ts';
import { areaRoutes, route } from '../../lib/routes.ts';
import { z } from 'zod/mini';
import { requirePermission } from '../../lib/access.ts';
import { list, ok } from '../../lib/envelope.ts';
import { exportEndpoint } from '../../lib/export.ts';
import { loanExportStream } from './loan-export.ts';
import { writeAudit } from '../../lib/audit-log.ts';
import {
  confirmDisbursement,
  getDisbursement,
  notifyDisbursement,
  recordDisbursement,
} from './disbursements.repository.ts';
import { purchaseOrderPdf } from '../../lib/pdf.ts';
import {
  type Outcome,
  getLoan,
  getLoanBuyer,
  listLoans,
  loanHistory,
  notePoDownload,
  purchaseOrderData,
  updateLoan,
} from './loans.repository.ts';

/** 1 when the change was made as asked, 2 (HTTP 200) with the warnings the operator must see. */
export const answer = <T>(outcome: Outcome<T>, messages: string) =>
  outcome.warnings.length
    ? {
        result_code: RESULT_CODE.WARNING,
        result: outcome.warnings.join('; '),
        messages,
        warnings: outcome.warnings,
        data: outcome.data,
      }
    : ok(outcome.data, messages);

export interface LoansRoutesOptions {
  /** Where disbursement notifications go; `app.notifications` by default. */
  sender?: NotificationSender;
}

/** Loans of finance and credit sales, their disbursement and its confirmation by a second person. */
export const loansRoutes = areaRoutes<LoansRoutesOptions>(['loans'], async (app, options) => {
  const sender: NotificationSender = options.sender ?? app.notifications;

  app.get(
    '/loans',
    route.list('cash-loans-index', {
      summary:
        'Loans, 50 a page: status (svfc-rejected …; non-existent finds none), kind, lender, staff, Vietnam days, search',
      query: loanListQuery,
      item: loan,
    }),
    async (request) => list(await listLoans(app.db, request.query), request.query),
  );

  exportEndpoint(app, '/loans/export', 'cash-loans-index', {
    summary: 'Every filtered loan as CSV or XLSX, newest first, streamed; headers and words in `lang`',
    query: loanExportQuery,
    file: 'loans',
    stream: loanExportStream,
  });

  app.get(
    '/loans/:id',
    route.get('cash-loans-index', {
      summary: 'One loan with the statuses it may take now and the vehicle',
      entity: loanDetail,
    }),
    async (request) => ok(await getLoan(app.db, request.params.id)),
  );

  app.put(
    '/loans/:id',
    route.outcome('cash-loans-index', {
      summary:
        "Change the status (loan_status; needs loans-status) or one side's bank account (needs loans-update). result_code 2: already in that status, or approved below the request",
      body: loanUpdateBody,
      entity: loanDetail,
      conflict: true,
    }),
    async (request) => {
      requirePermission(request.user!, request.body.loan_status !== undefined ? 'loans-status' : 'loans-update');
      return answer(await updateLoan(app.db, request.actor, request.params.id, request.body), 'Update successfully');
    },
  );

  app.get(
    '/loans/:id/buyer',
    route.get('cash-loans-index', {
      summary: 'The borrower; ID-card pictures as links signed for 5 minutes (each look is audited)',
      entity: loanBuyer,
    }),
    async (request) => {
      const buyer = await getLoanBuyer(app.db, request.params.id, (file) => app.privateFiles.link(file));
      await writeAudit(app.db, request.actor, {
        action: 'update',
        entity: 'loan_kyc_access',
        entityId: request.params.id,
        after: { viewed: 'identity_card_image' },
      });
      // the number whole for those who approve the paperwork (they check it against the card)
      return ok(withIdNumberFor(request.user, 'paperworks-status', buyer));
    },
  );

  app.get(
    '/loans/:id/history',
    route.get('cash-loans-index', {
      summary: 'Who did what to the loan, newest first',
      entity: z.array(loanHistoryEntry),
    }),
    async (request) => ok(await loanHistory(app.db, request.params.id)),
  );

  for (const [path, permission] of [
    ['/loans/:id/disbursement', 'cash-loans-index'],
    ['/transactions/loans/:id/disbursement', 'transaction-index'],
  ] as const) {
    app.get(
      path,
      route.get(permission, {
        summary: "The loan's disbursement, or null before the lender paid",
        entity: z.nullable(disbursement),
      }),
      async (request) => ok(await getDisbursement(app.db, request.params.id)),
    );
  }

  app.post(
    '/transactions/loans/:id/disbursement',
    route.outcome('disbursements-create', {
      summary:
        'Record what the lender paid (once per loan): the loan becomes {code}-disbursed. The same request again answers result_code 2 with the record; another one 409',
      body: disbursementBody,
      entity: disbursement,
      conflict: true,
    }),
    async (request) =>
      answer(await recordDisbursement(app.db, request.actor, request.params.id, request.body), PAPERWORK_MESSAGE),
  );

  app.post(
    '/loans/:id/loan-disbursed',
    route('disbursements-status', {
      summary:
        'Confirm the seller received the money, by someone other than the recorder: the loan becomes disbursed, the sale paid when complete, the notification queued',
      params: idParam,
      entity: disbursement,
      conflict: true,
    }),
    async (request) => ok(await confirmDisbursement(app.db, request.actor, request.params.id), PAPERWORK_MESSAGE),
  );

  app.post(
    '/transactions/loans/:id/disbursement/notify',
    route.outcome('disbursements-create', {
      summary: 'Send (again) the disbursement notification to the buyer and the seller, at most once in 10 minutes',
      entity: disbursement,
      conflict: true,
    }),
    async (request) =>
      answer(await notifyDisbursement(app.db, request.actor, request.params.id, sender), PAPERWORK_MESSAGE),
  );

  for (const path of ['/transactions/loans/download-po/:id', '/transactions/loans/download-po/:id/:template/:lang']) {
    app.get(
      path,
      {
        config: { permission: 'transaction-index' },
        schema: {
          summary:
            'The purchase order for the lender as a PDF (optional segments: template po | disbursement-request, language vi | en); each download is in the history with its SHA-256',
          params: poParams,
          produces: ['application/pdf'],
        },
      },
      async (request, reply) => {
        const { id, template = 'po', lang = 'vi' } = request.params;
        const data = await purchaseOrderData(app.db, id);
        const pdf = await purchaseOrderPdf(data, template, lang);
        await notePoDownload(app.db, request.actor, id, pdf.sha256, template);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${data.poNumber}.pdf"`)
          .send(pdf.bytes);
      },
    );
  }
});
