// /business/invitations: the owner and managers invite customers to review the company (issue 39, decision 161), and
// follow what became of the invitations.
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCompany } from '../../../api/companies.ts';
import { useBrandName } from '../../../components/brand.ts';
import { PageSection } from '../../../components/page-section.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { InvitationsOverview } from '../../../features/review-invitations/components/invitations-overview.tsx';
import { InviteCustomers } from '../../../features/review-invitations/components/invite-customers.tsx';
import { useSession } from '../../../lib/session.ts';

export default function ReviewInvitationsPage() {
  usePageTitle('Review invitations');
  const { user } = useSession();
  const brand = useBrandName();
  const company = useCompany(user?.companyId ?? '', !!user?.companyId);
  if (!user?.companyId) return <Typography>Your account has no company yet.</Typography>;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <div>
        <Typography variant="h1">Review invitations</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Ask your customers to review your company. Their reviews are labelled Invited and Verified experience; they count in your score
          like any other. Your own systems can create a personal link per customer through the <Link href={paths.apiDocs}>API</Link>.
        </Typography>
      </div>
      <PageSection title="Invite by e-mail">
        <InviteCustomers companyName={company.data?.name ?? 'your company'} brand={brand} />
      </PageSection>
      <PageSection title="Your invitations">
        <InvitationsOverview />
      </PageSection>
    </Stack>
  );
}
