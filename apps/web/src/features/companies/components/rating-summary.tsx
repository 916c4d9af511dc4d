// The rating summary (spec section 3) as labelled bars: stars out of 5, likelihood to recommend out of 10, and the
// positive and negative shares of all ratings. Each bar's value is also written out, so the chart is never the only way in.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CompanyCard } from '@redress/contract';
import { BRAND_COLOR } from '../../../theme/theme.ts';
import { SUMMARY_METRICS, type MetricKey } from '../lib/metrics.ts';

const barColor: Partial<Record<MetricKey, string>> = { positive: '#2e9d57', negative: '#8a94a6' };

export function MetricBar({ fraction, color = BRAND_COLOR, height = 10 }: { fraction: number | null; color?: string; height?: number }) {
  return (
    <Box aria-hidden sx={{ height, borderRadius: height, bgcolor: 'grey.200', overflow: 'hidden' }}>
      <Box sx={{ width: `${Math.round((fraction ?? 0) * 1000) / 10}%`, height: '100%', bgcolor: color, borderRadius: height, transition: 'width 300ms ease' }} />
    </Box>
  );
}

export function RatingSummary({ company, title = 'Rating summary' }: { company: CompanyCard; title?: string }) {
  return (
    <Box component="ul" aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
      {SUMMARY_METRICS.map((m) => (
        <Box component="li" key={m.key} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: '180px 1fr 130px' }, gap: { xs: 0.5, sm: 2 }, alignItems: 'center' }}>
          <Typography component="span" sx={{ fontWeight: 600, fontSize: 15 }}>{m.label}</Typography>
          <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}>
            <MetricBar fraction={m.fraction(company)} color={barColor[m.key]} />
          </Box>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{m.text(company)}</Typography>
        </Box>
      ))}
    </Box>
  );
}
