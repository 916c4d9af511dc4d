// /business/account: the company's plan, what it uses of each limit, and its invoices with their status.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Invoice, PlanUsage } from '@redress/contract';
import { formatDay } from '../../../lib/format.ts';
import { useInvoices, useSubscription } from '../api/billing.ts';
import { formatPrice, priceLine } from '../../../components/plan-format.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';

const USAGE: { key: keyof PlanUsage; label: string }[] = [
  { key: 'employees', label: 'Employees' },
  { key: 'widgets', label: 'Widgets' },
  { key: 'apiClients', label: 'API keys' },
];

const STATUS: Record<Invoice['status'], { label: string; color: 'warning' | 'success' | 'default' }> = {
  open: { label: 'Open: to be settled', color: 'warning' },
  paid: { label: 'Paid', color: 'success' },
  void: { label: 'Void', color: 'default' },
};

function UsageBar({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  const id = useId();
  const text = limit === null ? `${used} of unlimited` : limit === 0 ? 'Not in your plan' : `${used} of ${limit}`;
  const value = limit === null ? 0 : limit === 0 ? 100 : Math.min(100, (used / limit) * 100);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography id={id} component="span">{label}</Typography>
        <Typography component="span" color="text.secondary">{text}</Typography>
      </Box>
      <LinearProgress variant="determinate" value={value} aria-labelledby={id} aria-valuetext={text} sx={{ height: 8, borderRadius: 4, mt: 0.5 }} />
    </Box>
  );
}

export function AccountOverview({ companyId, plansHref }: { companyId: string; plansHref: string }) {
  const subscription = useSubscription(companyId);
  const [page, setPage] = useState(1);
  const invoices = useInvoices(companyId, page);
  const s = subscription.data;
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {s ? (
          <Stack spacing={2}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
              <Box>
                <Typography variant="h2">Your plan: {s.plan.name}</Typography>
                <Typography color="text.secondary">
                  {priceLine(s.plan)}{s.startedAt ? ` · since ${formatDay(s.startedAt)}` : ''}
                </Typography>
              </Box>
              <Button component={RouterLink} to={plansHref} variant="contained">Compare plans</Button>
            </Box>
            <Stack spacing={1.5} aria-label="What you use of your plan" role="group">
              {USAGE.map((u) => <UsageBar key={u.key} label={u.label} used={s.usage[u.key]} limit={s.plan.limits[u.key]} />)}
            </Stack>
          </Stack>
        ) : subscription.isError ? <Alert severity="error">Your plan could not be loaded.</Alert> : <LoadingBlock height={180} label="Loading your plan" />}
      </Paper>

      <Box>
        <Typography variant="h2" sx={{ mb: 1.5 }}>Invoices</Typography>
        {invoices.data && invoices.data.data.length === 0 && <Typography color="text.secondary">No invoices yet: a paid plan sends one when you choose it.</Typography>}
        {invoices.data && invoices.data.data.length > 0 && (
          <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label="Invoices, scrolls sideways on a narrow screen">
            <Table size="small" aria-label="Invoices">
              <TableHead>
                <TableRow><TableCell>Date</TableCell><TableCell>Plan</TableCell><TableCell align="right">Amount</TableCell><TableCell>Status</TableCell></TableRow>
              </TableHead>
              <TableBody>
                {invoices.data.data.map((i) => (
                  <TableRow key={i.id}>
                    <TableCell>{formatDay(i.issuedAt)}</TableCell>
                    <TableCell>{i.planName}</TableCell>
                    <TableCell align="right">{formatPrice(i.amountCents, i.currency)}</TableCell>
                    <TableCell><Chip size="small" label={STATUS[i.status].label} color={STATUS[i.status].color} variant="outlined" /></TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {!invoices.data && !invoices.isError && <LoadingBlock height={80} label="Loading invoices" />}
        {invoices.isError && <Alert severity="error">Your invoices could not be loaded.</Alert>}
        {(invoices.data?.meta.numberOfPages ?? 1) > 1 && (
          <Pagination sx={{ mt: 2 }} page={page} count={invoices.data!.meta.numberOfPages} onChange={(_e, p) => setPage(p)} getItemAriaLabel={(type, p) => (type === 'page' ? `Invoices page ${p}` : `Go to ${type} page`)} />
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          An open invoice waits until the Redress team records your payment; nothing is charged automatically.
        </Typography>
      </Box>
    </Stack>
  );
}
