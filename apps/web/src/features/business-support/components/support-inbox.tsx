// The business support inbox: complaints and reviews waiting for the company, soonest due first (decision 113), with
// filters kept in the URL (?status=&status=&kind=&overdue=&product=&from=&to=&page=). What a row lets the company do
// (answer, move, ask for closure) comes from the page, which composes the complaint and review features.
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { INBOX_STATUSES, type InboxStatus, type SupportInboxItem } from '@redress/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { countText, LoadFailed, PageNav } from '../../../components/list-parts.tsx';
import { NativeSelectField } from '../../../components/native-select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { ExperienceDate } from '../../../components/experience-date.tsx';
import { formatDayTime } from '../../../lib/format.ts';
import { useSupportInbox } from '../api/get-support-inbox.ts';
import type { InboxParams } from '../api/keys.ts';
import { dueLabel } from './relative-time.ts';

const STATUS_LABELS: Record<InboxStatus, string> = { pending: 'Pending', overdue: 'Overdue', 'in-review': 'In review', unanswered: 'Unanswered reviews' };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readInboxParams(p: URLSearchParams): InboxParams {
  const page = Number(p.get('page'));
  const kind = p.get('kind');
  const day = (k: string) => (DAY.test(p.get(k) ?? '') ? p.get(k)! : undefined);
  return {
    status: p.getAll('status').filter((s): s is InboxStatus => (INBOX_STATUSES as readonly string[]).includes(s)),
    kind: kind === 'complaint' || kind === 'review' ? kind : undefined,
    overdue: p.get('overdue') === 'true' ? true : undefined,
    product: p.get('product') || undefined,
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function toSearch(q: InboxParams) {
  const p = new URLSearchParams();
  q.status.forEach((s) => p.append('status', s));
  if (q.kind) p.set('kind', q.kind);
  if (q.overdue) p.set('overdue', 'true');
  if (q.product) p.set('product', q.product);
  if (q.from) p.set('from', q.from);
  if (q.to) p.set('to', q.to);
  if (q.page > 1) p.set('page', String(q.page));
  return p;
}

function Due({ item }: { item: SupportInboxItem }) {
  if (item.responseDueAt) {
    const due = dueLabel(item.responseDueAt);
    return (
      <Typography variant="body2" sx={{ color: due.overdue ? 'error.main' : 'text.secondary', fontWeight: due.overdue ? 600 : 400 }}>
        <time dateTime={item.responseDueAt} title={formatDayTime(item.responseDueAt)}>{due.text}</time>
      </Typography>
    );
  }
  const text = item.kind === 'review' ? 'No due time: reviews wait for an answer' : item.overdue ? 'Overdue' : 'Answered: waiting for you to process it';
  return <Typography variant="body2" sx={{ color: item.overdue ? 'error.main' : 'text.secondary' }}>{text}</Typography>;
}

function InboxRow({ item, actions }: { item: SupportInboxItem; actions: ReactNode }) {
  const headingId = `inbox-${item.id}`;
  const to = item.kind === 'complaint' ? paths.complaint(item.uniqueId) : paths.review(item.uniqueId);
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Chip size="small" variant="outlined" label={item.kind === 'complaint' ? 'Complaint' : `Review, ${item.rating} of 5 stars`} />
        <Chip size="small" color={item.overdue ? 'error' : 'default'} label={STATUS_LABELS[item.status]} />
        <Due item={item} />
      </Box>
      <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
        <Link component={RouterLink} to={to}>{item.title}</Link>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        By {item.customerDto.customerName} · <time dateTime={item.createdAt}>{formatDayTime(item.createdAt)}</time>
        {item.productName ? ` · ${item.productName}` : ''}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{item.excerpt}</Typography>
      <ExperienceDate day={item.experiencedOn} />
      {actions}
    </Paper>
  );
}

export function SupportInbox({ companyId, products, renderActions }: {
  companyId: string;
  /** The company's products, for the product filter. */
  products: { id: string; name: string }[];
  renderActions: (item: SupportInboxItem) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const query = readInboxParams(params);
  // An inverted range is the form's error to show, not a request to send (the server would refuse it with a 400).
  const rangeError = !!query.from && !!query.to && query.from > query.to ? 'From must be before To' : undefined;
  const list = useSupportInbox(companyId, query, !rangeError);
  const go = (next: InboxParams) => setParams(toSearch(next), { replace: true });
  const set = (patch: Partial<InboxParams>) => go({ ...query, ...patch, page: 1 });
  const toggle = (s: InboxStatus) => set({ status: query.status.includes(s) ? query.status.filter((x) => x !== s) : [...query.status, s] });
  const filtered = query.status.length > 0 || !!query.kind || !!query.overdue || !!query.product || !!query.from || !!query.to;
  const data = list.data;
  const pages = data?.meta.numberOfPages ?? 1;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box role="group" aria-label="Status" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {INBOX_STATUSES.map((s) => (
          <Chip
            key={s} label={STATUS_LABELS[s]} clickable aria-pressed={query.status.includes(s)} onClick={() => toggle(s)}
            color={query.status.includes(s) ? 'primary' : 'default'} variant={query.status.includes(s) ? 'filled' : 'outlined'}
          />
        ))}
        <Chip
          label="Past due only" clickable aria-pressed={!!query.overdue} onClick={() => set({ overdue: query.overdue ? undefined : true })}
          color={query.overdue ? 'error' : 'default'} variant={query.overdue ? 'filled' : 'outlined'}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        <NativeSelectField label="Kind" slotProps={{ inputLabel: { shrink: true } }} value={query.kind ?? ''} onChange={(e) => set({ kind: (e.target.value || undefined) as InboxParams['kind'] })}>
          <option value="">Complaints and reviews</option>
          <option value="complaint">Complaints</option>
          <option value="review">Reviews</option>
        </NativeSelectField>
        <NativeSelectField label="Product" slotProps={{ inputLabel: { shrink: true } }} value={query.product ?? ''} onChange={(e) => set({ product: e.target.value || undefined })}>
          <option value="">Any product</option>
          {products.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
        </NativeSelectField>
        <TextField
          label="Filed from" type="date" value={query.from ?? ''} onChange={(e) => set({ from: e.target.value || undefined })} slotProps={{ inputLabel: { shrink: true } }}
          error={!!rangeError} helperText={rangeError}
        />
        <TextField label="Filed to" type="date" value={query.to ?? ''} onChange={(e) => set({ to: e.target.value || undefined })} slotProps={{ inputLabel: { shrink: true } }} />
      </Box>
      <Typography role="status" color="text.secondary" sx={{ minHeight: 24 }}>
        {data && !rangeError ? countText(data.meta.totalResults, ['item waiting', 'items waiting'], query.page, pages) : ''}
      </Typography>
      {rangeError ? null : list.isError ? (
        <LoadFailed error={list.error} fallback="The inbox could not be loaded." onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Box role="status" aria-busy="true" aria-label="Loading the inbox">
          {Array.from({ length: 3 }, (_, i) => <Skeleton key={i} variant="rounded" height={150} sx={{ mb: 1 }} />)}
        </Box>
      ) : data && data.data.length === 0 ? (
        filtered ? (
          <EmptyState icon={<SearchOffOutlined />} title="Nothing matches" action={<Button variant="outlined" onClick={() => go({ status: [], page: 1 })}>Clear filters</Button>}>
            No complaint or review waiting for you matches these filters.
          </EmptyState>
        ) : (
          <EmptyState icon={<InboxOutlined />} title="All answered">Every complaint and review about your company has its answer. New ones appear here.</EmptyState>
        )
      ) : data ? (
        <>
          <Box sx={{ display: 'grid', gap: 1.5, opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {data.data.map((item) => <InboxRow key={`${item.kind}-${item.id}`} item={item} actions={renderActions(item)} />)}
          </Box>
          <PageNav page={query.page} count={pages} onChange={(p) => go({ ...query, page: p })} />
        </>
      ) : null}
    </Box>
  );
}
