// Every layout of the spec (section 2): admin, auth, blank, business, default, help, issue, unauthenticated, plain.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { needsVerification } from '../../components/verified-gate.tsx';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session.ts';
import { AppShell, SkipLink } from './shell/app-shell.tsx';

/** 'Your email address is not verified': signed-in customers only, never admins, and it does not time out. */
function UnverifiedEmailSnackbar() {
  const { user } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Not on the page it leads to, where the verification itself is shown.
  if (!needsVerification(user) || pathname === paths.editProfile) return null;
  return (
    <>
      {/* Room at the end of the page, so the bar never covers the last of it. */}
      <Box aria-hidden sx={{ height: 88, bgcolor: '#1b1f24' }} />
      <Box sx={{ position: 'fixed', left: '50%', transform: 'translateX(-50%)', bottom: { xs: 88, sm: 24 }, zIndex: (t) => t.zIndex.snackbar, width: 'max-content', maxWidth: 'calc(100vw - 32px)' }}>
        <Alert severity="warning" variant="filled" sx={{ alignItems: 'center', bgcolor: '#6b4400' }}
          action={<Button onClick={() => navigate(paths.editProfile)} size="small" sx={{ color: '#fff', borderColor: '#fff' }} variant="outlined">Verify Email</Button>}
        >
          Your email address is not verified
        </Alert>
      </Box>
    </>
  );
}

/** Customers and visitors: the drawer by user type, footer and the e-mail snackbar. */
export function DefaultLayout() {
  return (
    <>
      <AppShell />
      <UnverifiedEmailSnackbar />
    </>
  );
}

export function BusinessLayout() {
  return <AppShell />;
}

export function AdminLayout() {
  return <AppShell footer={false} />;
}

/** Navbar and footer, no side drawer (the menu button opens it). */
export function AuthLayout() {
  return <AppShell sideNav={false} />;
}

/** Reading pages (support, legal): navbar, a narrower column, footer. */
export function HelpLayout() {
  return <AppShell sideNav={false} contentMaxWidth={960} />;
}

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
