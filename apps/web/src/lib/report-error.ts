import { translateMessage } from '../i18n/setup.ts';
import { isApiError, isCanceled } from './api-client.ts';
import { showAlert } from './feedback.ts';

/** Shows an error in the alert dialog unless the client already did or it was a cancellation. */
export function reportError(error: unknown): void {
  if (isCanceled(error)) return;
  if (isApiError(error) && error.shown) return;
  const message = error instanceof Error ? error.message : String(error);
  showAlert({ type: 'error', message: translateMessage(message) });
}
