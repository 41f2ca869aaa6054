import { eContract, eContractDeclineBody, eContractSignParams, eContractVoidBody, idParam } from '@admin/contract';
import { z } from 'zod/mini';
import { areaRoutes, getRoute, route } from '../../lib/routes.ts';
import { ok } from '../../lib/envelope.ts';
import { forbidden, invalid, invalidField } from '../../lib/http-error.ts';
import { checkImages, readImageForm } from '../../lib/image-form.ts';
import { sniffImage } from '../../lib/images.ts';
import {
  createContract,
  currentContract,
  declineContract,
  loadContract,
  remindSigners,
  sendContract,
  signContract,
  voidContract,
} from './e-contracts.repository.ts';

/** Signing by OTP happens in the marketplace app; outside production a sandbox route stands in for it. */
const sandbox = () =>
  (process.env.ESIGN_MODE ?? (process.env.NODE_ENV === 'production' ? 'live' : 'sandbox')) === 'sandbox';

export const eContractsRoutes = areaRoutes(['e-contracts'], async (app) => {
  const files = app.privateFiles;

  app.get(
    '/transactions/:id/e-contract',
    route.get('transaction-index', {
      summary:
        "The transaction's latest e-contract with signers and events (documents as links signed for 5 minutes), or null",
      entity: z.nullable(eContract),
    }),
    async (request) => ok(await currentContract(app.db, request.params.id, files)),
  );

  app.get(
    '/transactions/contracts/:id',
    getRoute('transaction-index', { summary: 'One e-contract with signers and events', entity: eContract }),
    async (request) => ok(await loadContract(app.db, request.params.id, files)),
  );

  app.post(
    '/transactions/:id/e-contract',
    route('e-contracts-create', {
      summary: 'Prepare the next version of the sale contract (a draft) for a new or confirmed transaction',
      params: idParam,
      entity: eContract,
      conflict: true,
    }),
    async (request) => ok(await createContract(app.db, request.actor, request.params.id, files)),
  );

  app.post(
    '/transactions/contracts/:id/send',
    route('e-contracts-create', {
      summary: 'Send a draft to the signers: the PDF is made now and its SHA-256 kept; it expires in 7 days',
      params: idParam,
      entity: eContract,
      conflict: true,
    }),
    async (request) => ok(await sendContract(app.db, request.actor, request.params.id, files)),
  );

  app.post(
    '/transactions/contracts/:id/void',
    route('e-contracts-status', {
      summary: 'Void a draft or sent contract, with a reason',
      params: idParam,
      body: eContractVoidBody,
      entity: eContract,
      conflict: true,
    }),
    async (request) => ok(await voidContract(app.db, request.actor, request.params.id, request.body.reason, files)),
  );

  app.post(
    '/transactions/contracts/:id/remind',
    route('e-contracts-create', {
      summary:
        'Send the signing link again to the signers of a sent contract who have not signed (once an hour at most)',
      params: idParam,
      entity: eContract,
      conflict: true,
    }),
    async (request) =>
      ok(
        await remindSigners(app.db, request.actor, request.params.id, files, (recipients, contractNo) =>
          // a reminder that cannot reach a signer now is said in the log; the history keeps that it was sent
          app.notifications
            .send({
              key: `e-contract-remind:${request.params.id}:${Date.now()}`,
              kind: 'e-contract-remind',
              recipients,
              title: `Hợp đồng ${contractNo} đang chờ bạn ký`,
              body: `Mở ứng dụng để ký hợp đồng ${contractNo}.`,
            })
            .catch((error: unknown) => request.log.warn({ err: error }, 'e-contract reminder not delivered')),
        ),
        'Reminded',
      ),
  );

  app.post(
    '/transactions/contracts/:id/paper-signature',
    route('e-contracts-create', {
      summary: "Record a signer's signature on paper (multipart: role, file with the scan)",
      params: idParam,
      consumes: ['multipart/form-data'],
      entity: eContract,
      conflict: true,
    }),
    async (request) => {
      const form = await readImageForm(request, { file: 1 });
      const role = form.fields.role;
      const bytes = form.files.file?.[0];
      const errors: Record<string, string[]> = {};
      if (role !== 'buyer' && role !== 'seller') errors.role = ['Role is buyer or seller'];
      if (!bytes) errors.file = ['Choose the scan of the signed page'];
      else Object.assign(errors, await checkImages({ file: [bytes] }));
      if (Object.keys(errors).length) throw invalid(errors);
      const file = await files.save('contracts', bytes!, (await sniffImage(bytes!))!);
      return ok(
        await signContract(
          app.db,
          request.actor,
          request.params.id,
          role as 'buyer' | 'seller',
          { method: 'paper', ip: request.ip, paperFile: file },
          files,
        ),
      );
    },
  );

  for (const action of ['sign', 'decline'] as const) {
    app.post(
      `/e-contracts/:id/signers/:role/${action}`,
      route('e-contracts-create', {
        summary: `Sandbox only (ESIGN_MODE=sandbox, not in production): the ${action === 'sign' ? 'OTP signature' : 'refusal (with a reason)'} of a signer, as the app would send it`,
        params: eContractSignParams,
        body: action === 'decline' ? eContractDeclineBody : z.optional(z.object({})),
        entity: eContract,
        conflict: true,
      }),
      async (request) => {
        if (!sandbox()) throw forbidden('Signing is simulated only in the sandbox');
        const { id, role } = request.params;
        if (action === 'sign')
          return ok(await signContract(app.db, request.actor, id, role, { method: 'otp', ip: request.ip }, files));
        const reason = (request.body as { reason?: string } | undefined)?.reason;
        if (!reason) throw invalidField('reason', 'Reason is required');
        return ok(await declineContract(app.db, request.actor, id, role, reason, files));
      },
    );
  }
});
