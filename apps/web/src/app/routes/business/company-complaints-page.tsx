// /company/complaints and /business/complaints: complaints about the business's company (GET /complaint answers
// an organization or employee their company's), with search and status chips; each opens to be answered.
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import SentimentSatisfiedAltOutlined from '@mui/icons-material/SentimentSatisfiedAltOutlined';
import Button from '@mui/material/Button';
import { BusinessListPage } from '../../../components/business-list-page.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { ComplaintsBrowser } from '../../../features/complaints/components/complaints-browser.tsx';
import { DUE_RULE_TEXT } from '../../../features/complaints/lib/due-time.ts';

export default function CompanyComplaintsPage() {
  return (
    <BusinessListPage
      title="Company complaints" intro={`Complaints about your company, newest first. Open one to answer it. ${DUE_RULE_TEXT}`}
      own={{ label: 'My complaints', to: paths.complaints, noun: 'complaints' }}
    >
      <ComplaintsBrowser
        showCompany={false} showAuthor
        empty={<EmptyState icon={<SentimentSatisfiedAltOutlined />} title="No complaints">Nobody has complained about your company on Redress.</EmptyState>}
        emptyFiltered={(clear) => <EmptyState icon={<SearchOffOutlined />} title="No complaints match" action={<Button variant="outlined" onClick={clear}>Clear filters</Button>}>Try other words or another status.</EmptyState>}
      />
    </BusinessListPage>
  );
}
