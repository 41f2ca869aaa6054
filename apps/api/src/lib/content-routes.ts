import { type PermissionName, deletedData, errorEnvelope, idParam, okEnvelope } from '@admin/contract';
import type { z } from 'zod';
import { errorResponses } from './schemas.ts';

/** What the documentation says of a route. */
interface RouteText {
  tags: string[];
  summary: string;
}

/** The declaration of a route that changes one row's status (`…/:id` with a status body) and answers the row. */
export function statusRoute<B extends z.ZodType, E extends z.ZodType>(
  permission: PermissionName,
  { tags, summary, body, entity }: RouteText & { body: B; entity: E },
) {
  return {
    config: { permission },
    schema: { tags, summary, params: idParam, body, response: { 200: okEnvelope(entity), ...errorResponses } },
  };
}

/** The declaration of a route that deletes one row by id; `inUse`: it answers 409 while other rows need it. */
export function deleteRoute(
  permission: PermissionName,
  { tags, summary, inUse = false }: RouteText & { inUse?: boolean },
) {
  const response = { 200: okEnvelope(deletedData), ...errorResponses };
  return {
    config: { permission },
    schema: { tags, summary, params: idParam, response: inUse ? { ...response, 409: errorEnvelope } : response },
  };
}
