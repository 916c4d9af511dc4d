// Back to the top of the page when what it shows changes (another page, another page of results), as a full page load
// would. Not when it first renders: the browser has put the scroll where it belongs (the top, or where the visitor was
// on a reload or Back), and a server-rendered page may already have been scrolled when the app takes it over.
import { useEffect, useRef } from 'react';

export function useScrollToTopOnChange(key: unknown): void {
  const last = useRef(key);
  useEffect(() => {
    if (Object.is(last.current, key)) return;
    last.current = key;
    window.scrollTo(0, 0);
  }, [key]);
}
