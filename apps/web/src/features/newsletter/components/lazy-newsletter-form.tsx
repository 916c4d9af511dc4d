// The digest sign-up, loaded when its place comes into view (react-hook-form, zod and the contract's schemas
// stay out of a page's load: fetching and running them competed with the page's own chunks and data).
import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';

const NewsletterForm = lazy(() => import('./newsletter-form.tsx').then((m) => ({ default: m.NewsletterForm })));

/** The form loads once its place is this close to the screen (a page's footer starts just below the first screen). */
const NEAR_MARGIN = '0px';

export function LazyNewsletterForm(props: ComponentProps<typeof NewsletterForm>) {
  const placeholder = useRef<HTMLDivElement>(null);
  // Never near on the server: its render and the browser's first one (hydrating it) show the placeholder.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = placeholder.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: NEAR_MARGIN });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  if (!near) return <Box ref={placeholder} sx={{ height: 40 }} />;
  return (
    <Suspense fallback={<Box sx={{ height: 40 }} />}>
      <NewsletterForm {...props} />
    </Suspense>
  );
}
