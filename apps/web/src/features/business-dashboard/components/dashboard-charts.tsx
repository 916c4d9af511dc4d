// The dashboard's charts (MUI X Charts), loaded on their own after the figures: the library is in this chunk only.
// Each chart's figures are also a table for screen readers; the drawing itself is hidden from them.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId, type ReactNode } from 'react';
import type { DashboardComparison, DashboardData } from '@redress/contract';
import { EmptyState } from '../../../components/empty-state.tsx';
import { COUNT_AXIS, Drawing, FiguresTable } from '../../../components/chart-parts.tsx';
import { decimal, percent, shortDate, signed, STATUS_LABELS } from '../lib/dashboard-format.ts';
import { CHART_HEIGHT as HEIGHT, chartsGrid as grid } from './chart-layout.ts';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography id={id} component="h2" variant="h4" sx={{ mb: 1 }}>{title}</Typography>
      {children}
    </Paper>
  );
}

export default function DashboardCharts({ data, comparison }: { data: DashboardData; comparison: DashboardComparison | undefined }) {
  const c = data.complaints;
  const dates = c.overTime.map((p) => shortDate(p.date));
  const compared = comparison && !comparison.withheld && comparison.startDate === data.startDate && comparison.endDate === data.endDate ? comparison : undefined;
  const categoryPerCompany = compared?.complaintsOverTime.map((p) => p.count);
  const categoryNps = compared?.npsOverTime.map((p) => p.nps);
  const r = data.ratings;
  const per = data.interval === 'day' ? 'Day' : data.interval === 'week' ? 'Week from' : 'Month from';

  return (
    <Box sx={grid}>
      <Panel title="Complaints over time">
        {c.total === 0 ? <EmptyState title="No complaints in this range" /> : (
          <>
            <Drawing>
              <LineChart
                height={HEIGHT}
                skipAnimation
                disableKeyboardNavigation
                xAxis={[{ scaleType: 'point', data: dates }]}
                yAxis={[COUNT_AXIS]}
                series={[
                  { data: c.overTime.map((p) => p.count), label: 'Your company', showMark: c.overTime.length <= 31 },
                  ...(categoryPerCompany ? [{ data: categoryPerCompany, label: 'Category average', showMark: false }] : []),
                ]}
              />
            </Drawing>
            <FiguresTable
              caption="Complaints received"
              head={[per, 'Your company', ...(categoryPerCompany ? ['Category average per company'] : [])]}
              rows={c.overTime.map((p, i) => [shortDate(p.date), p.count, ...(categoryPerCompany ? [decimal(categoryPerCompany[i] ?? null)] : [])])}
            />
          </>
        )}
      </Panel>

      <Panel title="Complaints by status">
        {c.total === 0 ? <EmptyState title="No complaints in this range" /> : (
          <>
            <Drawing>
              <BarChart
                height={HEIGHT}
                skipAnimation
                disableKeyboardNavigation
                layout="horizontal"
                xAxis={[COUNT_AXIS]}
                yAxis={[{ scaleType: 'band', data: c.byStatus.map((s) => STATUS_LABELS[s.status]), width: 110 }]}
                series={[{ data: c.byStatus.map((s) => s.count), label: 'Complaints' }]}
                hideLegend
              />
            </Drawing>
            <FiguresTable caption="Complaints by status" head={['Status', 'Complaints']} rows={c.byStatus.map((s) => [STATUS_LABELS[s.status], s.count])} />
          </>
        )}
      </Panel>

      <Panel title="Ratings and net promoter score">
        {r.count === 0 ? <EmptyState title="No ratings in this range" /> : (
          <>
            <Drawing>
              <LineChart
                height={HEIGHT}
                skipAnimation
                disableKeyboardNavigation
                xAxis={[{ scaleType: 'point', data: dates }]}
                yAxis={[{ min: -100, max: 100 }]}
                series={[
                  { data: r.overTime.map((p) => p.nps), label: 'Your NPS', connectNulls: true, showMark: r.overTime.length <= 31 },
                  ...(categoryNps ? [{ data: categoryNps, label: 'Category NPS', connectNulls: true, showMark: false }] : []),
                ]}
              />
            </Drawing>
            <FiguresTable
              caption="Ratings and net promoter score"
              head={[per, 'Ratings', 'Average stars', 'NPS', ...(categoryNps ? ['Category NPS'] : [])]}
              rows={r.overTime.map((p, i) => [shortDate(p.date), p.count, decimal(p.average), signed(p.nps), ...(categoryNps ? [signed(categoryNps[i] ?? null)] : [])])}
            />
          </>
        )}
      </Panel>

      <Panel title="Review stars">
        {data.reviews.count === 0 ? <EmptyState title="No reviews in this range" /> : (
          <>
            <Drawing>
              <BarChart
                height={HEIGHT}
                skipAnimation
                disableKeyboardNavigation
                xAxis={[{ scaleType: 'band', data: data.reviews.stars.map((s) => `${s.stars} ★`) }]}
                yAxis={[COUNT_AXIS]}
                series={[{ data: data.reviews.stars.map((s) => s.count), label: 'Reviews' }]}
                hideLegend
              />
            </Drawing>
            <FiguresTable
              caption="Reviews per star"
              head={['Stars', 'Reviews', 'Share', ...(compared ? ['Category share'] : [])]}
              rows={data.reviews.stars.map((s, i) => [s.stars, s.count, percent(s.count / data.reviews.count), ...(compared ? [percent(compared.stars[i]?.share ?? null)] : [])])}
            />
          </>
        )}
      </Panel>
    </Box>
  );
}
