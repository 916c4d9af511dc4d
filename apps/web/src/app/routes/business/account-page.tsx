// /business/account: the company's plan, its usage and its invoices.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { AccountOverview } from '../../../features/account/components/account-overview.tsx';
import { CompanyDataSection } from '../../../features/profile/components/company-data-section.tsx';
import { useSession } from '../../../lib/session.ts';

export default function AccountPage() {
  usePageTitle('Account');
  const { user } = useSession();
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box>
        <Typography variant="h1">Account</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>Your plan, what you use of it, and your invoices.</Typography>
      </Box>
      {user?.companyId ? <AccountOverview companyId={user.companyId} plansHref={paths.business.plans} /> : <Typography>Your account has no company yet.</Typography>}
      {user?.companyId && user.profileType === 'organization' && <CompanyDataSection companyId={user.companyId} />}
    </Stack>
  );
}
