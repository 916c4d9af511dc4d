// The digest sign-up, loaded after the page (react-hook-form, zod and the text field stay out of the first load).
import Box from '@mui/material/Box';
import { lazy, Suspense, type ComponentProps } from 'react';

const NewsletterForm = lazy(() => import('./newsletter-form.tsx').then((m) => ({ default: m.NewsletterForm })));

export function LazyNewsletterForm(props: ComponentProps<typeof NewsletterForm>) {
  return (
    <Suspense fallback={<Box sx={{ height: 40 }} />}>
      <NewsletterForm {...props} />
    </Suspense>
  );
}
