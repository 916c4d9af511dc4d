// /dashboard: the customer's start page.
import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import StarOutlineOutlined from '@mui/icons-material/StarOutlineOutlined';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { useVerifiedGate } from '../../../components/verified-gate.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { QuickActions } from '../../../components/quick-actions.tsx';
import { DashboardSummary } from '../../../features/complaints/components/dashboard-summary.tsx';

export default function DashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useSession();
  const gate = useVerifiedGate();
  const navigate = useNavigate();
  // Filing, reviewing and rating need a verified e-mail: the gate shows 'Unverified Email' instead.
  const gated = (to: string) => (e: MouseEvent) => {
    e.preventDefault();
    gate(() => navigate(to));
  };
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>Welcome, {user?.firstName}</Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>What would you like to do today?</Typography>
      {user?.profileType === 'user' && <DashboardSummary />}
      <QuickActions actions={[
        { title: 'File a complaint', text: 'Tell a company what went wrong; it has until the end of the next day to answer.', to: paths.complaintCompany, icon: <ReportProblemOutlined />, onClick: gated(paths.complaintCompany) },
        { title: 'Write a review', text: 'Share your experience to help others choose.', to: paths.reviewCompany, icon: <RateReviewOutlined />, onClick: gated(paths.reviewCompany) },
        { title: 'Rate a company', text: 'Stars for product, employees, channel, service and brand.', to: paths.newRating, icon: <StarOutlineOutlined />, onClick: gated(paths.newRating) },
        { title: 'Compare companies', text: 'See scores and response times side by side.', to: paths.compare, icon: <CompareArrowsOutlined /> },
      ]} />
    </>
  );
}
