// The complaint's like button: a press toggles the caller's vote, and the count changes once the server agrees.
// Those who may not vote (the author, the company, visitors) see the count; a visitor's press asks to sign in.
import ThumbUp from '@mui/icons-material/ThumbUp';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Complaint } from '@redress/contract';
import { useVoteComplaint } from '../api/vote-complaint.ts';
import { formatInteger } from '../../../lib/format.ts';

const likes = (n: number) => `${formatInteger(n)} like${n === 1 ? '' : 's'}`;

export function VoteButton({ complaint: c, complaintRef, onSignIn }: { complaint: Complaint; complaintRef: string; onSignIn?: () => void }) {
  const vote = useVoteComplaint(complaintRef);
  if (!c.can.vote && !onSignIn) {
    return (
      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', px: 1 }}>
        <ThumbUpOutlined aria-hidden fontSize="small" />{likes(c.votes)}
      </Box>
    );
  }
  return (
    <Button
      variant={c.hasVoted ? 'contained' : 'outlined'} color="secondary" aria-pressed={c.hasVoted} loading={vote.isPending}
      startIcon={c.hasVoted ? <ThumbUp /> : <ThumbUpOutlined />}
      onClick={() => (c.can.vote ? vote.mutate({ id: c.id, hasVoted: c.hasVoted }) : onSignIn?.())}
    >
      {c.hasVoted ? 'Liked' : 'Like'} · {formatInteger(c.votes)}
    </Button>
  );
}
