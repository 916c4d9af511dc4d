// /companies/create: list a business that is not on Redress yet, then open its page. An organization account
// without a company becomes its owner, so the session is refreshed to carry the new company.
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import type { Company } from '@redress/contract';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { CreateCompanyForm } from '../../../features/business/components/create-company-form.tsx';
import { refreshSession, useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';

export default function CompanyCreatePage() {
  usePageTitle('Add a company');
  const navigate = useNavigate();
  const { user } = useSession();
  const becomesOwner = user?.profileType === 'organization' && !user.companyId;

  const onCreated = async (company: Company) => {
    if (becomesOwner) await refreshSession();
    toast.success(`${company.name} is on Redress`);
    navigate(paths.company(company.id));
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <div>
        <Typography variant="h1">Add a company</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Can&apos;t find a business on Redress? List it here so that you and others can file complaints, write reviews and rate it.
        </Typography>
      </div>
      {user?.profileType === 'employee' && <Alert severity="info">Employees act for their own company and cannot list another one.</Alert>}
      {becomesOwner && <Alert severity="info">Your business account has no company yet: you will manage the company you add here.</Alert>}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <CreateCompanyForm onCreated={onCreated} />
      </Paper>
    </Stack>
  );
}
