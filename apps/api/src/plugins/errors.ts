import { MESSAGES, RESULT_CODE } from '@admin/contract';
import type { FastifyError, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isInvalidValue, isUniqueViolation } from '../db/errors.ts';
import { type FieldErrors, HttpError, invalid } from '../lib/http-error.ts';

const MALFORMED_BODY = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/** The path of the first string holding a NUL character, or null. */
function nulField(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, inner] of Object.entries(value)) {
      const found = nulField(inner, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

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
    app.addHook('preValidation', async (request) => {
      // A missing body is validated as {} so the answer names the missing fields.
      if (request.routeOptions.schema?.body && request.body == null) request.body = {};
      // PostgreSQL cannot store NUL characters: refuse them on both databases, naming the field.
      const field = nulField(request.query, '') ?? nulField(request.body, '');
      if (field !== null) throw invalid({ [field || 'body']: ['This value contains a NUL character'] });
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
      // Checks in the repositories come first; these catch what slips past them (races, odd bytes).
      if (isUniqueViolation(error))
        return sendError(reply, new HttpError(409, RESULT_CODE.CONFLICT, 'This record already exists'));
      if (isInvalidValue(error)) return sendError(reply, invalid({ body: ['A value is invalid or out of range'] }));
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
