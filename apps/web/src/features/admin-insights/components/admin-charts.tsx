// The admin dashboard's charts (MUI X Charts), in their own chunk: complaints resolved and not, and new customers.
// Each drawing is hidden from screen readers; its figures are a visually hidden table beside it.
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ReactNode } from 'react';
import type { AdminDashboardData, NewUsersResponse } from '@redress/contract';
import { visuallyHidden } from '../../../components/visually-hidden.ts';

export const CHART_HEIGHT = 240;

function FiguresTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <Box component="table" sx={visuallyHidden}>
      <caption>{caption}</caption>
      <thead><tr>{head.map((h) => <th key={h} scope="col">{h}</th>)}</tr></thead>
      <tbody>{rows.map((r, i) => <tr key={i}>{r.map((c, j) => (j === 0 ? <th key={j} scope="row">{c}</th> : <td key={j}>{c}</td>))}</tr>)}</tbody>
    </Box>
  );
}
const Drawing = ({ children }: { children: ReactNode }) => <Box aria-hidden sx={{ width: '100%', minWidth: 0 }}>{children}</Box>;

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
          yAxis={[{ min: 0 }]}
          series={[{ data: data.series.map((p) => p.count), label: 'New customers' }]}
        />
      </Drawing>
      <FiguresTable caption="New customer accounts" head={[per, 'New customers']} rows={data.series.map((p) => [p.date, p.count])} />
    </>
  );
}
