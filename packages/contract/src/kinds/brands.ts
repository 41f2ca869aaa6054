import { recordKind } from '../common.ts';

/** The records of this area that are versioned and told live (joined into RECORD_KINDS, record-kinds.ts). */
export const recordKinds = {
  brand: recordKind('brands', 'model-details-index', 'brands', 'catalogue-lookups'),
  model: recordKind('models', 'model-details-index', 'brands', 'catalogue-lookups'),
  model_detail: recordKind('model_details', 'model-details-index', 'brands', 'catalogue-lookups'),
};
