// The charts' chunk (MUI X Charts and d3) loads only when the figures are there to draw; skeletons hold its place.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { DashboardComparison, DashboardData } from '@redress/contract';

export const CHART_HEIGHT = 260;
export const chartsGrid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } } as const;

const DashboardCharts = lazy(() => import('./dashboard-charts.tsx'));

export function ChartsSkeleton() {
  return (
    <Box sx={chartsGrid} role="status" aria-label="Loading the charts">
      {Array.from({ length: 4 }, (_, i) => <Skeleton key={i} variant="rounded" height={CHART_HEIGHT + 56} />)}
    </Box>
  );
}

export function LazyDashboardCharts(props: { data: DashboardData; comparison: DashboardComparison | undefined }) {
  return (
    <Suspense fallback={<ChartsSkeleton />}>
      <DashboardCharts {...props} />
    </Suspense>
  );
}
