// /admin/login: administrators only. After a guard's redirect it says which account the visitor is signed in with
// (decision 16: a wrong-portal visit keeps the session), and it offers password recovery, as /login does.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { ADMIN_RECOVERY_QUERY, paths, safeRedirect } from '../../../config/paths.ts';
import { SignInForm } from '../../../features/auth/components/sign-in-form.tsx';
import { useSession } from '../../../lib/session.ts';

export default function AdminLoginPage() {
  usePageTitle('Admin sign in');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const redirectTo = params.get('redirectTo');
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>Admin sign in</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>For the moderation and support team.</Typography>
      {user && redirectTo && (
        <Alert severity="info" sx={{ mb: 2 }}>You are signed in as {user.email}, which cannot open that page. Sign in with an admin account to continue.</Alert>
      )}
      <SignInForm portal="admin" onSignedIn={() => navigate(safeRedirect(redirectTo, paths.admin.dashboard), { replace: true })} />
      <Box sx={{ mt: 2 }}>
        <Link component={RouterLink} to={`${paths.forgotPassword}?${ADMIN_RECOVERY_QUERY}`}>Forgot your password?</Link>
      </Box>
    </>
  );
}
