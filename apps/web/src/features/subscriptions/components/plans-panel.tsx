// Every plan, on offer and retired: price, the four limits in words, how many companies are on it; create, edit,
// retire and reactivate (decision 130: a plan is never deleted).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminPlan, PlanSaveResponse } from '@redress/contract';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadFailed } from '../../../components/list-parts.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { priceLine } from '../../../components/plan-format.ts';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { formatInteger } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useAdminPlans, useSavePlan } from '../api/subscriptions.ts';
import { PlanDialog } from './plan-dialog.tsx';
import { LIMIT_FIELDS, limitWords, overLimitNote } from './plan-form.ts';

/** Shorter column heads than the form's labels. */
const COLUMN: Partial<Record<(typeof LIMIT_FIELDS)[number]['key'], string>> = { dashboardRangeDays: 'Dashboard history', companyExportsPerMonth: 'Exports a month', webhookEndpoints: 'Webhooks' };

export function PlansPanel() {
  const plans = useAdminPlans();
  const save = useSavePlan();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<AdminPlan | 'new' | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const saved = (r: PlanSaveResponse) => setNote(overLimitNote(r));

  const toggle = async (p: AdminPlan) => {
    const retiring = p.active;
    const ok = await confirm({
      title: retiring ? `Retire ${p.name}?` : `Offer ${p.name} again?`,
      message: retiring
        ? `Businesses will no longer see it. The ${formatInteger(p.subscribers)} ${p.subscribers === 1 ? 'company' : 'companies'} on it keep it.`
        : 'Businesses will see it among the plans again.',
      confirmLabel: retiring ? 'Retire' : 'Reactivate',
      destructive: retiring,
    });
    if (!ok) return;
    save.mutate({ id: p.id, input: { active: !retiring } }, {
      onSuccess: (r) => toast.success(`${r.plan.name} is ${r.plan.active ? 'offered again' : 'retired'}`),
      onError: (e) => toast.error(e.message),
    });
  };

  const data = plans.data?.data;
  return (
    <Stack spacing={2}>
      <div><Button variant="contained" onClick={() => setEditing('new')}>New plan</Button></div>
      {note && <Alert severity="warning" onClose={() => setNote(null)}>{note}</Alert>}
      {plans.isError && !data ? (
        <LoadFailed error={plans.error} fallback="The plans could not be loaded." onRetry={() => void plans.refetch()} />
      ) : !data ? (
        <LoadingBlock height={160} label="Loading plans" />
      ) : data.length === 0 ? (
        <EmptyState title="No plans yet">Run the migrations: they add Free, Growth and Enterprise.</EmptyState>
      ) : (
        <TableContainer sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" aria-label="Plans">
            <TableHead>
              <TableRow>
                <TableCell>Plan</TableCell><TableCell>Price</TableCell>
                {LIMIT_FIELDS.map((l) => <TableCell key={l.key}>{COLUMN[l.key] ?? l.label}</TableCell>)}
                <TableCell align="right">Companies</TableCell><TableCell>Status</TableCell><TableCell><Box component="span" sx={visuallyHidden}>Actions</Box></TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>{p.name}</Typography>
                    <Typography variant="caption" color="text.secondary">{p.code}</Typography>
                  </TableCell>
                  <TableCell>{priceLine(p)}</TableCell>
                  {LIMIT_FIELDS.map((l) => (
                    <TableCell key={l.key}>{l.key === 'dashboardRangeDays' && p.limits[l.key] ? `${p.limits[l.key]} days` : limitWords(p.limits[l.key])}</TableCell>
                  ))}
                  <TableCell align="right">{formatInteger(p.subscribers)}</TableCell>
                  <TableCell><Chip size="small" label={p.active ? 'Offered' : 'Retired'} color={p.active ? 'success' : 'default'} /></TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => setEditing(p)} aria-label={`Edit ${p.name}`}>Edit</Button>
                    {p.code !== 'free' && (
                      <Button size="small" color={p.active ? 'error' : 'primary'} onClick={() => void toggle(p)} aria-label={`${p.active ? 'Retire' : 'Reactivate'} ${p.name}`}>
                        {p.active ? 'Retire' : 'Reactivate'}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && <PlanDialog plan={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} onSaved={saved} />}
    </Stack>
  );
}
