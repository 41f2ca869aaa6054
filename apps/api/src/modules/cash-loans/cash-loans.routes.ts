import {
  RESULT_CODE,
  cashLoan,
  cashLoanDetail,
  cashLoanExportQuery,
  cashLoanHistoryEntry,
  cashLoanListQuery,
  cashLoanScoresBody,
  cashLoanStatusBody,
  cashLoanStatusParams,
} from '@admin/contract';
import { z } from 'zod/mini';
import { areaRoutes, getRoute, listRoute, route } from '../../lib/routes.ts';
import type { AuthUser } from '../../lib/access.ts';
import { list, ok } from '../../lib/envelope.ts';
import { exportEndpoint } from '../../lib/export.ts';
import { withIdNumberFor } from '../../lib/personal-data.ts';
import { cashLoanExportStream } from './cash-loan-export.ts';
import {
  cashLoanHistories,
  changeCashLoanStatus,
  getCashLoan,
  listCashLoans,
  updateCashLoanScores,
} from './cash-loans.repository.ts';

/** Cash loans: applications scored here and forwarded to a lender. */
export const cashLoansRoutes = areaRoutes(['cash-loans'], async (app) => {
  // the borrower's ID number whole for those who decide on the loan, masked for the others
  const shown = <T extends { id_number: string | null }>(request: { user: AuthUser | null }, loan: T) =>
    withIdNumberFor(request.user, 'cash-loans-status', loan);

  app.get(
    '/v1/cash-loans',
    listRoute('cash-loans-index', {
      summary: 'Cash loans, 50 a page: status, risk grade, lender, staff, Vietnam days, search (code, name, phone)',
      query: cashLoanListQuery,
      item: cashLoan,
    }),
    async (request) => {
      const page = await listCashLoans(app.db, request.query);
      return list({ ...page, items: page.items.map((loan) => shown(request, loan)) }, request.query);
    },
  );

  exportEndpoint(app, '/v1/cash-loans/export', 'cash-loans-index', {
    summary: 'Every filtered cash loan as CSV or XLSX, newest first, streamed; headers and words in `lang`',
    query: cashLoanExportQuery,
    file: 'cash-loans',
    stream: cashLoanExportStream,
  });

  app.get(
    '/v1/cash-loans/:id',
    getRoute('cash-loans-index', {
      summary: 'One cash loan with the statuses it may take now',
      entity: cashLoanDetail,
    }),
    async (request) => ok(shown(request, await getCashLoan(app.db, request.params.id))),
  );

  app.get(
    '/v1/cash-loans/:id/histories',
    getRoute('cash-loans-index', {
      summary: 'Who did what, newest first',
      entity: z.array(cashLoanHistoryEntry),
    }),
    async (request) => ok(await cashLoanHistories(app.db, request.params.id)),
  );

  app.put(
    '/v1/cash-loans/:id/status/:status',
    route.outcome('cash-loans-status', {
      summary:
        'Move a cash loan (table in docs/domain.md): a reason to reject or abort, grade A–C to submit; result_code 2 when it already has the status',
      params: cashLoanStatusParams,
      body: cashLoanStatusBody,
      entity: cashLoanDetail,
      conflict: true,
    }),
    async (request) => {
      const { id, status } = request.params;
      const warnings = await changeCashLoanStatus(app.db, request.actor, id, status, request.body);
      const data = shown(request, await getCashLoan(app.db, id));
      return warnings.length
        ? { result_code: RESULT_CODE.WARNING, result: warnings.join('; '), warnings, data }
        : ok(data, 'Change status successful!');
    },
  );

  app.put(
    '/v1/cash-loans/:id/update-scores',
    route('cash-loans-update', {
      summary:
        'Set the CIC and internal scores, or recompute the internal one; the risk grade follows (applied or processing only)',
      params: z.object({ id: cashLoanStatusParams.shape.id }),
      body: cashLoanScoresBody,
      entity: cashLoanDetail,
      conflict: true,
    }),
    async (request) =>
      ok(
        shown(request, await updateCashLoanScores(app.db, request.actor, request.params.id, request.body)),
        'Update successfully',
      ),
  );
});
