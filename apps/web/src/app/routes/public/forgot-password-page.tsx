// /forgot-password: ask for a reset code. Begun at the admin sign-in (?portal=admin), it leads back there.
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { ADMIN_RECOVERY_QUERY, paths, recoverySignIn } from '../../../config/paths.ts';
import { ForgotPasswordForm } from '../../../features/auth/components/recovery-forms.tsx';
import { toast } from '../../../lib/toast.ts';

export default function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = recoverySignIn(params);
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>Forgot your password?</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>Enter your e-mail address and we will send you a 6-digit code to choose a new password.</Typography>
      <ForgotPasswordForm onSent={(email) => {
        toast.info('If an account exists for this address, a code is on its way');
        navigate(`${paths.resetPassword}?email=${encodeURIComponent(email)}${signIn === paths.admin.login ? `&${ADMIN_RECOVERY_QUERY}` : ''}`);
      }} />
      <Typography sx={{ mt: 3 }}><Link component={RouterLink} to={signIn}>Back to sign in</Link></Typography>
    </>
  );
}
