import { useSyncExternalStore } from 'react';

/**
 * The state behind the global alert dialog, confirm dialog, quick message and loading overlay.
 * It lives outside React so that the API client can raise an error dialog too.
 */
export type AlertType = 'success' | 'error' | 'confirm' | 'option';

export interface AlertOptions {
  type?: AlertType | string;
  title?: string;
  message: string;
  /** Runs when Close is pressed. */
  onClose?: () => void;
  /** For type 'option': a second action beside Close. */
  positiveText?: string;
  onPositive?: () => void;
}

export interface ConfirmOptions {
  title?: string;
  message?: string;
  cancelText?: string;
  okText?: string;
  /** Marks the Yes button as destructive. */
  danger?: boolean;
}

export type QuickMessageType = 'success' | 'info' | 'warn' | 'error' | 'delete';

export interface QuickMessageOptions {
  type?: QuickMessageType;
  body?: string;
  /** Milliseconds; 1000 by default (spec section 9), 6000 with an `undo`. */
  timeout?: number;
  closeButton?: boolean;
  /** A one-click change that can be taken back: the message offers it (docs/decisions.md, "Confirmations"). */
  undo?: () => unknown;
}

/** How long a message that offers to undo stays: long enough to read it and reach its button. */
export const UNDO_TIMEOUT = 6000;

export const QUICK_MESSAGE_TIMEOUT = 1000;

interface ConfirmRequest extends ConfirmOptions {
  resolve: (ok: boolean) => void;
}

export interface FeedbackState {
  alert: (AlertOptions & { id: number }) | null;
  confirm: (ConfirmRequest & { id: number }) | null;
  quickMessage: (QuickMessageOptions & { id: number }) | null;
  overlay: number;
}

let state: FeedbackState = { alert: null, confirm: null, quickMessage: null, overlay: 0 };
let seq = 0;
const listeners = new Set<() => void>();

function update(patch: Partial<FeedbackState>) {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFeedbackState(): FeedbackState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

export function showAlert(options: AlertOptions): void {
  update({ alert: { ...options, id: ++seq } });
}

export function closeAlert(): void {
  const current = state.alert;
  update({ alert: null });
  current?.onClose?.();
}

export function choosePositive(): void {
  const current = state.alert;
  update({ alert: null });
  current?.onPositive?.();
}

/** Opens the confirm dialog; resolves true on Yes, false on Cancel. */
export function confirm(options: ConfirmOptions = {}): Promise<boolean> {
  state.confirm?.resolve(false);
  return new Promise((resolve) => update({ confirm: { ...options, resolve, id: ++seq } }));
}

export function answerConfirm(ok: boolean): void {
  const current = state.confirm;
  update({ confirm: null });
  current?.resolve(ok);
}

export function showQuickMessage(options: QuickMessageOptions = {}): void {
  update({ quickMessage: { ...options, id: ++seq } });
}

export function closeQuickMessage(): void {
  update({ quickMessage: null });
}

/** Shows the full-screen loading overlay until the returned function is called. */
export function showOverlay(): () => void {
  update({ overlay: state.overlay + 1 });
  let done = false;
  return () => {
    if (done) return;
    done = true;
    update({ overlay: Math.max(0, state.overlay - 1) });
  };
}
