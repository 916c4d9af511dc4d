// Whether the viewport is at least a breakpoint wide, read before the first paint and followed as it changes. Parts
// that only wide screens show (the side navigation, the adverts) are then not built at all on phones, instead of
// being built and hidden with CSS: less script to run before a phone's first paint.
import type { Breakpoint } from '@mui/material/styles';
import { useCallback, useSyncExternalStore } from 'react';
import { theme } from '../theme/theme.ts';

const queryOf = (bp: Breakpoint) => `(min-width:${theme.breakpoints.values[bp]}px)`;

export function useMinWidth(bp: Breakpoint): boolean {
  const query = queryOf(bp);
  // Stable per query, so that a re-render does not unsubscribe and subscribe again.
  const subscribe = useCallback((onChange: () => void) => {
    if (!hasMatchMedia()) return () => undefined;
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  const matches = useCallback(() => !hasMatchMedia() || window.matchMedia(query).matches, [query]);
  return useSyncExternalStore(subscribe, matches);
}

/** Test DOMs without matchMedia build everything, as every browser with it would at that width. */
const hasMatchMedia = () => typeof window.matchMedia === 'function';
