// The 2 px top progress bar (spec section 9): shown only for work that lasts longer than 200 ms, it creeps towards
// the end over 5 s and completes when the work does. Work = any query or mutation in flight, or a route loading.
import Box from '@mui/material/Box';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useStore, createStore } from '../lib/store.ts';
import { BRAND_COLOR } from '../theme/theme.ts';

export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

const routeLoading = createStore(0);
/** Rendered as a Suspense fallback: counts as work while a route chunk loads. */
export function RouteLoading() {
  useEffect(() => {
    routeLoading.set((n) => n + 1);
    return () => routeLoading.set((n) => n - 1);
  }, []);
  return <Box role="status" aria-live="polite" sx={{ minHeight: '40vh' }}><span className="visually-hidden">Loading…</span></Box>;
}

export function ProgressBar() {
  const busy = useIsFetching() + useIsMutating() + useStore(routeLoading) > 0;
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('idle');

  useEffect(() => {
    if (busy) {
      const t = setTimeout(() => setPhase('running'), PROGRESS_THROTTLE_MS);
      return () => clearTimeout(t);
    }
    setPhase((p) => (p === 'running' ? 'done' : p));
    const t = setTimeout(() => setPhase('idle'), 300);
    return () => clearTimeout(t);
  }, [busy]);

  return (
    <Box
      aria-hidden
      data-phase={phase}
      sx={{
        position: 'fixed', top: 0, left: 0, height: 2, zIndex: (t) => t.zIndex.tooltip + 1, bgcolor: BRAND_COLOR, pointerEvents: 'none',
        width: phase === 'idle' ? 0 : phase === 'running' ? '90%' : '100%',
        opacity: phase === 'done' ? 0 : 1,
        transition: phase === 'running' ? `width ${PROGRESS_DURATION_MS}ms cubic-bezier(0.1, 0.6, 0.3, 1)` : phase === 'done' ? 'width 150ms ease-out, opacity 300ms 150ms' : 'none',
      }}
    />
  );
}
