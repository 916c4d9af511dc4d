// The company's audit trail: who changed what and when, newest first, searchable, read-only (decision 114). A row
// opens to the fields that changed, before and after. The search and page live in the URL (?search=&from=&to=&page=).
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { actionText, AuditEntryRow, changedFields } from '../../../components/audit-entry-row.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { countText, LoadFailed, PageNav } from '../../../components/list-parts.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useAuditTrail } from '../api/get-audit-trail.ts';
import type { AuditParams } from '../api/keys.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readAuditParams(p: URLSearchParams): AuditParams {
  const page = Number(p.get('page'));
  const day = (k: string) => (DAY.test(p.get(k) ?? '') ? p.get(k)! : undefined);
  return { search: p.get('search')?.trim() || undefined, from: day('from'), to: day('to'), page: Number.isInteger(page) && page > 0 ? page : 1 };
}

function toSearch(q: AuditParams) {
  const p = new URLSearchParams();
  if (q.search) p.set('search', q.search);
  if (q.from) p.set('from', q.from);
  if (q.to) p.set('to', q.to);
  if (q.page > 1) p.set('page', String(q.page));
  return p;
}

export { actionText, changedFields };

export function AuditTrail({ companyId }: { companyId: string }) {
  const [params, setParams] = useSearchParams();
  const query = readAuditParams(params);
  const [text, setText] = useState(query.search ?? '');
  const list = useAuditTrail(companyId, query);
  const go = (next: AuditParams) => setParams(toSearch(next), { replace: true });
  // Typing searches after a pause, not on every key.
  useEffect(() => {
    const t = setTimeout(() => { if ((text.trim() || undefined) !== query.search) go({ ...query, search: text.trim() || undefined, page: 1 }); }, 300);
    return () => clearTimeout(t);
  });
  const data = list.data;
  const pages = data?.meta.numberOfPages ?? 1;
  const filtered = !!query.search || !!query.from || !!query.to;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
        <TextField label="Search actions and items" type="search" value={text} onChange={(e) => setText(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
        <TextField label="From" type="date" value={query.from ?? ''} onChange={(e) => go({ ...query, from: e.target.value || undefined, page: 1 })} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField label="To" type="date" value={query.to ?? ''} onChange={(e) => go({ ...query, to: e.target.value || undefined, page: 1 })} slotProps={{ inputLabel: { shrink: true } }} />
      </Box>
      <Typography role="status" color="text.secondary" sx={{ minHeight: 24 }}>
        {data ? countText(data.meta.totalResults, ['change', 'changes'], query.page, pages) : ''}
      </Typography>
      {list.isError ? (
        <LoadFailed error={list.error} fallback="The audit trail could not be loaded." onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Box role="status" aria-busy="true" aria-label="Loading the audit trail"><Skeleton variant="rounded" height={240} /></Box>
      ) : data && data.data.length === 0 ? (
        filtered ? (
          <EmptyState icon={<SearchOffOutlined />} title="No changes match" action={<Button variant="outlined" onClick={() => { setText(''); go({ page: 1 }); }}>Clear filters</Button>}>
            Try other words or other days.
          </EmptyState>
        ) : (
          <EmptyState icon={<HistoryOutlined />} title="No changes yet">Answers, status changes and edits made for your company appear here.</EmptyState>
        )
      ) : data ? (
        <>
          <TableContainer component={Paper} variant="outlined" sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            <Table size="small" aria-label="Audit trail">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox"><Box component="span" sx={visuallyHidden}>Details</Box></TableCell>
                  <TableCell>Who</TableCell>
                  <TableCell>What</TableCell>
                  <TableCell>Item</TableCell>
                  <TableCell>When</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>{data.data.map((e) => <AuditEntryRow key={e.id} entry={e} />)}</TableBody>
            </Table>
          </TableContainer>
          <PageNav page={query.page} count={pages} onChange={(p) => go({ ...query, page: p })} />
        </>
      ) : null}
    </Box>
  );
}
