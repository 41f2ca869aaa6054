import Skeleton from '@mui/material/Skeleton';
import { createElement, lazy, Suspense, type ComponentType } from 'react';

/**
 * A screen's part that is not on its first view (a tab other than the first), loaded when it is first
 * shown: a rounded skeleton `height` px high (`marginTop` theme spaces below what is above it) stands
 * in meanwhile.
 *
 * `const PaperworkTab = lazyPanel(() => import('../components/loan-summary-tabs.tsx').then((m) => m.PaperworkTab));`
 */
export function lazyPanel<P extends object>(
  load: () => Promise<ComponentType<P>>,
  height = 240,
  marginTop = 2,
): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function LazyPanel(props: P) {
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={height} sx={{ mt: marginTop }} />}>
        {createElement(Loaded as ComponentType<P>, props)}
      </Suspense>
    );
  }
  return LazyPanel;
}
