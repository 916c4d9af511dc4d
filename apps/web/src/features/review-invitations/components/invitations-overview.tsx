// The company's invitations: sent, opened (the link was opened; no tracking pixel) and reviewed, the month's allowance,
// and each invitation's state, newest first, a page at a time.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ReviewInvitation, ReviewInvitationState } from '@redress/contract';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListState } from '../../../components/list-state.tsx';
import { formatDay } from '../../../lib/format.ts';
import { useReviewInvitations } from '../api/get-review-invitations.ts';
import { allowanceText } from './invite-customers.tsx';

const STATES: Record<ReviewInvitationState, { label: string; color: 'default' | 'info' | 'success' | 'warning' }> = {
  sent: { label: 'Sent', color: 'default' },
  opened: { label: 'Opened', color: 'info' },
  reviewed: { label: 'Reviewed', color: 'success' },
  expired: { label: 'Expired', color: 'warning' },
};

function Figure({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">{label}</Typography>
      <Typography sx={{ fontSize: '1.6rem', fontWeight: 700 }} aria-label={`${label}: ${value ?? 'loading'}`}>{value ?? '–'}</Typography>
    </Paper>
  );
}

function Row({ i }: { i: ReviewInvitation }) {
  const s = STATES[i.state];
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', listStyle: 'none' }}>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>{i.email}</Typography>
        <Typography variant="body2" color="text.secondary">
          {i.name ? `${i.name} · ` : ''}{i.channel === 'mail' ? 'E-mailed' : 'Personal link'} on <time dateTime={i.createdAt}>{formatDay(i.createdAt)}</time>
          {i.state !== 'reviewed' && i.state !== 'expired' && <> · expires <time dateTime={i.expiresAt}>{formatDay(i.expiresAt)}</time></>}
        </Typography>
      </Box>
      <Chip size="small" color={s.color} label={s.label} />
    </Paper>
  );
}

export function InvitationsOverview() {
  const [page, setPage] = useState(1);
  const query = useReviewInvitations(page);
  const d = query.data;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="section" aria-label="Invitation figures" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
        <Figure label="Sent" value={d?.counts.sent} />
        <Figure label="Opened" value={d?.counts.opened} />
        <Figure label="Reviewed" value={d?.counts.reviewed} />
      </Box>
      {d && <Typography color="text.secondary">{allowanceText(d.allowance)}</Typography>}
      <ListState
        query={query} page={page} onPageChange={setPage} nouns={['invitation', 'invitations']} fallback="The invitations could not be loaded just now."
        loadingLabel="Loading invitations" skeletonHeight={64}
        empty={<EmptyState title="No invitations yet">Invite your customers above: their reviews are labelled Invited.</EmptyState>}
      >
        {(rows) => <Box component="ul" aria-label="Invitations" sx={{ display: 'grid', gap: 1, m: 0, p: 0 }}>{rows.map((i) => <Row key={i.id} i={i} />)}</Box>}
      </ListState>
    </Box>
  );
}
