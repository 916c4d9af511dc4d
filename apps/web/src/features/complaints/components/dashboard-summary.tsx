// The customer's /dashboard cards (GET /complaint/dashboard): totals, and a bar per complaint state with its share.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CustomerDashboard } from '@redress/contract';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCustomerDashboard } from '../api/get-dashboard.ts';
import { STATUS_LOOKS } from '../lib/status.ts';
import { formatInteger } from '../../../lib/format.ts';

interface Bar { key: keyof CustomerDashboard; label: string; color: string; to?: string }

export const DASHBOARD_BARS: Bar[] = [
  { key: 'open', label: 'Waiting for the company', color: STATUS_LOOKS.pending.color, to: `${paths.complaints}?status=pending` },
  { key: 'inReview', label: 'In review by the company', color: STATUS_LOOKS['in-review'].color, to: `${paths.complaints}?status=in-review` },
  { key: 'awaitingYou', label: 'Waiting for you', color: STATUS_LOOKS.processed.color, to: `${paths.complaints}?status=processed` },
  { key: 'overdue', label: 'Overdue', color: STATUS_LOOKS.overdue.color, to: `${paths.complaints}?status=overdue` },
  { key: 'resolved', label: 'Resolved', color: STATUS_LOOKS.resolved.color, to: `${paths.complaints}?status=resolved` },
  { key: 'unresolved', label: 'Unresolved', color: STATUS_LOOKS.unresolved.color, to: `${paths.complaints}?status=unresolved` },
];

function Stat({ label, value, to }: { label: string; value: number; to: string }) {
  return (
    <Card variant="outlined" sx={{ p: 2 }}>
      <Typography component="p" sx={{ fontSize: 32, fontWeight: 700, lineHeight: 1.1 }}>{formatInteger(value)}</Typography>
      <Link component={RouterLink} to={to} color="text.secondary">{label}</Link>
    </Card>
  );
}

export function DashboardSummary() {
  const q = useCustomerDashboard();
  if (q.isError) return <Alert severity="warning" sx={{ mb: 3 }}>Your complaint summary could not be loaded just now.</Alert>;
  if (!q.data) {
    return (
      <Box role="status" aria-busy="true" aria-label="Loading your summary" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, mb: 4 }}>
        <Skeleton variant="rounded" height={180} /><Skeleton variant="rounded" height={180} />
      </Box>
    );
  }
  const d = q.data;
  const max = Math.max(1, ...DASHBOARD_BARS.map((b) => d[b.key]));
  return (
    <Box component="section" aria-labelledby="summary-heading" sx={{ mb: 4 }}>
      <Typography id="summary-heading" component="h2" variant="h3" sx={{ mb: 2 }}>Your activity</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' } }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))', alignContent: 'start' }}>
          <Stat label={`Complaint${d.complaints === 1 ? '' : 's'}`} value={d.complaints} to={paths.complaints} />
          <Stat label={`Review${d.reviews === 1 ? '' : 's'}`} value={d.reviews} to={paths.reviews} />
          <Stat label={`Rating${d.ratings === 1 ? '' : 's'}`} value={d.ratings} to={paths.ratings} />
        </Box>
        <Card variant="outlined" sx={{ p: 2 }}>
          <Typography component="h3" variant="h4" sx={{ mb: 1.5 }}>Your complaints by state</Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
            {DASHBOARD_BARS.map((b) => (
              <Box component="li" key={b.key} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: '180px 1fr auto' }, alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
                <Link component={RouterLink} to={b.to ?? paths.complaints} color="text.primary" sx={{ fontSize: 14 }}>{b.label}</Link>
                <Box aria-hidden sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' }, height: 10, borderRadius: 5, bgcolor: 'action.hover', overflow: 'hidden' }}>
                  <Box sx={{ width: `${(d[b.key] / max) * 100}%`, height: '100%', bgcolor: b.color, borderRadius: 5, minWidth: d[b.key] ? 6 : 0 }} />
                </Box>
                <Typography sx={{ fontWeight: 700, minWidth: 24, textAlign: 'right' }}>{formatInteger(d[b.key])}</Typography>
              </Box>
            ))}
          </Box>
        </Card>
      </Box>
    </Box>
  );
}
