// /business/account/plans: the plans side by side, the current one marked; choosing asks first, showing the price.
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Plan } from '@redress/contract';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useChoosePlan, usePlans, useSubscription } from '../api/billing.ts';
import { planLimitLines, priceLine } from '../../../components/plan-format.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';

/** A plan's limits: a tick for what it includes, a cross (and muted text) for what it does not ("No API keys"). */
export function PlanLimitList({ plan }: { plan: Plan }) {
  return (
    <List dense disablePadding sx={{ flexGrow: 1 }} aria-label={`What ${plan.name} includes`}>
      {planLimitLines(plan).map((line) => (
        <ListItem key={line.text} disableGutters sx={line.included ? undefined : { color: 'text.secondary' }}>
          <ListItemIcon sx={{ minWidth: 32, color: line.included ? 'success.main' : 'text.disabled' }}>
            {line.included ? <CheckOutlined fontSize="small" titleAccess="Included:" /> : <CloseOutlined fontSize="small" titleAccess="Not included:" />}
          </ListItemIcon>
          <ListItemText primary={line.text} />
        </ListItem>
      ))}
    </List>
  );
}

/** The plans side by side; `canChoose` (the owner) adds a button to each, a manager only compares. */
export function PlanCards({ companyId, canChoose, onChosen }: { companyId: string; canChoose: boolean; onChosen: () => void }) {
  const plans = usePlans();
  const subscription = useSubscription(companyId);
  const choose = useChoosePlan(companyId);
  const confirm = useConfirm();
  const current = subscription.data?.plan.code;

  const pick = async (p: Plan) => {
    const ok = await confirm({
      title: `Move to the ${p.name} plan?`,
      message: p.priceCents === 0
        ? 'The Free plan costs nothing. Your current plan ends now.'
        : `You will be invoiced ${priceLine(p).toLowerCase()} from today. Your current plan ends now.`,
      confirmLabel: p.priceCents === 0 ? `Move to ${p.name}` : `Choose ${p.name} for ${priceLine(p).replace(/ a /, '/')}`,
    });
    if (!ok) return;
    try {
      const r = await choose.mutateAsync(p.code);
      toast.success(r.invoice ? `You are on the ${p.name} plan. Invoice recorded.` : `You are on the ${p.name} plan.`);
      onChosen();
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'The plan could not be changed. Please try again.');
    }
  };

  if (plans.isError) return <Alert severity="error">The plans could not be loaded.</Alert>;
  if (!plans.data) return <LoadingBlock height={320} label="Loading plans" />;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: `repeat(${plans.data.data.length}, 1fr)` } }}>
      {plans.data.data.map((p) => {
        const isCurrent = p.code === current;
        return (
          <Paper key={p.id} component="section" aria-labelledby={`plan-${p.code}`} variant="outlined"
            sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5, borderColor: isCurrent ? 'primary.main' : undefined, borderWidth: isCurrent ? 2 : 1 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography id={`plan-${p.code}`} variant="h2">{p.name}</Typography>
              {isCurrent && <Chip label="Current plan" color="primary" size="small" />}
            </Box>
            <Typography variant="h3" component="p">{priceLine(p)}</Typography>
            {p.description && <Typography color="text.secondary">{p.description}</Typography>}
            <PlanLimitList plan={p} />
            {canChoose && (
              <Button variant={isCurrent ? 'outlined' : 'contained'} disabled={isCurrent || !subscription.data || choose.isPending} onClick={() => void pick(p)}
                aria-label={isCurrent ? `${p.name} is your current plan` : `Choose ${p.name}`}>
                {isCurrent ? 'Your plan' : `Choose ${p.name}`}
              </Button>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
