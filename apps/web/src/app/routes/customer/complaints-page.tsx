// /complaints: the complaints you filed (an admin sees every complaint), with search, status chips and pages.
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { useVerifiedGate } from '../../../components/verified-gate.tsx';
import { paths } from '../../../config/paths.ts';
import { ComplaintsBrowser } from '../../../features/complaints/components/complaints-browser.tsx';
import { useSession } from '../../../lib/session.ts';

export default function ComplaintsPage() {
  const { user } = useSession();
  const isAdmin = user?.profileType === 'admin';
  usePageTitle(isAdmin ? 'Complaints' : 'My complaints');
  const gate = useVerifiedGate();
  const navigate = useNavigate();
  // A business's complaints are its company's: their own page says so.
  if (user?.profileType === 'organization' || user?.profileType === 'employee') return <Navigate to={paths.myCompanyComplaints} replace />;
  const file = (e: MouseEvent) => {
    e.preventDefault();
    gate(() => navigate(paths.complaintCompany));
  };
  const fileButton = <Button component={RouterLink} to={paths.complaintCompany} onClick={file} variant="contained" startIcon={<ReportProblemOutlined />}>File a complaint</Button>;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <div>
          <Typography variant="h1">{isAdmin ? 'Complaints' : 'My complaints'}</Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>{isAdmin ? 'Every complaint on Redress, newest first.' : 'Every complaint you filed, newest first, with its status and when the company must answer.'}</Typography>
        </div>
        {!isAdmin && fileButton}
      </Box>
      <ComplaintsBrowser
        showAuthor={isAdmin}
        empty={<EmptyState icon={<ReportProblemOutlined />} title="No complaints yet" action={isAdmin ? undefined : fileButton}>Had a problem with a company? Tell them on Redress: they are asked to answer in public.</EmptyState>}
        emptyFiltered={(clear) => <EmptyState icon={<SearchOffOutlined />} title="No complaints match" action={<Button variant="outlined" onClick={clear}>Clear filters</Button>}>Try other words or another status.</EmptyState>}
      />
    </>
  );
}
