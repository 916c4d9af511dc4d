// The moderators' queue of bursts (decision 173): open bursts oldest first; one burst's held items, each approved or
// removed, or all at once. The freeze lifts when none is pending.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Burst, BurstItem } from '@redress/contract';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import { BURST_ITEMS_PAGE_SIZE, useBurst, useBursts, useDecideBurst } from '../api/bursts.ts';


function ItemRow({ item, busy, onDecide }: { item: BurstItem; busy: boolean; onDecide: (action: 'approve' | 'remove') => void }) {
  const label = `${item.kind === 'review' ? 'Review' : 'Rating'}, ${item.stars} star${item.stars === 1 ? '' : 's'}, by ${item.author.name}`;
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 1 }} aria-label={label}>
      <ListItemText
        sx={{ minWidth: 220 }}
        primary={<>{label}{item.title && <> · <strong>{item.title}</strong></>}</>}
        secondary={<>{item.text && <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>{item.text}</Box>}Written {formatDateTime(item.createdAt)} · member since {formatDay(item.author.memberSince)}</>}
      />
      {item.decision === 'pending' ? (
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" disabled={busy} onClick={() => onDecide('approve')} aria-label={`Approve: ${label}`}>Approve</Button>
          <Button size="small" variant="outlined" color="error" disabled={busy} onClick={() => onDecide('remove')} aria-label={`Remove: ${label}`}>Remove</Button>
        </Stack>
      ) : <Chip size="small" label={item.decision === 'approved' ? 'Approved' : 'Removed'} color={item.decision === 'approved' ? 'success' : 'default'} />}
    </ListItem>
  );
}

function BurstDetailPanel({ burst }: { burst: Burst }) {
  const [page, setPage] = useState(1);
  const query = useBurst(burst.id, page);
  const decide = useDecideBurst(burst.id);
  const d = query.data;
  const current = d?.burst ?? burst;
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} aria-label={`Burst on ${burst.organizationName}`}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>{burst.organizationName}</Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {current.signalText}: {current.itemsHeld} held since {formatDateTime(current.windowStart)}, {current.itemsPending} pending. The public score is paused at {current.scoreBefore.toFixed(2)}.
      </Typography>
      {current.endedAt ? <Alert severity="success" sx={{ mb: 1.5 }}>Every item is decided: the score is no longer paused.</Alert> : (
        <Stack direction="row" spacing={1} sx={{ mb: 1.5, flexWrap: 'wrap' }}>
          <Button variant="contained" disabled={decide.isPending || current.itemsPending === 0} onClick={() => decide.mutate({ action: 'approve' })}>Approve all pending</Button>
          <Button variant="outlined" color="error" disabled={decide.isPending || current.itemsPending === 0} onClick={() => decide.mutate({ action: 'remove' })}>Remove all pending</Button>
        </Stack>
      )}
      {decide.isError && <Alert severity="error" sx={{ mb: 1.5 }}>{decide.error.message}</Alert>}
      {query.isError && <Alert severity="error" action={<Button color="inherit" onClick={() => void query.refetch()}>Try again</Button>}>{query.error.message}</Alert>}
      {!d && query.isPending && <Skeleton variant="rounded" height={160} />}
      {d && (
        <>
          <List dense aria-label="Held items">
            {d.data.map((item) => (
              <ItemRow key={item.id} item={item} busy={decide.isPending} onDecide={(action) => decide.mutate({ action, items: [{ kind: item.kind, id: item.id }] })} />
            ))}
          </List>
          {d.meta.numberOfPages > 1 && <Pagination sx={{ mt: 1 }} count={d.meta.numberOfPages} page={page} onChange={(_e, p) => setPage(p)} />}
          {d.data.length === 0 && <Typography color="text.secondary">No items on this page.</Typography>}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{BURST_ITEMS_PAGE_SIZE} items a page, oldest first.</Typography>
        </>
      )}
    </Paper>
  );
}

export function BurstQueue() {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Burst | null>(null);
  const query = useBursts('open', page);
  if (query.isError) return <Alert severity="error" action={<Button color="inherit" onClick={() => void query.refetch()}>Try again</Button>}>{query.error.message}</Alert>;
  if (!query.data) return <Skeleton variant="rounded" height={200} aria-label="Loading the queue" />;
  const { data, meta } = query.data;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 1fr) 2fr' }, alignItems: 'start' }}>
      <Paper variant="outlined">
        {data.length === 0 ? <Typography sx={{ p: 2 }} color="text.secondary">No unusual activity waits for a decision.</Typography> : (
          <List aria-label="Open bursts">
            {data.map((b) => (
              <ListItem key={b.id} disablePadding>
                <ListItemButton selected={selected?.id === b.id} onClick={() => setSelected(b)}>
                  <ListItemText primary={b.organizationName} secondary={`${b.itemsPending} of ${b.itemsHeld} pending · ${b.signalText}`} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {meta.numberOfPages > 1 && <Pagination sx={{ p: 1 }} count={meta.numberOfPages} page={page} onChange={(_e, p) => setPage(p)} />}
      </Paper>
      {selected ? <BurstDetailPanel key={selected.id} burst={selected} /> : data.length > 0 && <Typography color="text.secondary">Choose a company to see its held items.</Typography>}
    </Box>
  );
}
