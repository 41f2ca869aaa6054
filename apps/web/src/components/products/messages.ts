import i18n, { translateMessage } from '../../i18n/setup.ts';

/** The catalogue's success messages of spec section 8, kept in the catalogue's own translation file. */
const KEYS: Record<string, string> = {
  'Product register successfully!': 'registered',
  'Edit successfully station!': 'stationUpdated',
  'Update successfully': 'updated',
  'Update status successfully': 'statusUpdated',
  'Change status successful!': 'changeStatus',
};

export function catalogueMessage(message: string): string {
  const key = KEYS[message];
  return key ? i18n.t(`products.saved.${key}`) : translateMessage(message);
}
