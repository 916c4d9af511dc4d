// The charts' chunk (MUI X Charts and d3) loads only when the figures are there to draw; skeletons hold its place.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { DashboardComparison, DashboardData } from '@redress/contract';
import { CHART_HEIGHT, chartsGrid } from './chart-layout.ts';

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
