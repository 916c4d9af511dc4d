// /verification (plain layout, cookie guard): the 6-digit code e-mailed at sign-up; the verified code signs the account in.
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths, safeRedirect } from '../../../config/paths.ts';
import { VerifyCodeForm } from '../../../features/auth/components/verify-code-form.tsx';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { claimCompany, takePendingClaim } from '../../../features/companies/api/claim-company.ts';

export default function VerificationPage() {
  usePageTitle('Verify your account');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const email = params.get('email') ?? user?.email ?? '';
  return (
    <Paper variant="outlined" sx={{ maxWidth: 520, mx: 'auto', p: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>Verify your account</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        We e-mailed a 6-digit code to <strong>{email || 'your address'}</strong>. It expires in 15 minutes.
      </Typography>
      <VerifyCodeForm
        email={email}
        onVerified={async (message) => {
          toast.success(`${message} You are signed in.`);
          // A business that signed up to claim a listed profile claims it now (a refusal is told in a toast).
          const pending = takePendingClaim();
          if (pending) {
            try {
              toast.success((await claimCompany(pending)).message);
            } catch (err) {
              toast.error(`The profile could not be claimed: ${(err as Error).message}`);
              navigate(paths.business.dashboard, { replace: true });
              return;
            }
          }
          navigate(safeRedirect(params.get('redirectTo'), paths.dashboard), { replace: true });
        }}
      />
    </Paper>
  );
}
