import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isCanceled } from './api-client.ts';
import { showAlert } from './feedback.ts';
import { translateMessage } from '../i18n/setup.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** handlesErrors: the caller shows the error itself (forms put 422 messages on their fields). */
    mutationMeta: { handlesErrors?: boolean };
  }
}

/** Shows an error in the alert dialog unless the client already did or it was a cancellation. */
export function reportError(error: unknown): void {
  if (isCanceled(error)) return;
  if (isApiError(error) && error.shown) return;
  const message = error instanceof Error ? error.message : String(error);
  showAlert({ type: 'error', message: translateMessage(message) });
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    // list and lookup failures are only logged (spec section 8); screens show their own empty state
    onError: (error, query) => {
      if (!isCanceled(error)) console.error('Query failed', query.queryKey, error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (mutation.meta?.handlesErrors) return;
      reportError(error);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) => !isApiError(error) && !isCanceled(error) && failures < 1,
    },
    mutations: { retry: false },
  },
});
