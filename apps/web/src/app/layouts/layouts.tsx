// Every layout of the spec (section 2): admin, auth, blank, business, default, help, issue, unauthenticated, plain.
// The five with the app shell (top bar, drawer, footer) are in shell-layouts.tsx, a chunk of its own loaded with the
// page (decision 84): the sign-in and sign-up pages' first load leaves the shell out.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Link as RouterLink, Outlet } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { RouteLoading } from '../../components/progress-bar.tsx';
import { paths } from '../../config/paths.ts';
import { isPreloaded, lazyPage } from '../../lib/lazy-page.ts';
import { loaders } from '../route-loaders.ts';
import type { ShellKind } from './shell-layouts.tsx';
import { SkipLink } from './shell/skip-link.tsx';

const Shell = lazyPage(loaders.shell) as ComponentType<{ kind: ShellKind }>;

/**
 * The shell's layout, in a Suspense boundary while its chunk loads; loaded before the first render (the server's render
 * and the browser's hydration of it, main.tsx), it has none, as a page (app/router.tsx).
 */
function ShellElement({ kind }: { kind: ShellKind }) {
  return isPreloaded(loaders.shell) ? <Shell kind={kind} /> : <Suspense fallback={<RouteLoading />}><Shell kind={kind} /></Suspense>;
}

/** Customers and visitors: the drawer by user type, footer and the e-mail snackbar. */
export const DefaultLayout = () => <ShellElement kind="default" />;
export const BusinessLayout = () => <ShellElement kind="business" />;
/** No footer. */
export const AdminLayout = () => <ShellElement kind="admin" />;
/** Navbar and footer, no side drawer (the menu button opens it). */
export const AuthLayout = () => <ShellElement kind="auth" />;
/** Reading pages (support, legal): navbar, a narrower column, footer. */
export const HelpLayout = () => <ShellElement kind="help" />;

/** Sign-in and sign-up forms: the logo over a centred card. */
export function UnauthenticatedLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', bgcolor: 'background.default', px: 2, py: { xs: 3, sm: 6 } }}>
      <SkipLink />
      <Box component="header" sx={{ mb: 3 }}><Logo /></Box>
      <Paper component="main" id="main" variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 2.5, sm: 4 } }}>
        <Outlet />
      </Paper>
      <Box component="footer" sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button component={RouterLink} to={paths.legal} size="small" sx={{ color: 'text.secondary' }}>Terms and privacy</Button>
        <Button component={RouterLink} to={paths.support} size="small" sx={{ color: 'text.secondary' }}>Support</Button>
      </Box>
    </Box>
  );
}

/** Only the logo, smaller on small screens. */
export function PlainLayout() {
  return (
    <Box sx={{ minHeight: '100vh', px: 2, py: { xs: 2, sm: 4 } }}>
      {/* Centred above the centred card, not at the left edge of a wider column. */}
      <Box component="header" sx={{ maxWidth: 960, mx: 'auto', mb: { xs: 2, sm: 4 }, display: 'flex', justifyContent: 'center' }}><Logo shrinkOnPhones /></Box>
      <Box component="main" id="main" sx={{ maxWidth: 960, mx: 'auto' }}><Outlet /></Box>
    </Box>
  );
}

/** No chrome at all: where the shell itself failed (the top-level error page). */
export function BlankLayout({ children }: { children?: ReactNode }) {
  return <Box component="main" id="main">{children ?? <Outlet />}</Box>;
}

/** The maintenance layout. */
export function IssueLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2, textAlign: 'center' }}>
      <Box component="main" id="main" sx={{ maxWidth: 560 }}>
        <Box sx={{ mb: 3 }}><Logo /></Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 2 }}>Site currently under maintenance</Typography>
        <Outlet />
      </Box>
    </Box>
  );
}
