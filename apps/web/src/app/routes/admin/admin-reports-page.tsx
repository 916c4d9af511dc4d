// /admin/reports: complaints, reviews and ratings by days, company, category and status, with a CSV download
// (reports.view; decision 126).
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../components/page-title.ts';
import { AdminReports } from '../../../features/admin-insights/components/admin-reports.tsx';

export default function AdminReportsPage() {
  usePageTitle('Reports');
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>Reports</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Complaints, reviews and ratings, newest first. Deleted items are left out; anonymous authors are never named, here or in the CSV.
      </Typography>
      <AdminReports />
    </>
  );
}
