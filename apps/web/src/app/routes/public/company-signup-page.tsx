// /companies/signup: a business account (the owner) and its company page.
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { SignupForm } from '../../../features/auth/components/signup-form.tsx';

export default function CompanySignupPage() {
  usePageTitle('Create a business account');
  const navigate = useNavigate();
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>Create a business account</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>Answer your customers in public, follow your response rate and run your company page.</Typography>
      <SignupForm business onSignedUp={(r) => navigate(`${paths.verification}?email=${encodeURIComponent(r.user.email)}&redirectTo=${encodeURIComponent(paths.business.dashboard)}`, { replace: true })} />
      <Typography sx={{ mt: 3 }}>
        Already on Redress? <Link component={RouterLink} to={paths.login}>Sign in</Link>. Not a business? <Link component={RouterLink} to={paths.signup}>Create a personal account</Link>.
      </Typography>
    </>
  );
}
