// Whether this render is past the server's render and the browser's hydration of it: false on the server and while
// hydrating (so both render the same markup), true afterwards and on every page the browser renders itself.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useAfterHydration(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
