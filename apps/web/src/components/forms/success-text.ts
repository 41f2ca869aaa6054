import type { TFunction } from 'i18next';
import { translateMessage } from '../../i18n/setup.ts';

/**
 * The text of a successful save: the server's own message (spec section 8), in the interface
 * language when the content screens know it, else 'Successfully'.
 */
export function successText(t: TFunction, messages: string | undefined): string {
  const message = messages || 'Successfully';
  const known = t('kit.messages', { returnObjects: true }) as unknown as Record<string, string>;
  return (typeof known === 'object' && known[message]) || translateMessage(message);
}
