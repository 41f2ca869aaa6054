import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isCanceled } from './api-client.ts';
import { getAuth, subscribeAuth } from './auth.ts';
import { reportError } from './report-error.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** handlesErrors: the caller shows the error itself (forms put 422 messages on their fields). */
    mutationMeta: { handlesErrors?: boolean };
  }
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

// a different user (or none) must never see the previous user's cached answers
let cachedFor = getAuth().userId;
subscribeAuth(() => {
  const { userId } = getAuth();
  if (userId !== cachedFor) {
    cachedFor = userId;
    queryClient.clear();
  }
});
