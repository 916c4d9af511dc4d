// /business/account/plans: compare the plans and choose one.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { roleHasRight } from '@redress/contract/constants';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { PlanCards } from '../../../features/account/components/plan-cards.tsx';
import { useSession } from '../../../lib/session.ts';

export default function PlansPage() {
  usePageTitle('Plans');
  const { user } = useSession();
  const navigate = useNavigate();
  const canChoose = roleHasRight(user?.companyRole, 'choosePlan');
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Box>
        <Typography variant="h1">Plans</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Compare what each plan allows. A paid plan is invoiced when you choose it. <Link component={RouterLink} to={paths.business.account}>Back to your account</Link>
        </Typography>
      </Box>
      {user?.companyId && !canChoose && <Alert severity="info">Only the company&apos;s owner chooses a plan.</Alert>}
      {user?.companyId ? <PlanCards companyId={user.companyId} canChoose={canChoose} onChosen={() => navigate(paths.business.account)} /> : <Typography>Your account has no company yet.</Typography>}
    </Stack>
  );
}
