// /business/dashboard's content (business-dashboard-page.tsx loads it): the company's figures for a date range (complaints, answers, ratings, NPS, review stars) with
// its category's beside them, then the ways to the rest of the portal. `?companyId=` opens a given company (an admin);
// `?days=` or `?startDate=&endDate=` keep the range in the address.
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { roleHasRight } from '@redress/contract/constants';
import { DASHBOARD_DEFAULT_DAYS } from '@redress/contract/business-dashboard';
import { EmptyState } from '../../../components/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useDashboardComparison, useDashboardData, type DashboardRange } from '../../../features/business-dashboard/api/get-dashboard.ts';
import { FigureCards, FigureCardsSkeleton } from '../../../features/business-dashboard/components/figure-cards.tsx';
import { ChartsSkeleton, LazyDashboardCharts } from '../../../features/business-dashboard/components/lazy-charts.tsx';
import { RangePicker, type RangeChoice } from '../../../features/business-dashboard/components/range-picker.tsx';
import { localToday, longDate, presetRange } from '../../../features/business-dashboard/lib/dashboard-format.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function choiceOf(params: URLSearchParams): RangeChoice {
  const startDate = params.get('startDate') ?? '';
  const endDate = params.get('endDate') ?? '';
  if (DATE.test(startDate) && DATE.test(endDate)) return { startDate, endDate };
  const days = Number(params.get('days'));
  return { preset: Number.isInteger(days) && days > 0 ? days : DASHBOARD_DEFAULT_DAYS };
}

/** The range to ask for: the default preset asks for the server's default (its own today, in its time zone). */
function rangeOf(choice: RangeChoice, today: string): DashboardRange {
  if (!('preset' in choice)) return choice;
  return choice.preset === DASHBOARD_DEFAULT_DAYS ? {} : presetRange(choice.preset, today);
}

function QuickLinks({ canManageEmployees }: { canManageEmployees: boolean }) {
  const links = [
    { title: 'Support center', to: paths.business.support, icon: <SupportAgentOutlined /> },
    { title: 'Complaints', to: paths.business.complaints, icon: <ReportProblemOutlined /> },
    { title: 'Company profile', to: paths.business.overview, icon: <BusinessOutlined /> },
    ...(canManageEmployees ? [{ title: 'Employees', to: paths.business.employees, icon: <PeopleOutlined /> }] : []),
    { title: 'Audit trail', to: paths.business.audit, icon: <HistoryOutlined /> },
  ];
  return (
    <Box component="nav" aria-label="Business portal" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {links.map((l) => <Button key={l.to} component={RouterLink} to={l.to} variant="outlined" size="small" startIcon={l.icon}>{l.title}</Button>)}
    </Box>
  );
}

export default function BusinessDashboardView() {
  const { user } = useSession();
  const canManageEmployees = roleHasRight(user?.companyRole, 'manageEmployees');
  const [params, setParams] = useSearchParams();
  const companyId = params.get('companyId') || user?.companyId || '';
  const choice = choiceOf(params);
  const [known, setKnown] = useState({ today: localToday(), planName: 'Free', planDays: 90 as number | null });
  const today = known.today;
  const range = rangeOf(choice, today);
  const data = useDashboardData(companyId, range);
  const comparison = useDashboardComparison(companyId, range);
  const d = data.data;

  useEffect(() => {
    if (d) setKnown({ today: d.today, planName: d.plan.name, planDays: d.plan.dashboardRangeDays });
  }, [d]);

  const choose = (next: RangeChoice) => {
    const p = new URLSearchParams(params);
    for (const k of ['days', 'startDate', 'endDate']) p.delete(k);
    if ('preset' in next) p.set('days', String(next.preset));
    else { p.set('startDate', next.startDate); p.set('endDate', next.endDate); }
    setParams(p, { replace: true });
  };

  const header = (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>Business dashboard</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>How your company answers its customers, beside the companies of its category.</Typography>
    </>
  );

  if (!companyId) {
    return (
      <>
        {header}
        <EmptyState icon={<BusinessOutlined />} title="Your account has no company yet" action={<Button component={RouterLink} to={paths.companyCreate} variant="contained">List your business</Button>}>
          List your business on Redress to see its figures here.
        </EmptyState>
      </>
    );
  }

  const category = comparison.data;
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Box>{header}<QuickLinks canManageEmployees={canManageEmployees} /></Box>
      <RangePicker key={JSON.stringify(choice)} value={choice} today={today} planDays={known.planDays} planName={known.planName} onChange={choose} />
      {data.error && <Alert severity="error">{data.error.message}</Alert>}
      {!data.error && (
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ minHeight: 24, mb: 1 }}>
            {d && (
              <Typography color="text.secondary" aria-live="polite">
                {longDate(d.startDate)} to {longDate(d.endDate)}, per {d.interval}
                {category?.category && (category.withheld
                  ? `. Category ${category.category.name}: too few companies to compare.`
                  : `. Compared with ${category.companies} companies in ${category.category.name} (their figures refresh every 5 minutes).`)}
              </Typography>
            )}
          </Box>
          {data.isFetching && d && <LinearProgress aria-label="Loading the figures" sx={{ mb: 1 }} />}
          {d ? (
            <Stack spacing={3}>
              <FigureCards data={d} comparison={category} />
              <LazyDashboardCharts data={d} comparison={category} />
            </Stack>
          ) : (
            <Stack spacing={3}><FigureCardsSkeleton /><ChartsSkeleton /></Stack>
          )}
        </Box>
      )}
    </Stack>
  );
}
