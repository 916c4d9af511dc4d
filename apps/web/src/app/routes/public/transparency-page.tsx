// /transparency (public, server-rendered): the platform's moderation figures by month, built from the decisions and
// appeals recorded as they happen (issue 39): nothing on it is typed by hand.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../components/page-title.ts';
import { useTransparencyReport } from '../../../features/moderation/api/public-figures.ts';
import { TransparencyTables } from '../../../features/moderation/components/public-figures.tsx';
import { formatDay } from '../../../lib/format.ts';

export default function TransparencyPage() {
  usePageTitle('Transparency report');
  const query = useTransparencyReport();
  const report = query.data;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 1100 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>Transparency report</Typography>
      <Typography color="text.secondary">
        What was posted on Redress and what its moderators decided, month by month over the last 12 months: removals and hidings by reason,
        authors' appeals and their outcomes, and how long a decision took from the moment the item was posted; the disputes companies opened
        against reviews and complaints and how moderators settled them; and the bursts of unusual activity (reviews and ratings of a company
        arriving far faster than usual) held for checks. Counted from the records each decision, dispute and burst writes as it happens.
      </Typography>
      {query.isError && <Alert severity="error" action={<Button color="inherit" onClick={() => void query.refetch()}>Try again</Button>}>{query.error.message || 'The report could not be loaded.'}</Alert>}
      {!report && !query.isError && <Box role="status" aria-busy="true" aria-label="Loading the report"><Skeleton variant="rounded" height={320} /></Box>}
      {report && (
        <>
          <TransparencyTables report={report} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>Figures as of {formatDay(report.generatedAt)}; months are UTC calendar months.</Typography>
        </>
      )}
    </Box>
  );
}
