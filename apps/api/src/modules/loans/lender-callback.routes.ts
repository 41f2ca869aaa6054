import {
  RESULT_CODE,
  errorEnvelope,
  lenderCallbackBody,
  lenderCallbackParams,
  loan,
  okOrWarnEnvelope,
} from '@admin/contract';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { PUBLIC_BODY_LIMIT, rawBodyOf, registerJsonBody } from '../../lib/json-body.ts';
import { applyLenderCallback, lenderExists, lenderSandbox, verifyLenderCallback } from './lender-callback.ts';
import { answer } from './loans.routes.ts';
import { areaRoutes } from '../../lib/routes.ts';

const badRequest = (message: string) => new HttpError(400, RESULT_CODE.FAIL, message);

/**
 * The lender callback sandbox (not in production): a lender's signed decision on one of its loans.
 * The signature is the authentication, so the route is public; it is checked on the raw body
 * before the body is validated, and an unsigned or wrongly signed call changes nothing.
 */
export const lenderCallbackRoutes = areaRoutes(['loans'], async (app) => {
  if (!lenderSandbox()) return;
  // This module's JSON parser also keeps the body's text for the signature (the other routes' is unchanged).
  registerJsonBody(app, { keepRaw: true });

  app.post(
    '/partners-sandbox/:code/callback',
    {
      config: { permission: 'public' },
      bodyLimit: PUBLIC_BODY_LIMIT,
      schema: {
        summary:
          "Sandbox only (not in production): a lender's callback, signed with X-Signature (hex HMAC-SHA256 of the raw body with the lender's callback secret). approved, rejected or disbursed, as partner:{code}; the same callback again answers result_code 2",
        params: lenderCallbackParams,
        body: lenderCallbackBody,
        response: {
          200: okOrWarnEnvelope(loan),
          400: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
          422: errorEnvelope,
        },
      },
      preValidation: async (request) => {
        const { code } = request.params;
        if (typeof code !== 'string' || !(await lenderExists(app.db, code))) throw notFound(`Unknown lender '${code}'`);
        const given = request.headers['x-signature'];
        if (typeof given !== 'string' || given.trim() === '')
          throw badRequest("Missing X-Signature: the hex HMAC-SHA256 of the body with the lender's callback secret");
        if (!verifyLenderCallback(app.lenderCallbackSecret(code), rawBodyOf(request), given.trim()))
          throw badRequest(
            "Bad signature: X-Signature is not the HMAC-SHA256 of this body with the lender's callback secret",
          );
      },
    },
    async (request) =>
      answer(
        await applyLenderCallback(app.db, request.params.code, request.body, request.ip ?? null),
        'Callback applied',
      ),
  );
});
