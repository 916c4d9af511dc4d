// /admin/dashboard: the moderation team's start page: the platform's figures (decision 125), then the link tiles.
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { mayOpenAdminPage } from '../../../lib/authorization.ts';
import { useSession } from '../../../lib/session.ts';
import { QuickActions } from '../../../components/quick-actions.tsx';
import { AdminDashboardFigures } from '../../../features/admin-insights/components/admin-dashboard.tsx';

export default function AdminDashboardPage() {
  usePageTitle('Admin dashboard');
  const { user } = useSession();
  // Only the pages this admin's permissions open.
  const actions = [
    { title: 'Complaints', text: 'Moderate flagged and new complaints.', to: paths.admin.complaints, icon: <ReportProblemOutlined /> },
    { title: 'Reviews', text: 'Moderate reviews and their comments.', to: paths.admin.reviews, icon: <RateReviewOutlined /> },
    { title: 'Businesses', text: 'Verify companies and manage their plans.', to: paths.admin.business, icon: <BusinessOutlined /> },
    { title: 'Users', text: 'Find, disable and enable accounts.', to: paths.admin.users, icon: <PeopleOutlined /> },
  ].filter((a) => mayOpenAdminPage(user?.permissions ?? [], a.to));
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>Admin dashboard</Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>Signed in as {user?.firstName} {user?.lastName}.</Typography>
      <AdminDashboardFigures canVerify={!!user?.permissions.includes('companies.manage')} />
      {actions.length > 0 && (
        <>
          <Typography component="h2" variant="h3" sx={{ mt: 4, mb: 2 }}>Go to</Typography>
          <QuickActions actions={actions} />
        </>
      )}
    </>
  );
}
