// The dashboard's headline figures, each with its category's beside it (means over the category's companies).
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DashboardComparison, DashboardData, DashboardStat } from '@redress/contract';
import { decimal, duration, percent, signed } from '../lib/dashboard-format.ts';

interface Figure { label: string; value: string; detail?: string; category: (s: DashboardComparison['figures']) => DashboardStat; show: (n: number | null) => string }

function figuresOf(d: DashboardData): Figure[] {
  const c = d.complaints;
  const r = d.ratings;
  const v = d.reviews;
  return [
    { label: 'Complaints', value: String(c.total), category: (f) => f.complaints, show: (n) => decimal(n) },
    { label: 'Overdue now', value: String(c.overdue), category: (f) => f.overdue, show: (n) => decimal(n) },
    { label: 'Response rate', value: percent(c.responseRate), detail: `${c.responded} answered`, category: (f) => f.responseRate, show: percent },
    { label: 'Median first response', value: duration(c.medianFirstResponseSeconds), category: (f) => f.medianFirstResponseSeconds, show: duration },
    { label: 'Answered before the due time', value: percent(c.answeredOnTimeRate), detail: `${c.answeredOnTime} on time`, category: (f) => f.answeredOnTimeRate, show: percent },
    { label: 'Average rating', value: r.average === null ? '–' : `${decimal(r.average)} / 5`, detail: `${r.count} ${r.count === 1 ? 'rating' : 'ratings'}`, category: (f) => f.ratingAverage, show: (n) => decimal(n) },
    { label: 'Net promoter score', value: signed(r.nps), detail: `${r.npsResponses} answered`, category: (f) => f.nps, show: signed },
    { label: 'Reviews', value: String(v.count), detail: v.average === null ? undefined : `${decimal(v.average)} stars on average`, category: (f) => f.reviews, show: (n) => decimal(n) },
  ];
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } } as const;

export function FigureCards({ data, comparison }: { data: DashboardData; comparison: DashboardComparison | undefined }) {
  return (
    <Box component="ul" aria-label="Figures for the range" sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }}>
      {figuresOf(data).map((f) => {
        const stat = comparison && !comparison.withheld ? f.category(comparison.figures) : null;
        return (
          <Paper component="li" variant="outlined" key={f.label} sx={{ p: 2, minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{f.label}</Typography>
            <Typography component="p" variant="h3" sx={{ my: 0.5, overflowWrap: 'anywhere' }}>{f.value}</Typography>
            {f.detail && <Typography variant="caption" component="p" color="text.secondary">{f.detail}</Typography>}
            {stat && <Typography variant="caption" component="p" color="text.secondary">Category average: {f.show(stat.average)}</Typography>}
          </Paper>
        );
      })}
    </Box>
  );
}

export function FigureCardsSkeleton() {
  return (
    <Box sx={grid} role="status" aria-label="Loading the figures">
      {Array.from({ length: 8 }, (_, i) => <Skeleton key={i} variant="rounded" height={104} />)}
    </Box>
  );
}
