// The spec's error pages: the 404 text, 'Opps an error occured' with the message, Go Back on both, and a fallback
// that links home if the error page itself fails.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { reportError } from '../lib/report-error.ts';
import { usePageTitle } from './page-title.ts';

export const NOT_FOUND_TEXT = 'Oops, looks like we sent you the wrong way. How about we guide you back to civilization?';
export const NOT_FOUND_SHORT_TEXT = 'This page could not be found';

function GoBack({ home = '/' }: { home?: string }) {
  const navigate = useNavigate();
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(home, { replace: true });
  };
  return <Button variant="contained" onClick={back}>Go Back</Button>;
}

function ErrorFrame({ code, heading, home, children }: { code: number; heading: string; home?: string; children?: ReactNode }) {
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', px: 2, py: 6 }}>
      <Box sx={{ maxWidth: 560 }}>
        <Typography aria-hidden sx={{ fontSize: { xs: 72, sm: 112 }, fontWeight: 800, lineHeight: 1, color: 'primary.main', opacity: 0.9 }}>{code}</Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' }, my: 2 }}>{heading}</Typography>
        {children}
        <Box sx={{ mt: 3 }}><GoBack home={home} /></Box>
      </Box>
    </Box>
  );
}

export function NotFoundPage({ short = false }: { short?: boolean }) {
  usePageTitle('Page not found');
  return <ErrorFrame code={404} heading={short ? NOT_FOUND_SHORT_TEXT : NOT_FOUND_TEXT} />;
}

export const NO_ACCESS_TEXT = 'You do not have access to this page';

/** A signed-in user whose role may not open the page (an employee on an owner-only page): no sign-in form, the way back. */
export function NoAccessPage({ home, heading = NO_ACCESS_TEXT, children }: { home: string; heading?: string; children?: ReactNode }) {
  usePageTitle('No access');
  return <ErrorFrame code={403} heading={heading} home={home}>{children}</ErrorFrame>;
}

export function ErrorPage({ status = 500, message }: { status?: number; message?: string }) {
  usePageTitle('Error');
  return (
    <ErrorFrame code={status} heading="Opps an error occured">
      {message && <Typography color="text.secondary">{message}</Typography>}
    </ErrorFrame>
  );
}

export function FallbackErrorPage() {
  return (
    <div style={{ padding: 32, textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}>
      <h1 style={{ fontSize: 22 }}>Something went wrong.</h1>
      <p><a href="/">Back to the home page</a></p>
    </div>
  );
}

/** If the error page itself throws, show the plain fallback. */
export class FallbackBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, { source: `error page ${info.componentStack?.slice(0, 200) ?? ''}` });
  }
  override render() {
    return this.state.failed ? <FallbackErrorPage /> : this.props.children;
  }
}

/** The router's errorElement: a status code (default 500) and message; a failed route validation is a 404. */
export function RouteErrorPage() {
  const error = useRouteError();
  let page: ReactNode;
  if (isRouteErrorResponse(error)) {
    page = error.status === 404 ? <NotFoundPage short /> : <ErrorPage status={error.status} message={typeof error.data === 'string' ? error.data : error.statusText} />;
  } else {
    const e = error as { status?: number; message?: string } | undefined;
    if (e?.status === 404) page = <NotFoundPage short />;
    else {
      reportError(error, { status: e?.status, source: 'route' });
      page = <ErrorPage status={e?.status ?? 500} message={e?.message ?? 'Unknown middleware'} />;
    }
  }
  return <FallbackBoundary>{page}</FallbackBoundary>;
}
