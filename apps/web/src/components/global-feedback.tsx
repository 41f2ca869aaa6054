import { lazy, Suspense, useState } from 'react';
import { useFeedbackState } from '../lib/feedback.ts';

const AlertDialog = lazy(() => import('./dialogs/alert-dialog.tsx').then((m) => ({ default: m.AlertDialog })));
const ConfirmDialog = lazy(() => import('./dialogs/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })));
const QuickMessage = lazy(() => import('./quick-message.tsx').then((m) => ({ default: m.QuickMessage })));
const LoadingOverlay = lazy(() => import('./loading-overlay.tsx').then((m) => ({ default: m.LoadingOverlay })));

/**
 * The alert dialog, confirm dialog, quick message and loading overlay, each mounted once. Each is
 * loaded the first time it is needed, so the first screen does not carry dialog code.
 */
export function GlobalFeedback() {
  const state = useFeedbackState();
  const [used, setUsed] = useState({ alert: false, confirm: false, quickMessage: false, overlay: false });
  const now = {
    alert: used.alert || state.alert !== null,
    confirm: used.confirm || state.confirm !== null,
    quickMessage: used.quickMessage || state.quickMessage !== null,
    overlay: used.overlay || state.overlay > 0,
  };
  if (Object.entries(now).some(([k, v]) => v !== used[k as keyof typeof used])) setUsed(now);

  return (
    <Suspense fallback={null}>
      {now.alert && <AlertDialog />}
      {now.confirm && <ConfirmDialog />}
      {now.quickMessage && <QuickMessage />}
      {now.overlay && <LoadingOverlay />}
    </Suspense>
  );
}
