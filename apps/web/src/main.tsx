import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initI18n } from './i18n/setup.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { GlobalFeedback } from './components/global-feedback.tsx';
import { installChunkReload } from './lib/chunk-reload.ts';

installChunkReload();
const i18nReady = initI18n();
const router = createAppRouter();

void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
        <GlobalFeedback />
      </AppProviders>
    </StrictMode>,
  ),
);
