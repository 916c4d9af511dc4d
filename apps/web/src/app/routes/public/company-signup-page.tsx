// /companies/signup: a business account (the owner) and its company page.
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { SignupForm } from '../../../features/auth/components/signup-form.tsx';
import { rememberPendingClaim } from '../../../features/companies/api/claim-company.ts';
import { useCompany } from '../../../api/companies.ts';

export default function CompanySignupPage() {
  usePageTitle('Create a business account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const claim = params.get('claim') ?? undefined;
  const claimed = useCompany(claim ?? '', Boolean(claim));
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>Create a business account</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>Answer your customers in public, follow your response rate and run your company page.</Typography>
      {claim && (
        <Alert severity="info" sx={{ mb: 2 }}>
          You are claiming <strong>{claimed.data?.name ?? 'a listed company'}</strong>. Use your work e-mail at the company's own domain: once it
          is verified, the profile is yours to run.
        </Alert>
      )}
      <SignupForm
        business
        claimCompanyId={claim}
        onSignedUp={(email) => {
          if (claim) rememberPendingClaim(claim);
          const next = claim ? paths.business.overview : paths.business.dashboard;
          navigate(`${paths.verification}?email=${encodeURIComponent(email)}&redirectTo=${encodeURIComponent(next)}`, { replace: true });
        }}
      />
      <Typography sx={{ mt: 3 }}>
        Already on Redress? <Link component={RouterLink} to={paths.login}>Sign in</Link>. Not a business? <Link component={RouterLink} to={paths.signup}>Create a personal account</Link>.
      </Typography>
    </>
  );
}
