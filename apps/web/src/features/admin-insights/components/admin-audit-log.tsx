// The platform audit log (decision 126): every change on the platform, newest first, searchable by who, what, which
// item and days; read-only. Rows open to the fields that changed (components/audit-entry-row).
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useEffect, useState } from 'react';
import { AuditEntryRow } from '../../../components/audit-entry-row.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListState } from '../../../components/list-state.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useAdminAudit, type AdminAuditParams } from '../api/get-admin-audit.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ACTION = /^[\w.-]*$/;
type Typed = { actor: string; action: string; entityType: string; entityId: string };

export function AdminAuditLog() {
  const [typed, setTyped] = useState<Typed>({ actor: '', action: '', entityType: '', entityId: '' });
  const [q, setQ] = useState<AdminAuditParams>({ page: 1 });
  const actorOk = !typed.actor.trim() || UUID.test(typed.actor.trim());
  const actionOk = ACTION.test(typed.action.trim());
  // Typing searches after a pause, not on every key.
  useEffect(() => {
    const t = setTimeout(() => {
      if (!actorOk || !actionOk) return;
      const next = { actor: typed.actor.trim() || undefined, action: typed.action.trim() || undefined, entityType: typed.entityType.trim() || undefined, entityId: typed.entityId.trim() || undefined };
      if (next.actor !== q.actor || next.action !== q.action || next.entityType !== q.entityType || next.entityId !== q.entityId) setQ({ ...q, ...next, page: 1 });
    }, 300);
    return () => clearTimeout(t);
  });
  const list = useAdminAudit(q);
  const filtered = Object.entries(q).some(([k, v]) => k !== 'page' && v);
  const field = (k: keyof Typed) => ({ value: typed[k], onChange: (e: { target: { value: string } }) => setTyped({ ...typed, [k]: e.target.value }) });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="form" role="search" aria-label="Search the audit log" onSubmit={(e) => e.preventDefault()} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' } }}>
        <TextField label="Action" placeholder="complaint.close" {...field('action')} error={!actionOk} helperText={actionOk ? undefined : 'Letters, digits, dots and dashes'} />
        <TextField label="Actor id" {...field('actor')} error={!actorOk} helperText={actorOk ? undefined : 'Paste a user id'} />
        <TextField label="Item type" placeholder="review" {...field('entityType')} />
        <TextField label="Item id" {...field('entityId')} />
        <TextField label="From" type="date" value={q.from ?? ''} onChange={(e) => setQ({ ...q, from: e.target.value || undefined, page: 1 })} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField label="To" type="date" value={q.to ?? ''} onChange={(e) => setQ({ ...q, to: e.target.value || undefined, page: 1 })} slotProps={{ inputLabel: { shrink: true } }} />
      </Box>
      <ListState
        query={list} page={q.page} onPageChange={(page) => setQ({ ...q, page })} nouns={['entry', 'entries']}
        fallback="The audit log could not be loaded." loadingLabel="Loading the audit log" skeletons={1} skeletonHeight={240}
        empty={(
          <EmptyState icon={<SearchOffOutlined />} title={filtered ? 'No entries match' : 'No entries yet'} action={filtered ? <Button variant="outlined" onClick={() => { setTyped({ actor: '', action: '', entityType: '', entityId: '' }); setQ({ page: 1 }); }}>Clear filters</Button> : undefined}>
            {filtered ? 'Try another action, item or days.' : 'Changes made by companies, employees and admins appear here.'}
          </EmptyState>
        )}
      >
        {(rows) => (
          <TableContainer component={Paper} variant="outlined" sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            <Table size="small" aria-label="Audit log">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox"><Box component="span" sx={visuallyHidden}>Details</Box></TableCell>
                  <TableCell>Who</TableCell><TableCell>What</TableCell><TableCell>Item</TableCell><TableCell>When</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>{rows.map((e) => <AuditEntryRow key={e.id} entry={e} portal="admin" />)}</TableBody>
            </Table>
          </TableContainer>
        )}
      </ListState>
    </Box>
  );
}
