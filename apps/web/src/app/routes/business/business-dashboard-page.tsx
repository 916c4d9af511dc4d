// /business/dashboard: the company's start page.
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { QuickActions } from '../../../components/quick-actions.tsx';

export default function BusinessDashboardPage() {
  usePageTitle('Business dashboard');
  const { user } = useSession();
  const isOwner = user?.profileType === 'organization';
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>Business dashboard</Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>Answer complaints before they fall due, and keep your company page up to date.</Typography>
      <QuickActions actions={[
        { title: 'Support center', text: 'Complaints waiting for your answer, with their due times.', to: paths.business.support, icon: <SupportAgentOutlined /> },
        { title: 'Complaints', text: 'Complaints about your company, with their due times: answer them before they fall due.', to: paths.business.complaints, icon: <ReportProblemOutlined /> },
        { title: 'Company profile', text: 'Your page as customers see it: logo, banner, products and services.', to: paths.business.overview, icon: <BusinessOutlined /> },
        ...(isOwner ? [{ title: 'Employees', text: 'The people who answer for your company.', to: paths.business.employees, icon: <PeopleOutlined /> }] : []),
        { title: 'Audit trail', text: 'Who did what on your company page, and when.', to: paths.business.audit, icon: <HistoryOutlined /> },
      ]} />
    </>
  );
}
