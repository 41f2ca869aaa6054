import Box from '@mui/material/Box';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigation } from 'react-router';
import { getInFlight, subscribeInFlight } from '../lib/api-client.ts';

/** Spec section 9: shown only after 200 ms of work, creeping to the end over 5000 ms. */
export const LOADING_BAR = { throttleMs: 200, durationMs: 5000 } as const;

/** The top loading bar: navigations and API calls in flight. */
export function LoadingBar() {
  const navigation = useNavigation();
  const requests = useSyncExternalStore(subscribeInFlight, getInFlight, getInFlight);
  const busy = navigation.state !== 'idle' || requests > 0;
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('idle');
  const shown = useRef(false);

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => {
        shown.current = true;
        setPhase('running');
      }, LOADING_BAR.throttleMs);
      return () => clearTimeout(timer);
    }
    if (!shown.current) return;
    shown.current = false;
    setPhase('done');
    const timer = setTimeout(() => setPhase('idle'), 400);
    return () => clearTimeout(timer);
  }, [busy]);

  return (
    <Box
      aria-hidden
      data-testid="loading-bar"
      data-busy={busy}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: 10000, pointerEvents: 'none' }}
    >
      <Box
        sx={{
          height: '100%',
          bgcolor: 'secondary.main',
          boxShadow: '0 0 6px rgba(242,100,31,.6)',
          width: phase === 'idle' ? '0%' : phase === 'running' ? '92%' : '100%',
          opacity: phase === 'done' ? 0 : 1,
          transition:
            phase === 'running'
              ? `width ${LOADING_BAR.durationMs}ms cubic-bezier(.1,.7,.3,1)`
              : phase === 'done'
                ? 'width 200ms ease-out, opacity 300ms 150ms'
                : 'none',
        }}
      />
    </Box>
  );
}
