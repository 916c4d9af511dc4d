// The admin dashboard's charts (MUI X Charts), in their own chunk: complaints resolved and not, and new customers.
// Each drawing is hidden from screen readers; its figures are a visually hidden table beside it.
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { AdminDashboardData, NewUsersResponse } from '@redress/contract';
import { COUNT_AXIS, Drawing, FiguresTable } from '../../../components/chart-parts.tsx';

export const CHART_HEIGHT = 240;

export function ResolutionChart({ data }: { data: AdminDashboardData }) {
  return (
    <>
      <Drawing>
        <PieChart
          height={CHART_HEIGHT} skipAnimation disableKeyboardNavigation
          series={[{ innerRadius: 50, data: [
            { id: 0, value: data.resolvedComplaints, label: 'Resolved' },
            { id: 1, value: data.unresolvedComplaints, label: 'Not resolved' },
          ] }]}
        />
      </Drawing>
      <FiguresTable caption="Complaints by outcome" head={['Outcome', 'Complaints']} rows={[['Resolved', data.resolvedComplaints], ['Not resolved', data.unresolvedComplaints]]} />
    </>
  );
}

export function NewUsersChart({ data }: { data: NewUsersResponse }) {
  const per = data.interval === 'day' ? 'Day' : 'Week from';
  return (
    <>
      <Drawing>
        <BarChart
          height={CHART_HEIGHT} skipAnimation disableKeyboardNavigation
          xAxis={[{ scaleType: 'band', data: data.series.map((p) => p.date.slice(5)) }]}
          yAxis={[COUNT_AXIS]}
          series={[{ data: data.series.map((p) => p.count), label: 'New customers' }]}
        />
      </Drawing>
      <FiguresTable caption="New customer accounts" head={[per, 'New customers']} rows={data.series.map((p) => [p.date, p.count])} />
    </>
  );
}
