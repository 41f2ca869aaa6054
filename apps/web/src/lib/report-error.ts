import i18n, { translateMessage } from '../i18n/setup.ts';
import { isApiError, isCanceled } from './api-client.ts';
import { showAlert } from './feedback.ts';
import { formatDateTime } from './format.ts';

/** Shows an error in the alert dialog unless the client already did or it was a cancellation. */
export function reportError(error: unknown): void {
  if (isCanceled(error)) return;
  if (isApiError(error) && error.shown) return;
  // a change refused because someone else changed the record first: who and when, in the reader's words
  const by = isApiError(error) && error.status === 409 ? error.fieldErrors.changed_by?.[0] : undefined;
  if (isApiError(error) && by !== undefined) {
    const time = formatDateTime(error.fieldErrors.changed_at?.[0] ?? '');
    showAlert({ type: 'error', message: i18n.t('live.staleRefused', { name: by, time }) });
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  showAlert({ type: 'error', message: translateMessage(message) });
}
