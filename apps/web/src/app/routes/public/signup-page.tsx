// /signup: customer sign-up; then the code at /verification.
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths, withRedirect } from '../../../config/paths.ts';
import { SignupForm } from '../../../features/auth/components/signup-form.tsx';

export default function SignupPage() {
  usePageTitle('Create your account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectTo = params.get('redirectTo');
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>Create your account</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>File complaints, write reviews and rate companies. It takes a minute.</Typography>
      <SignupForm onSignedUp={(email) => navigate(`${paths.verification}?email=${encodeURIComponent(email)}${redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : ''}`, { replace: true })} />
      <Typography sx={{ mt: 3 }}>
        Already have an account? <Link component={RouterLink} to={redirectTo ? withRedirect(paths.login, redirectTo) : paths.login}>Sign in</Link>. A business? <Link component={RouterLink} to={paths.companySignup}>Sign up your company</Link>.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        By creating an account you accept the <Link component={RouterLink} to={paths.legal}>terms and privacy policy</Link>.
      </Typography>
    </>
  );
}
