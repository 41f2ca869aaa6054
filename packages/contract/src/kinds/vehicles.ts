import { recordKind } from '../common.ts';

/** The records of this area that are versioned and told live (joined into RECORD_KINDS, record-kinds.ts). */
export const recordKinds = {
  vehicle: recordKind('vehicles', 'stores-index', 'vehicles'),
  mcn_service: recordKind('mcn_services', 'stores-index', 'vehicles'),
};
