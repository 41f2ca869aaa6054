import { confirm, showAlert, showOverlay, showQuickMessage } from '../lib/feedback.ts';

/** Opens the global alert dialog: `alert({ type: 'success', message })`. */
export function useAlert() {
  return showAlert;
}

/** Opens the global confirm dialog and resolves with the answer. */
export function useConfirm() {
  return confirm;
}

/** Shows the quick-message toast: `quickMessage({ type: 'success', body })`. */
export function useQuickMessage() {
  return showQuickMessage;
}

/** Shows the full-screen loading overlay until the returned function is called. */
export function useLoadingOverlay() {
  return showOverlay;
}
