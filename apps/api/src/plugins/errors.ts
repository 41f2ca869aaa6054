import { MESSAGES, RESULT_CODE } from '@admin/contract';
import type { FastifyError, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { type FieldErrors, HttpError, invalid } from '../lib/http-error.ts';

const MALFORMED_BODY = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

export function sendError(reply: FastifyReply, error: HttpError) {
  if (error.headers) reply.headers(error.headers);
  const body: { result_code: number; result: string; errors?: FieldErrors } = {
    result_code: error.resultCode,
    result: error.message,
  };
  if (error.fieldErrors) body.errors = error.fieldErrors;
  return reply.code(error.statusCode).send(body);
}

/** Every failure becomes the envelope of design.md section 3; a 500 never carries a stack. */
export default fp(
  async (app) => {
    // A missing body is validated as {} so the answer names the missing fields.
    app.addHook('preValidation', async (request) => {
      if (request.routeOptions.schema?.body && request.body == null) request.body = {};
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: FieldErrors = {};
        for (const issue of error.validation) {
          const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
          (fields[key] ??= []).push(issue.message ?? 'Invalid value');
        }
        return sendError(reply, invalid(fields));
      }
      if (error instanceof HttpError) return sendError(reply, error);
      if (MALFORMED_BODY.has(error.code ?? ''))
        return sendError(reply, invalid({ body: ['The request body is not valid JSON'] }));
      if (
        !isResponseSerializationError(error) &&
        error.statusCode &&
        error.statusCode >= 400 &&
        error.statusCode < 500
      ) {
        const message = error.statusCode === 404 ? MESSAGES.notFound : error.message;
        return sendError(reply, new HttpError(error.statusCode, error.statusCode, message));
      }
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, new HttpError(500, RESULT_CODE.SERVER_ERROR, MESSAGES.serverError));
    });
  },
  { name: 'errors' },
);
