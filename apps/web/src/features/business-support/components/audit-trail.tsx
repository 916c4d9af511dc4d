// The company's audit trail: who changed what and when, newest first, searchable, read-only (decision 114). A row
// opens to the fields that changed, before and after. The search and page live in the URL (?search=&from=&to=&page=).
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
// Icons no public page uses: sharing one would split it out of that page's chunk (a file more on its first load).
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@redress/contract';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { countText, LoadFailed, PageNav } from '../../../components/list-parts.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { paths } from '../../../config/paths.ts';
import { formatDayTime } from '../../../lib/format.ts';
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

/** "complaint.request-closure" -> "Complaint request closure". */
export const actionText = (action: string) => {
  const s = action.replace(/[._-]+/g, ' ').trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
};

const show = (v: unknown) => (v === undefined ? '—' : v === null ? 'none' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** The fields whose values differ (or appear on one side only), in the order first seen. */
export function changedFields(e: Pick<AuditEntry, 'before' | 'after'>): { field: string; before: unknown; after: unknown }[] {
  const keys = [...new Set([...Object.keys(e.before ?? {}), ...Object.keys(e.after ?? {})])];
  return keys
    .map((field) => ({ field, before: e.before?.[field], after: e.after?.[field] }))
    .filter((c) => JSON.stringify(c.before) !== JSON.stringify(c.after));
}

function EntityLink({ entry }: { entry: AuditEntry }) {
  const id = entry.entityId;
  const label = `${entry.entityType}${id ? ` ${id.slice(0, 8)}` : ''}`;
  if (id && entry.entityType === 'complaint') return <Link component={RouterLink} to={paths.complaint(id)}>{label}</Link>;
  if (id && entry.entityType === 'review') return <Link component={RouterLink} to={paths.review(id)}>{label}</Link>;
  return <>{label}</>;
}

function EntryRow({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const changes = changedFields(entry);
  const detailsId = `audit-${entry.id}`;
  return (
    <>
      <TableRow sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small" aria-expanded={open} aria-controls={detailsId} disabled={!changes.length}
            aria-label={`${open ? 'Hide' : 'Show'} the changes of ${actionText(entry.action)}, ${formatDayTime(entry.createdAt)}`}
            onClick={() => setOpen(!open)}
          >
            {open ? <UnfoldLess /> : <UnfoldMore />}
          </IconButton>
        </TableCell>
        <TableCell>
          {entry.actor.name}
          {entry.actor.apiKey && <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>with the API key “{entry.actor.apiKey}”</Typography>}
        </TableCell>
        <TableCell>{actionText(entry.action)}</TableCell>
        <TableCell><EntityLink entry={entry} /></TableCell>
        <TableCell><time dateTime={entry.createdAt}>{formatDayTime(entry.createdAt)}</time></TableCell>
      </TableRow>
      {open && (
        <TableRow id={detailsId}>
          <TableCell colSpan={5} sx={{ py: 1 }}>
            <Table size="small" aria-label={`Changes of ${actionText(entry.action)}`}>
              <TableHead><TableRow><TableCell>Field</TableCell><TableCell>Before</TableCell><TableCell>After</TableCell></TableRow></TableHead>
              <TableBody>
                {changes.map((c) => (
                  <TableRow key={c.field}>
                    <TableCell component="th" scope="row">{c.field}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{show(c.before)}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{show(c.after)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}

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
              <TableBody>{data.data.map((e) => <EntryRow key={e.id} entry={e} />)}</TableBody>
            </Table>
          </TableContainer>
          <PageNav page={query.page} count={pages} onChange={(p) => go({ ...query, page: p })} />
        </>
      ) : null}
    </Box>
  );
}
