// A like button for a complaint or a review: a press toggles the caller's like. Those who may not like it (its author,
// the company, visitors) see the count; a visitor's press asks to sign in. The feature decides when the count moves.
import ThumbUp from '@mui/icons-material/ThumbUp';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatInteger } from '../lib/format.ts';

const likes = (n: number) => `${formatInteger(n)} like${n === 1 ? '' : 's'}`;

export function LikeButton({ votes, hasVoted, canVote, pending, onToggle, onSignIn }: {
  votes: number; hasVoted: boolean; canVote: boolean; pending?: boolean; onToggle: () => void; onSignIn?: () => void;
}) {
  if (!canVote && !onSignIn) {
    return (
      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', px: 1 }}>
        <ThumbUpOutlined aria-hidden fontSize="small" />{likes(votes)}
      </Box>
    );
  }
  return (
    <Button
      variant={hasVoted ? 'contained' : 'outlined'} color="secondary" aria-pressed={hasVoted} loading={pending}
      startIcon={hasVoted ? <ThumbUp /> : <ThumbUpOutlined />}
      onClick={() => (canVote ? onToggle() : onSignIn?.())}
    >
      {hasVoted ? 'Liked' : 'Like'} · {formatInteger(votes)}
    </Button>
  );
}
