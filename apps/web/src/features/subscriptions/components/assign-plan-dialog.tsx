// An admin moves a company onto a plan on offer (decision 129): the same change as the owner's choice, charged alike.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { AdminPlan, AdminSubscription } from '@redress/contract';
import { priceLine } from '../../../components/plan-format.ts';
import TextField from '@mui/material/TextField';
import { toast } from '../../../lib/toast.ts';
import { useAssignPlan } from '../api/subscriptions.ts';

export function AssignPlanDialog({ row, plans, onClose }: { row: AdminSubscription; plans: AdminPlan[]; onClose: () => void }) {
  const assign = useAssignPlan();
  const offered = plans.filter((p) => p.active && p.code !== row.plan.code);
  const [planCode, setPlanCode] = useState(offered[0]?.code ?? '');
  const chosen = offered.find((p) => p.code === planCode);
  const submit = () => assign.mutate({ companyId: row.companyId, planCode }, {
    onSuccess: (r) => {
      toast.success(`${row.companyName} is on ${r.subscription.plan.name}${r.invoice ? '; an open invoice is recorded' : ''}`);
      onClose();
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="assign-plan-title">
      <DialogTitle id="assign-plan-title">Change {row.companyName}&apos;s plan</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>Now on {row.plan.name}. The current subscription ends today; a paid plan records an invoice to settle.</DialogContentText>
          {assign.error && <Alert severity="error">{assign.error.message}</Alert>}
          <TextField select label="Plan" value={planCode} onChange={(e) => setPlanCode(e.target.value)} disabled={!offered.length}
            helperText={offered.length ? chosen && priceLine(chosen) : 'No other plan is on offer'}>
            {offered.map((p) => <MenuItem key={p.id} value={p.code}>{p.name}</MenuItem>)}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} loading={assign.isPending} disabled={!planCode}>Assign plan</Button>
      </DialogActions>
    </Dialog>
  );
}
