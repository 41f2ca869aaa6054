import { useEffect, useRef } from 'react';

/**
 * While the pointer is over a list's rows, what other people change is not drawn under it: the
 * live stream (lib/live.ts) marks the lists' queries stale instead of refetching them, and they are
 * refetched when the pointer leaves the rows. The person's own changes refresh at once, as always.
 * Kept apart from lib/live.ts so that the table, in every list's bundle, does not bring the stream.
 */
let over = 0;
const released = new Set<() => void>();

function leave() {
  over = Math.max(0, over - 1);
  if (over > 0) return;
  const waiting = [...released];
  released.clear();
  for (const release of waiting) release();
}

/**
 * The pointer handlers of a table's rows (components/lists/data-table.tsx); a table that goes away
 * with the pointer on it (a row's link followed) counts as left.
 */
export function useRowsPointer() {
  const inside = useRef(false);
  useEffect(
    () => () => {
      if (inside.current) leave();
    },
    [],
  );
  return {
    onPointerEnter: () => {
      if (inside.current) return;
      inside.current = true;
      over += 1;
    },
    onPointerLeave: () => {
      if (!inside.current) return;
      inside.current = false;
      leave();
    },
  };
}

/** Whether a list's rows are under the pointer now. */
export const rowsUnderPointer = () => over > 0;

/** Runs `release` once the pointer has left the rows (at once if it is not over them). */
export function whenPointerLeaves(release: () => void): void {
  if (over === 0) release();
  else released.add(release);
}
