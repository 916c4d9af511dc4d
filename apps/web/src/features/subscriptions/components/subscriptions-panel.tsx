// The companies and the plan each is on, newest subscription first, kept in the URL (?plan=&search=&page=): a plan
// filter, a debounced search by company name, and a dialog to assign a plan.
import SearchIcon from '@mui/icons-material/Search';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { AdminSubscription } from '@redress/contract';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListState } from '../../../components/list-state.tsx';
import TextField from '@mui/material/TextField';
import { formatDay } from '../../../lib/format.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useAdminPlans, useAdminSubscriptions, type SubscriptionListParams } from '../api/subscriptions.ts';
import { AssignPlanDialog } from './assign-plan-dialog.tsx';

const SEARCH_DEBOUNCE_MS = 500;

export function readSubscriptionsQuery(params: URLSearchParams): SubscriptionListParams {
  const page = Number(params.get('page'));
  const plan = params.get('plan');
  return {
    plan: plan && /^[a-z0-9-]{1,40}$/.test(plan) ? plan : undefined,
    search: params.get('search')?.trim().slice(0, 100) || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function toParams(q: SubscriptionListParams, keep: URLSearchParams) {
  const p = new URLSearchParams();
  const tab = keep.get('tab');
  if (tab) p.set('tab', tab);
  if (q.plan) p.set('plan', q.plan);
  if (q.search) p.set('search', q.search);
  if (q.page > 1) p.set('page', String(q.page));
  return p;
}

export function SubscriptionsPanel() {
  const [params, setParams] = useSearchParams();
  const query = readSubscriptionsQuery(params);
  const [text, setText] = useState(query.search ?? '');
  const [typed, flush] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const list = useAdminSubscriptions(query);
  const plans = useAdminPlans();
  const [assigning, setAssigning] = useState<AdminSubscription | null>(null);
  const go = (next: SubscriptionListParams) => setParams(toParams(next, params));

  useEffect(() => {
    if ((typed || undefined) !== query.search) go({ ...query, search: typed || undefined, page: 1 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the debounced text drives this
  }, [typed]);

  const clear = () => {
    setText('');
    go({ page: 1 });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) 1fr' } }}>
        <TextField
          type="search" label="Search by company name" value={text} onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') flush();
          }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon aria-hidden /></InputAdornment> } }}
        />
        <TextField select label="Plan" value={query.plan ?? ''} onChange={(e) => go({ ...query, plan: e.target.value || undefined, page: 1 })}>
          <MenuItem value="">All plans</MenuItem>
          {(plans.data?.data ?? []).map((p) => <MenuItem key={p.id} value={p.code}>{p.name}{p.active ? '' : ' (retired)'}</MenuItem>)}
        </TextField>
      </Box>
      <ListState query={list} page={query.page} onPageChange={(p) => go({ ...query, page: p })} nouns={['company', 'companies']}
        fallback="The subscriptions could not be loaded." loadingLabel="Loading subscriptions" skeletonHeight={48}
        empty={query.search || query.plan
          ? <EmptyState icon={<SearchOffOutlined />} title="No companies match" action={<Button variant="outlined" onClick={clear}>Clear filters</Button>}>Try another name or plan.</EmptyState>
          : <EmptyState title="No companies yet">Companies appear here as businesses join, on the Free plan until they choose another.</EmptyState>}
      >
        {(rows) => (
          <TableContainer sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1, opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            <Table size="small" aria-label="Subscriptions">
              <TableHead>
                <TableRow><TableCell>Company</TableCell><TableCell>Plan</TableCell><TableCell>Since</TableCell><TableCell>Set by</TableCell><TableCell /></TableRow>
              </TableHead>
              <TableBody>
                {rows.map((s) => (
                  <TableRow key={s.companyId}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{s.companyName}</TableCell>
                    <TableCell>{s.plan.name}</TableCell>
                    <TableCell>{s.startedAt ? <time dateTime={s.startedAt}>{formatDay(s.startedAt)}</time> : 'Since joining'}</TableCell>
                    <TableCell>{s.subscriptionId ? (s.assignedByAdmin ? 'An admin' : 'The business') : '—'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Button size="small" onClick={() => setAssigning(s)} disabled={!plans.data} aria-label={`Change ${s.companyName}'s plan`}>Change plan</Button>
                      <Button size="small" component={RouterLink} to={`?${new URLSearchParams({ tab: 'invoices', companyId: s.companyId, company: s.companyName })}`}
                        aria-label={`${s.companyName}'s invoices`}>Invoices</Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </ListState>
      {assigning && plans.data && <AssignPlanDialog row={assigning} plans={plans.data.data} onClose={() => setAssigning(null)} />}
    </Box>
  );
}
