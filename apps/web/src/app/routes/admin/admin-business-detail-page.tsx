// /admin/business/:id: one company for the admin: its figures, verification, removal, its profile, e-mail details,
// products, services, employees and, for moderators, the complaints written to it before it joined.
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { useBusinessProfile } from '../../../features/business/api/companies.ts';
import { AdminCompanyControls } from '../../../features/business/components/admin-company-controls.tsx';
import { AdminCompanyFigures } from '../../../features/business/components/admin-company-figures.tsx';
import { AdminEmailDetailsSection } from '../../../features/business/components/admin-email-details.tsx';
import { AdminEmployeesSection } from '../../../features/business/components/admin-employees-section.tsx';
import { CatalogueSection } from '../../../features/business/components/catalogue-section.tsx';
import { CompanyDetailsForm } from '../../../features/business/components/company-details-form.tsx';
import { CompanyImages } from '../../../features/business/components/company-images.tsx';
import { LoadFailure } from '../../../features/business/components/company-status.tsx';
import { countryName } from '../../../features/business/components/countries.ts';
import { AdminProspectMove } from '../../../features/complaints/components/admin-prospect-move.tsx';
import { useSession } from '../../../lib/session.ts';
import { PageSection } from '../../../components/page-section.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';

export default function AdminBusinessDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const profile = useBusinessProfile(id);
  const { user } = useSession();
  const company = profile.data;
  usePageTitle(company?.name ?? 'Business');
  if (profile.error) return <LoadFailure error={profile.error} />;

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box>
        <Button component={RouterLink} to={paths.admin.business} size="small">&larr; All businesses</Button>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', justifyContent: 'space-between', mt: 1 }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>{company?.name ?? 'Business'}</Typography>
          {company && <Button component={RouterLink} to={paths.company(company.id)} variant="outlined" endIcon={<OpenInNew />}>View public page</Button>}
        </Box>
        {company && (
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
            <Chip size="small" label={company.ownerUserId ? 'Claimed by its business' : 'Not claimed yet'} />
            {company.country && <Chip size="small" label={countryName(company.country)} />}
          </Stack>
        )}
      </Box>
      <AdminCompanyFigures companyId={id} />
      {!company ? <LoadingBlock height={480} label="Loading the company" /> : (
        <>
          <PageSection title="Verification and removal">
            <AdminCompanyControls company={company} onDeleted={() => navigate(paths.admin.business, { replace: true })} />
          </PageSection>
          <PageSection title="Logo and banner"><CompanyImages key={company.id} company={company} /></PageSection>
          <PageSection title="Company details"><CompanyDetailsForm key={company.id} company={company} /></PageSection>
          <PageSection title="E-mail details"><AdminEmailDetailsSection key={company.id} companyId={company.id} /></PageSection>
          <PageSection title="Products"><CatalogueSection kind="product" companyId={company.id} canManage /></PageSection>
          <PageSection title="Services"><CatalogueSection kind="service" companyId={company.id} canManage /></PageSection>
          <PageSection title="Employees"><AdminEmployeesSection key={company.id} companyId={company.id} /></PageSection>
          {user?.permissions.includes('complaints.moderate') && (
            <PageSection title="Complaints written before it joined"><AdminProspectMove key={company.id} company={company} /></PageSection>
          )}
        </>
      )}
    </Stack>
  );
}
