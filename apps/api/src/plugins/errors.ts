import { MESSAGES, RESULT_CODE } from '@admin/contract';
import { type HeaderSet, applyHeaders, clientErrorAnswer } from '@admin/server-kit/security-headers';
import { REQUEST_ID_HEADER } from '@admin/server-kit/request-id';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isInvalidValue, isUniqueViolation } from '../db/errors.ts';
import { type FieldErrors, HttpError, invalid } from '../lib/http-error.ts';

const MALFORMED_BODY = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/** busboy's errors for a form that is not multipart as it claims (no boundary, cut short, bad part header). */
const isMalformedMultipart = (error: FastifyError) =>
  !error.statusCode && /^Multipart: |Unexpected end of|terminated early|Malformed part header/.test(error.message);

/** Messages of the framework's own 4xx answers, in the envelope. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_BAD_URL: MESSAGES.badRequest,
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long',
};

const STATUS_OF_FRAMEWORK_ERROR: Record<string, number> = { FST_ERR_BAD_URL: 400, FST_ERR_MAX_PARAM_LENGTH: 414 };

/**
 * Fastify's `frameworkErrors` for these security headers: a URL it cannot decode (400) or a path part
 * too long (414), in the envelope; no hook has run, so the headers are put here.
 */
export function frameworkErrors(headers: HeaderSet) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    applyHeaders(reply.raw, headers);
    const status = STATUS_OF_FRAMEWORK_ERROR[error.code] ?? 400;
    return sendError(reply, new HttpError(status, status, FRAMEWORK_MESSAGES[error.code] ?? MESSAGES.badRequest));
  };
}

/**
 * Fastify's `clientErrorHandler`: requests the HTTP parser refuses before any route sees them
 * (headers too large 431, timeout 408, anything else 400) answer the envelope with these headers.
 */
export const clientErrorHandler = (headers: HeaderSet) => clientErrorAnswer(headers, MESSAGES.badRequest);

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
  const body: { result_code: number; result: string; errors?: FieldErrors; request_id: string } = {
    result_code: error.resultCode,
    result: error.message,
    request_id: reply.request.id,
  };
  if (error.fieldErrors) body.errors = error.fieldErrors;
  if (error.said) Object.assign(body, error.said);
  // the answers made before any hook ran (frameworkErrors) carry it too
  reply.header(REQUEST_ID_HEADER, reply.request.id);
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
      if (isMalformedMultipart(error)) return sendError(reply, invalid({ body: ['The upload form is malformed'] }));
      if (
        !isResponseSerializationError(error) &&
        error.statusCode &&
        error.statusCode >= 400 &&
        error.statusCode < 500
      ) {
        const message =
          error.statusCode === 404 ? MESSAGES.notFound : (FRAMEWORK_MESSAGES[error.code] ?? error.message);
        return sendError(reply, new HttpError(error.statusCode, error.statusCode, message));
      }
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, new HttpError(500, RESULT_CODE.SERVER_ERROR, MESSAGES.serverError));
    });
  },
  { name: 'errors' },
);
