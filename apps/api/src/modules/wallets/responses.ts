import { errorEnvelope } from '@admin/contract';
import { errorResponses } from '../../lib/schemas.ts';

/** The failure answers of an ads route, which can also refuse a move or an overdraft (409). */
export const conflictResponses = { ...errorResponses, 409: errorEnvelope } as const;
