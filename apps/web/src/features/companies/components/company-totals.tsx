// A company's totals (complaints, ratings, reviews, resolved) and how it answers: response rate and median time to
// the first answer. Tiles with the number large and the label beneath. Complaints, resolved and the response rate
// count public complaints (decision 76): the ones the page lists, so its figures and its list agree.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CompanyCard } from '@redress/contract';
import { formatCount, formatDuration, formatPercent } from '../lib/metrics.ts';
import { MetricBar } from './rating-summary.tsx';

function Tile({ value, label, note, fraction }: { value: string; label: string; note?: string; fraction?: number | null }) {
  return (
    <Box component="li" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Typography component="span" sx={{ fontSize: 26, fontWeight: 750, lineHeight: 1.1 }}>{value}</Typography>
      <Typography component="span" color="text.secondary">{label}</Typography>
      {fraction !== undefined && <Box sx={{ mt: 'auto', pt: 0.5 }}><MetricBar fraction={fraction} height={6} color="#2e9d57" /></Box>}
      {note && <Typography component="span" variant="body2" color="text.secondary">{note}</Typography>}
    </Box>
  );
}

export function CompanyTotals({ company }: { company: CompanyCard }) {
  const s = company.summary;
  const resolvedShare = s.totalComplaints ? s.resolvedComplaints / s.totalComplaints : null;
  return (
    <Box component="ul" aria-label="Totals" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 130px), 1fr))' }}>
      <Tile value={formatCount(s.totalComplaints)} label={s.totalComplaints === 1 ? 'Complaint' : 'Complaints'} note="public, as listed" />
      <Tile value={formatCount(s.totalRatings)} label={s.totalRatings === 1 ? 'Rating' : 'Ratings'} />
      <Tile value={formatCount(s.totalReviews)} label={s.totalReviews === 1 ? 'Review' : 'Reviews'} />
      <Tile
        value={formatCount(s.resolvedComplaints)} label="Resolved" fraction={resolvedShare}
        note={resolvedShare === null ? undefined : `${Math.round(resolvedShare * 100)}% of public complaints`}
      />
      <Tile
        value={s.responseRate === null ? '–' : formatPercent(s.responseRate)} label="Response rate" fraction={s.responseRate === null ? null : s.responseRate / 100}
        note={s.responseRate === null ? 'No complaints to answer yet' : 'of public complaints answered'}
      />
      <Tile
        value={s.medianFirstResponseMinutes === null ? '–' : formatDuration(s.medianFirstResponseMinutes)} label="Median first response"
        note={s.medianFirstResponseMinutes === null ? 'No answers yet' : 'from complaint to first answer'}
      />
    </Box>
  );
}
