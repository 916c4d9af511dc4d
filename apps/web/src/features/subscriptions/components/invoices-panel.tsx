// Invoices across companies, newest first, by status (?status=&page=, kept in the URL with the tab); an open one is
// marked paid or void after a confirmation.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { INVOICE_STATUSES, type AdminInvoice, type InvoiceStatus } from '@redress/contract';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListState } from '../../../components/list-state.tsx';
import { formatPrice } from '../../../components/plan-format.ts';
import TextField from '@mui/material/TextField';
import { formatDay } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useAdminInvoices, useSettleInvoice, type InvoiceListParams } from '../api/subscriptions.ts';

const STATUS_LABEL: Record<InvoiceStatus, string> = { open: 'Open', paid: 'Paid', void: 'Void' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isStatus = (v: string | null): v is InvoiceStatus => (INVOICE_STATUSES as readonly string[]).includes(v ?? '');

export function InvoicesPanel() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const status = params.get('status');
  const companyId = params.get('companyId');
  const query: InvoiceListParams = {
    status: isStatus(status) ? status : undefined,
    companyId: companyId && UUID.test(companyId) ? companyId : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  const list = useAdminInvoices(query);
  const settle = useSettleInvoice();
  const confirm = useConfirm();
  const go = (next: InvoiceListParams) => {
    const p = new URLSearchParams({ tab: 'invoices' });
    if (next.status) p.set('status', next.status);
    if (next.companyId) {
      p.set('companyId', next.companyId);
      const name = params.get('company');
      if (name) p.set('company', name);
    }
    if (next.page > 1) p.set('page', String(next.page));
    setParams(p);
  };

  const act = async (i: AdminInvoice, to: 'paid' | 'void') => {
    const amount = formatPrice(i.amountCents, i.currency);
    const ok = await confirm({
      title: to === 'paid' ? `Mark ${amount} from ${i.companyName} paid?` : `Void ${i.companyName}'s ${amount} invoice?`,
      message: to === 'paid' ? 'Only once the money has arrived: the company sees the invoice paid.' : 'The company no longer owes it; this cannot be undone.',
      confirmLabel: to === 'paid' ? 'Mark paid' : 'Void invoice',
      destructive: to === 'void',
    });
    if (!ok) return;
    settle.mutate({ id: i.id, status: to }, { onSuccess: () => toast.success(`The invoice is ${to === 'paid' ? 'paid' : 'void'}`) });
  };

  const data = list.data;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField select label="Status" value={query.status ?? ''} onChange={(e) => go({ ...query, status: isStatus(e.target.value) ? e.target.value : undefined, page: 1 })} sx={{ minWidth: 200 }}>
          <MenuItem value="">All statuses</MenuItem>
          {INVOICE_STATUSES.map((s) => <MenuItem key={s} value={s}>{STATUS_LABEL[s]}</MenuItem>)}
        </TextField>
        {query.companyId && (
          <Chip label={`Company: ${params.get('company') ?? data?.data[0]?.companyName ?? 'one company'}`} onDelete={() => go({ ...query, companyId: undefined, page: 1 })} />
        )}
      </Box>
      <ListState query={list} page={query.page} onPageChange={(p) => go({ ...query, page: p })} nouns={['invoice', 'invoices']}
        fallback="The invoices could not be loaded." loadingLabel="Loading invoices" skeletonHeight={48}
        empty={(
          <EmptyState title={query.status ? `No ${STATUS_LABEL[query.status].toLowerCase()} invoices` : 'No invoices yet'}>
            Paid plans record an invoice when a business chooses one or an admin assigns it.
          </EmptyState>
        )}
      >
        {(rows) => (
          <TableContainer sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1, opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            <Table size="small" aria-label="Invoices">
              <TableHead>
                <TableRow>
                  <TableCell>Issued</TableCell><TableCell>Company</TableCell><TableCell>Plan</TableCell><TableCell align="right">Amount</TableCell>
                  <TableCell>Status</TableCell><TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((i) => (
                  <TableRow key={i.id}>
                    <TableCell><time dateTime={i.issuedAt}>{formatDay(i.issuedAt)}</time></TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{i.companyName}</TableCell>
                    <TableCell>{i.planName}</TableCell>
                    <TableCell align="right">{formatPrice(i.amountCents, i.currency)}</TableCell>
                    <TableCell>
                      <Chip size="small" label={STATUS_LABEL[i.status]} color={i.status === 'paid' ? 'success' : i.status === 'open' ? 'warning' : 'default'} />
                      {i.paidAt && <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>{formatDay(i.paidAt)}</Typography>}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {i.status === 'open' && (
                        <>
                          <Button size="small" onClick={() => void act(i, 'paid')} aria-label={`Mark ${i.companyName}'s invoice paid`}>Mark paid</Button>
                          <Button size="small" color="error" onClick={() => void act(i, 'void')} aria-label={`Void ${i.companyName}'s invoice`}>Void</Button>
                        </>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </ListState>
    </Box>
  );
}
