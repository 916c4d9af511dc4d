// /admin/business/new: an admin lists a company (no owner yet: its business claims it by domain, decision 28) and
// keeps the categories companies are filed under; the new company opens in its admin page.
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import type { Company } from '@redress/contract';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { CreateCategoryForm } from '../../../features/business/components/create-category-form.tsx';
import { CreateCompanyForm } from '../../../features/business/components/create-company-form.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { toast } from '../../../lib/toast.ts';

export default function AdminBusinessNewPage() {
  usePageTitle('Add a business');
  const navigate = useNavigate();

  const onCreated = (company: Company) => {
    toast.success(`${company.name} is on Redress`);
    navigate(paths.admin.businessOne(company.id));
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <div>
        <Typography variant="h1">Add a business</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          List a company that is not on Redress yet. It has no owner until a business account with an e-mail on its domain claims it.
        </Typography>
      </div>
      <PageSection title="Company">
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <CreateCompanyForm onCreated={onCreated} />
        </Paper>
      </PageSection>
      <PageSection title="Categories">
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <CreateCategoryForm />
        </Paper>
      </PageSection>
    </Stack>
  );
}
