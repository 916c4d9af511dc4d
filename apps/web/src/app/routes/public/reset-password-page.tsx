// /reset-password: the code and a new password.
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { ResetPasswordForm } from '../../../features/auth/components/recovery-forms.tsx';
import { toast } from '../../../lib/toast.ts';

export default function ResetPasswordPage() {
  usePageTitle('Reset password');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>Choose a new password</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>Enter the code we e-mailed you and your new password. Every device signed in with the old one is signed out.</Typography>
      <ResetPasswordForm email={params.get('email') ?? ''} onReset={() => {
        toast.success('Password changed. Sign in with your new password');
        navigate(paths.login, { replace: true });
      }} />
      <Typography sx={{ mt: 3 }}>No code? <Link component={RouterLink} to={paths.forgotPassword}>Ask for a new one</Link></Typography>
    </>
  );
}
