// A value that follows another once it has stopped changing for `delayMs` (company search: the spec's 1500 ms; list searches);
// `flush` takes the current value at once (Enter or an arrow key should not wait).
import { useCallback, useEffect, useState } from 'react';

export function useDebouncedValue<T>(value: T, delayMs: number): [T, () => void] {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(t);
  }, [value, delayMs]);
  const flush = useCallback(() => setDebounced(value), [value]);
  return [debounced, flush];
}
