import { errorEnvelope } from '@admin/contract';

/** The failure answers every protected route documents (design.md section 3). */
export const errorResponses = {
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  422: errorEnvelope,
} as const;
