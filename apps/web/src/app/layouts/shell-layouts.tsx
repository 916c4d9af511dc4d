// The layouts that frame a page with the app shell (top bar, drawer, footer): default, business, admin, auth and help.
// Their module is a chunk of its own (layouts.tsx loads it), so that the sign-in and sign-up pages, whose layout is a
// card under the logo, do not load the shell's code (decision 84).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLocation, useNavigate } from 'react-router';
import { needsVerification } from '../../components/verified-gate.tsx';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session.ts';
import { AppShell } from './shell/app-shell.tsx';

export type ShellKind = 'default' | 'business' | 'admin' | 'auth' | 'help';

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

/**
 * default: customers and visitors, the drawer by user type, footer and the e-mail snackbar. business: the same without
 * the snackbar. admin: no footer. auth: navbar and footer, no side drawer (the menu button opens it). help: reading
 * pages (support, legal), navbar, a narrower column, footer.
 */
export default function ShellLayout({ kind = 'default' }: { kind?: ShellKind }) {
  switch (kind) {
    case 'default': return <><AppShell /><UnverifiedEmailSnackbar /></>;
    case 'business': return <AppShell />;
    case 'admin': return <AppShell footer={false} />;
    case 'auth': return <AppShell sideNav={false} />;
    case 'help': return <AppShell sideNav={false} contentMaxWidth={960} />;
  }
}

