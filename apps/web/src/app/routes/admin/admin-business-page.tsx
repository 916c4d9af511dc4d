// /admin/business: every company with search, and the companies listed in the last 30 days.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { AdminCompaniesList, NewCompaniesList } from '../../../features/business/components/admin-company-lists.tsx';
import { PageSection } from '../../../components/page-section.tsx';

export default function AdminBusinessPage() {
  usePageTitle('Businesses');
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}>
        <div>
          <Typography variant="h1">Businesses</Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>Open a company to verify it, edit its profile or remove it.</Typography>
        </div>
        <Button component={Link} to={paths.admin.businessNew} variant="contained" sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, flexShrink: 0 }}>Add a business</Button>
      </Stack>
      <PageSection title="New companies"><NewCompaniesList hrefOf={paths.admin.businessOne} /></PageSection>
      <PageSection title="All companies"><AdminCompaniesList hrefOf={paths.admin.businessOne} /></PageSection>
    </Stack>
  );
}
