// /reset-password: the code and a new password, then the sign-in form the recovery began at (the admin's with ?portal=admin).
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { ADMIN_RECOVERY_QUERY, paths, recoverySignIn } from '../../../config/paths.ts';
import { ResetPasswordForm } from '../../../features/auth/components/recovery-forms.tsx';
import { toast } from '../../../lib/toast.ts';

export default function ResetPasswordPage() {
  usePageTitle('Reset password');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = recoverySignIn(params);
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>Choose a new password</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>Enter the code we e-mailed you and your new password. Every device signed in with the old one is signed out.</Typography>
      <ResetPasswordForm email={params.get('email') ?? ''} onReset={() => {
        toast.success('Password changed. Sign in with your new password');
        navigate(signIn, { replace: true });
      }} />
      <Typography sx={{ mt: 3 }}>No code? <Link component={RouterLink} to={signIn === paths.admin.login ? `${paths.forgotPassword}?${ADMIN_RECOVERY_QUERY}` : paths.forgotPassword}>Ask for a new one</Link></Typography>
    </>
  );
}
