// A moderator's list of complaints, reviews or ratings, kept in the URL (?search=&state=&status=&reported=&from=&to=&companyId=&page=):
// newest first, deleted ones too, each with its open reports by users; each row opens the item with its author, history,
// reports and the decisions.
import SearchIcon from '@mui/icons-material/Search';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COMPLAINT_STATUSES, REVIEW_STATUSES, type ModerationItem, type ModerationKind } from '@redress/contract';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListState } from '../../../components/list-state.tsx';
import { ReviewProvenance } from '../../../components/review-provenance.tsx';
import { formatDay } from '../../../lib/format.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useModerationList } from '../api/get-moderation-list.ts';
import type { ModerationListParams } from '../api/keys.ts';
import { ItemDialog } from './item-dialog.tsx';
import { isState, KIND_NOUN, provenanceOfItem, STATE_LOOKS, STATE_ORDER } from './labels.ts';

const SEARCH_DEBOUNCE_MS = 500;
const STATUSES: Record<ModerationKind, readonly string[]> = { complaint: COMPLAINT_STATUSES, review: REVIEW_STATUSES, rating: [] };
/** The kinds users report (a complaint's or a review's Report action). */
const REPORTED: readonly ModerationKind[] = ['complaint', 'review'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readQuery(kind: ModerationKind, p: URLSearchParams): ModerationListParams {
  const page = Number(p.get('page'));
  const state = p.get('state');
  const status = p.get('status') ?? '';
  const day = (k: string) => (DAY.test(p.get(k) ?? '') ? p.get(k)! : undefined);
  return {
    search: p.get('search')?.trim().slice(0, 100) || undefined,
    state: isState(state) ? state : undefined,
    status: STATUSES[kind].includes(status) ? status : undefined,
    reported: REPORTED.includes(kind) && p.get('reported') === 'true' ? true : undefined,
    companyId: UUID.test(p.get('companyId') ?? '') ? p.get('companyId')! : undefined,
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function toParams(q: ModerationListParams) {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '' && !(k === 'page' && v === 1)) p.set(k, String(v));
  return p;
}

function Row({ item, onOpen }: { item: ModerationItem; onOpen: () => void }) {
  const look = STATE_LOOKS[item.state];
  const provenance = provenanceOfItem(item);
  return (
    <ListItem divider disablePadding>
      <ListItemButton onClick={onOpen} aria-haspopup="dialog">
        <ListItemText
          disableTypography
          primary={<Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.title}</Typography>}
          secondary={(
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 0.5 }}>
              <Chip size="small" label={look.label} color={look.color} />
              {item.openReports > 0 && <Chip size="small" variant="outlined" color="error" label={item.openReports === 1 ? '1 open report' : `${item.openReports} open reports`} />}
              {item.status && <Typography variant="body2" color="text.secondary">{item.status}</Typography>}
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {item.company?.name ?? 'No company'} · by {item.author.name}{item.anonymous ? ' (anonymous)' : ''} · <time dateTime={item.createdAt}>{formatDay(item.createdAt)}</time>
              </Typography>
              {provenance && <ReviewProvenance review={provenance} dense />}
            </Box>
          )}
        />
      </ListItemButton>
    </ListItem>
  );
}

export function ModerationBrowser({ kind }: { kind: ModerationKind }) {
  const [params, setParams] = useSearchParams();
  const query = readQuery(kind, params);
  const [text, setText] = useState(query.search ?? '');
  const [typed, flush] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [open, setOpen] = useState<string | null>(null);
  const list = useModerationList(kind, query);
  const go = (next: ModerationListParams) => setParams(toParams(next));
  const [one, many] = KIND_NOUN[kind];

  useEffect(() => {
    if ((typed || undefined) !== query.search) go({ ...query, search: typed || undefined, page: 1 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the debounced text drives this
  }, [typed]);

  const filtered = !!(query.search || query.state || query.status || query.reported || query.companyId || query.from || query.to);
  const reportable = REPORTED.includes(kind);
  const columns = 3 + (STATUSES[kind].length ? 1 : 0) + (reportable ? 1 : 0);
  const clear = () => {
    setText('');
    go({ page: 1 });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: `minmax(0, 2fr) repeat(${columns}, minmax(0, 1fr))` } }}>
        <TextField
          type="search" label={kind === 'rating' ? 'Search the comment' : 'Search by title, text or code'} value={text} onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') flush();
          }}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon aria-hidden /></InputAdornment> } }}
        />
        <TextField select label="Moderation" value={query.state ?? ''} onChange={(e) => go({ ...query, state: isState(e.target.value) ? e.target.value : undefined, page: 1 })}>
          <MenuItem value="">Any</MenuItem>
          {STATE_ORDER.map((s) => <MenuItem key={s} value={s}>{STATE_LOOKS[s].label}</MenuItem>)}
        </TextField>
        {STATUSES[kind].length > 0 && (
          <TextField select label="Status" value={query.status ?? ''} onChange={(e) => go({ ...query, status: e.target.value || undefined, page: 1 })}>
            <MenuItem value="">All statuses</MenuItem>
            {STATUSES[kind].map((s) => <MenuItem key={s} value={s}>{s}</MenuItem>)}
          </TextField>
        )}
        {reportable && (
          <TextField select label="Reports" value={query.reported ? 'open' : ''} onChange={(e) => go({ ...query, reported: e.target.value === 'open' || undefined, page: 1 })}>
            <MenuItem value="">Any</MenuItem>
            <MenuItem value="open">With open reports</MenuItem>
          </TextField>
        )}
        <TextField type="date" label="From" value={query.from ?? ''} onChange={(e) => go({ ...query, from: e.target.value || undefined, page: 1 })} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField type="date" label="To" value={query.to ?? ''} onChange={(e) => go({ ...query, to: e.target.value || undefined, page: 1 })} slotProps={{ inputLabel: { shrink: true } }} />
      </Box>
      {query.companyId && (
        <Box><Chip label="One company only" onDelete={() => go({ ...query, companyId: undefined, page: 1 })} /></Box>
      )}
      <ListState query={list} page={query.page} onPageChange={(p) => go({ ...query, page: p })} nouns={[one, many]}
        fallback={`The ${many} could not be loaded.`} loadingLabel={`Loading ${many}`} skeletonHeight={72}
        empty={filtered
          ? <EmptyState icon={<SearchOffOutlined />} title={`No ${many} match`} action={<Button variant="outlined" onClick={clear}>Clear filters</Button>}>Try other words, dates or filters.</EmptyState>
          : <EmptyState icon={<InboxOutlined />} title={`No ${many} yet`}>They appear here as people post them.</EmptyState>}
      >
        {(rows) => (
          <List aria-label={many[0]!.toUpperCase() + many.slice(1)} disablePadding sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1, opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {rows.map((item) => <Row key={item.id} item={item} onOpen={() => setOpen(item.id)} />)}
          </List>
        )}
      </ListState>
      <ItemDialog kind={kind} id={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
