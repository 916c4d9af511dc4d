// The complaint's answers and comments: the latest 3 (from the complaint), "View all N comments" for the paged list,
// and the shared thread (components/comment-thread.tsx) with the complaint's calls. A visitor is asked to sign in.
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Complaint } from '@redress/contract';
import { useState, type ReactNode } from 'react';
import { CommentThread, type CommentActions } from '../../../components/comment-thread.tsx';
import { useCreateComment } from '../api/create-comment.ts';
import { useComments } from '../api/get-comments.ts';
import { useDeleteComment } from '../api/delete-comment.ts';
import { useVoteComment } from '../api/vote-comment.ts';

export { toThreads } from '../../../components/comment-thread.tsx';

export const COMMENT_BOX_ID = 'complaint-comment-box';

function useComplaintCommentActions({ complaintRef, complaintId }: { complaintRef: string; complaintId: string }): CommentActions {
  const vote = useVoteComment(complaintRef, complaintId);
  const remove = useDeleteComment(complaintRef, complaintId);
  const create = useCreateComment(complaintRef, complaintId);
  return {
    vote: (c) => vote.mutate({ id: c.id, hasVoted: c.hasVoted }),
    voting: vote.isPending,
    remove: (id) => remove.mutateAsync(id),
    removing: remove.isPending,
    post: (commentText, parent) => create.mutateAsync({ complaintId, commentText, ...(parent ? { parent } : {}) }),
    posting: create.isPending,
  };
}

export function ComplaintComments({ complaint, complaintRef, signInPrompt }: { complaint: Complaint; complaintRef: string; signInPrompt?: ReactNode }) {
  const [showAll, setShowAll] = useState(false);
  const all = useComments(complaint.id, showAll);
  const comments = showAll && all.data ? all.data.pages.flatMap((p) => p.data) : complaint.comments;
  const hidden = complaint.commentsCount - complaint.comments.length;

  return (
    <CommentThread
      comments={comments} total={complaint.commentsCount} canComment={complaint.can.comment}
      target={{ complaintRef, complaintId: complaint.id }} useActions={useComplaintCommentActions}
      respondAs={complaint.can.respond ? complaint.organizationDto.organizationName : null} boxId={COMMENT_BOX_ID} signInPrompt={signInPrompt}
      emptyText={`No responses yet.${complaint.status === 'pending' || complaint.status === 'overdue' ? ' The company has not answered.' : ''}`}
      before={(
        <>
          {!showAll && hidden > 0 && (
            <Button startIcon={<ChatBubbleOutline />} onClick={() => setShowAll(true)} sx={{ mb: 2 }}>View all {complaint.commentsCount} comments</Button>
          )}
          {showAll && all.isPending && <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>Loading the comments…</Typography>}
          {showAll && all.isError && <Alert severity="error" sx={{ mb: 2 }}>{all.error.message}</Alert>}
        </>
      )}
      after={showAll && all.hasNextPage && (
        <Button onClick={() => void all.fetchNextPage()} loading={all.isFetchingNextPage} sx={{ mb: 2 }}>Load more comments</Button>
      )}
    />
  );
}
