// The admins' preview of the weekly digest (decision 98): a week at a time (?week=<Monday>), its figures, and the mail
// itself as subscribers get it, HTML (in a sandboxed frame: no scripts, no navigation) and plain text.
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/list-parts.tsx';
import { formatDay } from '../../../lib/format.ts';
import { useDigestPreview } from '../api/get-digest-preview.ts';

const MONDAY = /^\d{4}-\d{2}-\d{2}$/;

/** The Monday `days` away from `week` (an ISO date), as an ISO date. */
export function shiftWeek(week: string, days: number): string {
  const d = new Date(`${week}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A calendar date (an ISO date, the platform's day) as people read it, whatever the browser's time zone. */
function dayOf(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return formatDay(new Date(y, m - 1, d));
}

export function DigestPreviewPanel() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('week');
  const week = asked && MONDAY.test(asked) ? asked : undefined;
  const preview = useDigestPreview(week);
  // The newest week there is to preview: the last finished one, the default's (the same query when no week is asked).
  const latest = useDigestPreview(undefined).data?.week;
  const [view, setView] = useState<'html' | 'text'>('html');
  const data = preview.data;
  const go = (next: string) => setParams(next === latest ? {} : { week: next });

  if (preview.isError && !data) return <LoadFailed error={preview.error} fallback="The digest could not be previewed." onRetry={() => void preview.refetch()} />;
  if (!data) return <Box role="status" aria-busy="true" aria-label="Loading the digest"><Skeleton variant="rounded" height={56} sx={{ mb: 2 }} /><Skeleton variant="rounded" height={480} /></Box>;

  return (
    <Box sx={{ display: 'grid', gap: 2, opacity: preview.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Button startIcon={<ChevronLeft aria-hidden />} onClick={() => go(shiftWeek(data.week, -7))}>Week before</Button>
        <Typography component="h2" variant="h6" role="status">
          <time dateTime={data.week}>{dayOf(data.week)}</time> to <time dateTime={shiftWeek(data.week, 6)}>{dayOf(shiftWeek(data.week, 6))}</time>
        </Typography>
        <Button endIcon={<ChevronRight aria-hidden />} disabled={!latest || data.week >= latest} onClick={() => go(shiftWeek(data.week, 7))}>Week after</Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Chip label={`${data.counts.resolved} resolved complaint${data.counts.resolved === 1 ? '' : 's'}`} />
        <Chip label={`${data.counts.answered} company answer${data.counts.answered === 1 ? '' : 's'}`} />
        <Chip label={`${data.counts.reviews} helpful review${data.counts.reviews === 1 ? '' : 's'}`} />
      </Box>
      {data.empty ? (
        <Alert severity="info">Nothing happened that week: no digest is sent for it.</Alert>
      ) : (
        <>
          <Typography><strong>Subject:</strong> {data.subject}</Typography>
          <Tabs value={view} onChange={(_, v: 'html' | 'text') => setView(v)} aria-label="Version" sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Tab value="html" label="As sent (HTML)" />
            <Tab value="text" label="Plain text" />
          </Tabs>
          {view === 'html' ? (
            <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
              <Box component="iframe" title={`The digest of the week of ${dayOf(data.week)}`} sandbox="" srcDoc={data.html} sx={{ display: 'block', width: '100%', height: 640, border: 0, bgcolor: '#fff' }} />
            </Paper>
          ) : (
            <Paper variant="outlined" component="pre" sx={{ p: 2, m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: '0.875rem' }}>{data.text}</Paper>
          )}
        </>
      )}
    </Box>
  );
}
