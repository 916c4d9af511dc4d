// /company/complaints and /business/complaints: complaints about the business's company (GET /complaint answers
// an organization or employee their company's), with search and status chips; each opens to be answered.
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import SentimentSatisfiedAltOutlined from '@mui/icons-material/SentimentSatisfiedAltOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { ComplaintsBrowser } from '../../../features/complaints/components/complaints-browser.tsx';
import { DUE_RULE_TEXT } from '../../../features/complaints/lib/due-time.ts';
import { useSession } from '../../../lib/session.ts';

export default function CompanyComplaintsPage() {
  usePageTitle('Company complaints');
  const { user } = useSession();
  const isBusiness = user?.profileType === 'organization' || user?.profileType === 'employee';
  return (
    <>
      <Typography variant="h1">Company complaints</Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>Complaints about your company, newest first. Open one to answer it. {DUE_RULE_TEXT}</Typography>
      {!isBusiness ? (
        <Alert severity="info" action={<Button color="inherit" component={RouterLink} to={paths.complaints}>My complaints</Button>}>
          This page is for business accounts. Your own complaints are under My complaints.
        </Alert>
      ) : !user?.companyId ? (
        <Alert severity="info" action={<Button color="inherit" component={RouterLink} to={paths.companyCreate}>Add your company</Button>}>
          Your business account has no company yet.
        </Alert>
      ) : (
        <ComplaintsBrowser
          showCompany={false} showAuthor
          empty={<EmptyState icon={<SentimentSatisfiedAltOutlined />} title="No complaints">Nobody has complained about your company on Redress.</EmptyState>}
          emptyFiltered={(clear) => <EmptyState icon={<SearchOffOutlined />} title="No complaints match" action={<Button variant="outlined" onClick={clear}>Clear filters</Button>}>Try other words or another status.</EmptyState>}
        />
      )}
    </>
  );
}
