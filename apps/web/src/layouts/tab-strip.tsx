import type { ReactNode } from 'react';
import { useMatches } from 'react-router';

/** What a route's `handle` may carry to fill the tab strip (open transaction tabs come later). */
export interface LayoutHandle {
  tabStrip?: () => ReactNode;
}

/** The optional tab strip above the page: empty unless the matched route provides one. */
export function TabStrip() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as LayoutHandle | undefined)?.tabStrip)?.handle as
    LayoutHandle | undefined;
  if (!handle?.tabStrip) return null;
  return <div data-testid="tab-strip">{handle.tabStrip()}</div>;
}
