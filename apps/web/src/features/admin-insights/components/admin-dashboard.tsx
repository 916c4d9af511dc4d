// The admin dashboard's figures (decision 125): platform counts, trending complaints, new customers over a range
// (charts load lazily) and, for admins with companies.manage, the companies awaiting verification.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { NewUsersRequest } from '@redress/contract';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadFailed, PageNav } from '../../../components/list-parts.tsx';
import { NativeSelectField } from '../../../components/native-select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDay, formatInteger } from '../../../lib/format.ts';
import { useAdminDashboardData, useNewUsers, useUnverifiedCompanies } from '../api/get-admin-dashboard.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';

const ResolutionChart = lazy(() => import('./admin-charts.tsx').then((m) => ({ default: m.ResolutionChart })));
const NewUsersChart = lazy(() => import('./admin-charts.tsx').then((m) => ({ default: m.NewUsersChart })));
const chartFallback = <LoadingBlock height={240} label="Loading the chart" />;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={id} component="h2" variant="h4" sx={{ mb: 1 }}>{title}</Typography>
      {children}
    </Paper>
  );
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } } as const;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

function NewUsersPanel() {
  const today = new Date();
  const [range, setRange] = useState<NewUsersRequest>({ startDate: dayOf(new Date(today.getTime() - 29 * 86_400_000)), endDate: dayOf(today), interval: 'day' });
  const valid = !!range.startDate && !!range.endDate && range.endDate >= range.startDate;
  const q = useNewUsers(range, valid);
  return (
    <Panel title="New customers">
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', mb: 1 }}>
        <TextField label="From" type="date" size="small" value={range.startDate} onChange={(e) => setRange({ ...range, startDate: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField
          label="To" type="date" size="small" value={range.endDate} onChange={(e) => setRange({ ...range, endDate: e.target.value })} slotProps={{ inputLabel: { shrink: true } }}
          error={!valid} helperText={valid ? undefined : 'Must not be before From'}
        />
        <NativeSelectField label="Per" size="small" value={range.interval} onChange={(e) => setRange({ ...range, interval: e.target.value as NewUsersRequest['interval'] })}>
          <option value="day">Day</option>
          <option value="week">Week</option>
        </NativeSelectField>
      </Box>
      {q.isError ? <Typography color="error" role="alert">{q.error.message}</Typography>
        : q.data ? (
          <>
            <Typography variant="body2" color="text.secondary" role="status">
              {q.data.total ? `${formatInteger(q.data.total)} new in the range` : 'No new customers in the range.'}
            </Typography>
            {q.data.total > 0 && <Suspense fallback={chartFallback}><NewUsersChart data={q.data} /></Suspense>}
          </>
        ) : chartFallback}
    </Panel>
  );
}

function UnverifiedQueue() {
  const [page, setPage] = useState(1);
  const q = useUnverifiedCompanies(page, true);
  return (
    <Panel title="Awaiting verification">
      {q.isError ? <LoadFailed error={q.error} fallback="The queue could not be loaded." onRetry={() => void q.refetch()} />
        : !q.data ? <Skeleton variant="rounded" height={160} />
          : q.data.data.length === 0 ? <EmptyState title="No company is waiting">Every company on the platform is verified.</EmptyState>
            : (
              <>
                <Typography variant="body2" color="text.secondary">{formatInteger(q.data.meta.totalResults)} waiting, oldest first</Typography>
                <Box component="ol" sx={{ pl: 3, my: 1 }} start={(page - 1) * 10 + 1}>
                  {q.data.data.map((c) => (
                    <li key={c.id}>
                      <Link component={RouterLink} to={paths.admin.businessOne(c.id)}>{c.name}</Link>
                      <Typography component="span" variant="body2" color="text.secondary"> · {c.email} · since {formatDay(c.createdAt)}</Typography>
                    </li>
                  ))}
                </Box>
                <PageNav page={page} count={q.data.meta.numberOfPages} onChange={setPage} />
              </>
            )}
    </Panel>
  );
}

export function AdminDashboardFigures({ canVerify }: { canVerify: boolean }) {
  const q = useAdminDashboardData();
  if (q.isError) return <LoadFailed error={q.error} fallback="The figures could not be loaded." onRetry={() => void q.refetch()} />;
  const d = q.data;
  const figures = d ? [
    ['Complaints', d.totalComplaintCount], ['Resolved', d.resolvedComplaints], ['Not resolved', d.unresolvedComplaints],
    ['Companies', d.totalCompaniesCount], ['Customers', d.totalUsersCount],
  ] as const : [];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="ul" aria-label="Platform figures" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' }, listStyle: 'none', p: 0, m: 0 }}>
        {d ? figures.map(([label, n]) => (
          <Paper component="li" variant="outlined" key={label} sx={{ p: 2, minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">{label}</Typography>
            <Typography component="p" variant="h3" sx={{ mt: 0.5 }}>{formatInteger(n)}</Typography>
          </Paper>
        )) : Array.from({ length: 5 }, (_, i) => <Skeleton component="li" key={i} variant="rounded" height={88} />)}
      </Box>
      <Box sx={grid}>
        <Panel title="Complaints resolved">
          {d ? (d.totalComplaintCount === 0 ? <EmptyState title="No complaints yet" /> : <Suspense fallback={chartFallback}><ResolutionChart data={d} /></Suspense>) : chartFallback}
        </Panel>
        <NewUsersPanel />
        <Panel title={`Trending complaints (last ${d?.trendingDays ?? 7} days)`}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>Public complaints with the most comments and votes made in the window.</Typography>
          {d && d.trendingComplaints.length === 0 ? <EmptyState title="Nothing is trending">No comments or votes this week.</EmptyState> : (
            <Box component="ol" sx={{ pl: 3, my: 0 }}>
              {d?.trendingComplaints.map((c) => (
                <li key={c.id}>
                  <Link component={RouterLink} to={paths.complaint(c.id)}>{c.title}</Link>
                  <Typography component="span" variant="body2" color="text.secondary"> · {c.companyName ?? 'Not on Redress'} · {c.activity} {c.activity === 1 ? 'interaction' : 'interactions'}</Typography>
                </li>
              ))}
            </Box>
          )}
        </Panel>
        {canVerify && <UnverifiedQueue />}
      </Box>
    </Box>
  );
}
