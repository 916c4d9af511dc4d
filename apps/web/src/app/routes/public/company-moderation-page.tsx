// /companies/explore/:id/moderation (public, server-rendered): a company's moderation log, counts by month, decision
// and reason, and its authors' appeals (issue 39). No item, author or moderator is named.
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/error-pages.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { useCompanyModerationLog } from '../../../features/moderation/api/public-figures.ts';
import { CompanyModerationLogTable } from '../../../features/moderation/components/public-figures.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatInteger } from '../../../lib/format.ts';

export default function CompanyModerationPage() {
  const { id = '' } = useParams();
  const query = useCompanyModerationLog(id);
  const log = query.data;
  const isUnknown = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  usePageTitle(log ? `Moderation log of ${log.company.name}` : isUnknown ? 'Page not found' : 'Moderation log');
  if (query.isError) {
    if (isUnknown) return <NotFoundPage />;
    return <Alert severity="error" action={<Button color="inherit" onClick={() => void query.refetch()}>Try again</Button>}>{query.error.message || 'The log could not be loaded.'}</Alert>;
  }
  if (!log) return <Box role="status" aria-busy="true" aria-label="Loading the moderation log"><Skeleton variant="rounded" height={240} /></Box>;
  const a = log.appeals;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 960 }}>
      <Box><Button component={RouterLink} to={paths.company(log.company.slug ?? log.company.id)} startIcon={<ArrowBack />} size="small">{log.company.name}</Button></Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>Moderation log of {log.company.name}</Typography>
      <Typography color="text.secondary">
        Every decision Redress's moderators made on reviews, complaints and ratings about {log.company.name} in the last 24 months, counted by month,
        decision and reason, as recorded when it was made. Nobody who wrote or decided is named. <Link component={RouterLink} to={paths.transparency}>The whole platform's figures</Link>.
      </Typography>
      <CompanyModerationLogTable log={log} />
      <Typography component="h2" variant="h3" sx={{ mt: 1 }}>Appeals by authors</Typography>
      <Typography>
        {a.filed === 0 ? 'No author appealed a decision about this company in these months.'
          : `${formatInteger(a.filed)} appealed: ${formatInteger(a.restored)} restored, ${formatInteger(a.upheld)} upheld, ${formatInteger(a.pending)} waiting for a moderator.`}
      </Typography>
    </Box>
  );
}
