// /business/overview: the company's profile as its owner manages it (details, logo and banner, products and
// services), read-only for employees. `?companyId=` opens a given company; the server answers 403 for another's.
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { roleHasRight } from '@redress/contract/constants';
import { EmptyState } from '../../../components/empty-state.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { useBusinessProfile } from '../../../features/business/api/companies.ts';
import { CatalogueSection } from '../../../features/business/components/catalogue-section.tsx';
import { CompanyDetailsForm } from '../../../features/business/components/company-details-form.tsx';
import { CompanyImages } from '../../../features/business/components/company-images.tsx';
import { LoadFailure } from '../../../features/business/components/company-status.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { useSession } from '../../../lib/session.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';

export default function BusinessOverviewPage() {
  usePageTitle('Company profile');
  const { user } = useSession();
  const [params] = useSearchParams();
  const companyId = params.get('companyId') || user?.companyId;
  const profile = useBusinessProfile(companyId);

  if (!companyId) {
    return (
      <EmptyState icon={<BusinessOutlined />} title="Your account has no company yet" action={<Button component={RouterLink} to={paths.companyCreate} variant="contained">List your business</Button>}>
        List your business on Redress to manage its page here.
      </EmptyState>
    );
  }
  if (profile.error) return <LoadFailure error={profile.error} />;
  const company = profile.data;
  // The owner and managers edit the profile (COMPANY_RIGHTS.editProfile); an agent reads it.
  const canEdit = !!company && roleHasRight(user?.companyRole, 'editProfile');

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>{company?.name ?? 'Company profile'}</Typography>
          {company && (
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              {company.companyVerified ? <Chip icon={<VerifiedOutlined />} label="Verified" color="primary" variant="outlined" size="small" /> : <Chip label="Not verified yet" size="small" />}
              <Chip label={`${company.employeesCount} ${company.employeesCount === 1 ? 'employee' : 'employees'}`} size="small" />
            </Stack>
          )}
        </Box>
        {company && <Button component={RouterLink} to={paths.company(company.id)} variant="outlined" endIcon={<OpenInNew />}>View public page</Button>}
      </Box>
      {!company ? <LoadingBlock height={480} label="Loading your company" /> : (
        <>
          <PageSection title="Logo and banner"><CompanyImages key={company.id} company={company} readOnly={!canEdit} /></PageSection>
          <PageSection title="Company details"><CompanyDetailsForm key={company.id} company={company} readOnly={!canEdit} /></PageSection>
          <PageSection title="Products"><CatalogueSection kind="product" companyId={company.id} canManage={canEdit} /></PageSection>
          <PageSection title="Services"><CatalogueSection kind="service" companyId={company.id} canManage={canEdit} /></PageSection>
        </>
      )}
    </Stack>
  );
}
