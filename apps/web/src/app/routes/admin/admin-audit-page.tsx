// /admin/audit: every change on the platform, who made it and when, before and after (audit.view; decision 126).
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../components/page-title.ts';
import { AdminAuditLog } from '../../../features/admin-insights/components/admin-audit-log.tsx';

export default function AdminAuditPage() {
  usePageTitle('Audit log');
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>Audit log</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Every change made by companies, employees, admins and Redress itself, newest first. Entries are never changed or removed.
      </Typography>
      <AdminAuditLog />
    </>
  );
}
