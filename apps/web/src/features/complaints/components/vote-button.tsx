// The complaint's like button: a press toggles the caller's vote, and the count changes once the server agrees.
// Those who may not vote (the author, the company, visitors) see the count; a visitor's press asks to sign in.
import type { Complaint } from '@redress/contract';
import { LikeButton } from '../../../components/like-button.tsx';
import { useVoteComplaint } from '../api/vote-complaint.ts';

export function VoteButton({ complaint: c, complaintRef, onSignIn }: { complaint: Complaint; complaintRef: string; onSignIn?: () => void }) {
  const vote = useVoteComplaint(complaintRef);
  return (
    <LikeButton
      votes={c.votes} hasVoted={c.hasVoted} canVote={c.can.vote} pending={vote.isPending} onSignIn={onSignIn}
      onToggle={() => vote.mutate({ id: c.id, hasVoted: c.hasVoted })}
    />
  );
}
