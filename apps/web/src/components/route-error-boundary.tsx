import { MESSAGES } from '@admin/contract/codes';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '../lib/api-client.ts';
import { isChunkLoadError, reloadAfterChunkError } from '../lib/chunk-reload.ts';
import { ErrorPage } from './error-page.tsx';

/** Turns whatever a route threw into the error page; a failed chunk load reloads once a minute. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadAfterChunkError()) return null;

  let status = 500;
  let message: string = MESSAGES.serverError;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    message =
      status === 404 ? MESSAGES.notFound : typeof error.data === 'string' && error.data ? error.data : error.statusText;
  } else if (isApiError(error)) {
    status = error.status || 500;
    message = status === 404 ? MESSAGES.notFound : error.message;
  } else if (error instanceof Error) {
    message = error.message;
    console.error(error);
  }
  return <ErrorPage status={status} message={message} />;
}
