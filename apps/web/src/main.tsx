import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './i18n/setup.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { AlertDialog } from './components/alert-dialog.tsx';
import { ConfirmDialog } from './components/confirm-dialog.tsx';
import { LoadingOverlay } from './components/loading-overlay.tsx';
import { QuickMessage } from './components/quick-message.tsx';
import { installChunkReload } from './lib/chunk-reload.ts';

installChunkReload();
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
      <AlertDialog />
      <ConfirmDialog />
      <QuickMessage />
      <LoadingOverlay />
    </AppProviders>
  </StrictMode>,
);
