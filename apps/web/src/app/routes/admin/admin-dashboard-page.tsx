// /admin/dashboard: the moderation team's start page.
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { QuickActions } from '../../../components/quick-actions.tsx';

export default function AdminDashboardPage() {
  usePageTitle('Admin dashboard');
  const { user } = useSession();
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>Admin dashboard</Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>Signed in as {user?.firstName} {user?.lastName}.</Typography>
      <QuickActions actions={[
        { title: 'Complaints', text: 'Moderate flagged and new complaints.', to: paths.admin.complaints, icon: <ReportProblemOutlined /> },
        { title: 'Reviews', text: 'Moderate reviews and their comments.', to: paths.admin.reviews, icon: <RateReviewOutlined /> },
        { title: 'Businesses', text: 'Verify companies and manage their plans.', to: paths.admin.business, icon: <BusinessOutlined /> },
        { title: 'Users', text: 'Find, disable and enable accounts.', to: paths.admin.users, icon: <PeopleOutlined /> },
      ]} />
    </>
  );
}
