// /companies/compare/comparism-outcome?ids=a,b,c: the comparison itself, a URL that can be shared as it is.
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { COMPARE_MIN } from '@redress/contract/constants';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCompanyComparison } from '../../../features/companies/api/compare-companies.ts';
import { ComparisonTable, leadCounts } from '../../../features/companies/components/comparison-table.tsx';
import { COMPARISON_METRICS } from '../../../features/companies/lib/metrics.ts';
import { compareQuery, readCompareIds } from '../../../features/companies/lib/compare-ids.ts';

const listNames = (names: string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

export default function CompareOutcomePage() {
  const [params] = useSearchParams();
  const ids = readCompareIds(params);
  const comparison = useCompanyComparison(ids);
  // In the order they were chosen.
  const companies = (comparison.data?.companies ?? []).slice().sort((a, b) => {
    const at = (c: { id: string; slug: string }) => ids.findIndex((id) => [c.id, c.slug].includes(id.toLowerCase()));
    return at(a) - at(b);
  });
  usePageTitle(companies.length ? `Compare ${listNames(companies.map((c) => c.name))}` : 'Comparison');
  const change = `${paths.compare}${compareQuery(ids)}`;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success('Link copied: anyone with it sees this comparison.');
    } catch {
      toast.info(`Copy this address to share the comparison: ${window.location.href}`);
    }
  };

  let body;
  if (ids.length < COMPARE_MIN) {
    body = (
      <EmptyState title="Choose the companies to compare" action={<Button component={RouterLink} to={change} variant="contained">Choose companies</Button>}>
        A comparison needs {COMPARE_MIN} to 4 companies.
      </EmptyState>
    );
  } else if (comparison.isError) {
    const missing = comparison.error instanceof ApiError && comparison.error.status === 404;
    body = (
      <Alert severity={missing ? 'warning' : 'error'} action={<Button color="inherit" component={RouterLink} to={change}>Choose again</Button>}>
        {missing ? 'One of these companies could not be found. It may have left Redress, or the link is incomplete.' : comparison.error.message}
      </Alert>
    );
  } else if (!companies.length) {
    body = <Box role="status" aria-busy="true" aria-label="Loading the comparison"><Skeleton variant="rounded" height={420} /></Box>;
  } else {
    const counts = leadCounts(companies);
    const top = Math.max(...counts);
    const leaders = companies.filter((_, i) => counts[i] === top);
    body = (
      <>
        {top > 0 && (
          <Typography sx={{ mb: 2 }}>
            {leaders.length === 1
              ? <><strong>{leaders[0]!.name}</strong> is better on {top} of the {COMPARISON_METRICS.length} measures below.</>
              : <><strong>{listNames(leaders.map((c) => c.name))}</strong> are each better on {top} of the {COMPARISON_METRICS.length} measures below.</>}
          </Typography>
        )}
        <ComparisonTable companies={companies} linkTo={(c) => paths.company(c.slug)} />
      </>
    );
  }

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Box>
          <Typography variant="h1" sx={{ mb: 1 }}>Comparison</Typography>
          {companies.length > 0 && <Typography color="text.secondary">{listNames(companies.map((c) => c.name))}, side by side.</Typography>}
        </Box>
        {ids.length >= COMPARE_MIN && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<ContentCopyOutlined />} onClick={() => void copyLink()}>Copy link</Button>
            <Button component={RouterLink} to={change} startIcon={<EditOutlined />}>Change companies</Button>
          </Box>
        )}
      </Box>
      {body}
    </>
  );
}
