import { startTransition, StrictMode } from 'react';
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

// The first render is a transition, which React draws in slices that let the browser breathe:
// when the router is ready before it (scripts from the cache, a list's rows in), the whole page
// was drawn in one blocking task of 0.8 s (Lighthouse /products).
void i18nReady.then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
          <GlobalFeedback />
        </AppProviders>
      </StrictMode>,
    ),
  );
});
