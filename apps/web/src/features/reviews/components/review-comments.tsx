// A review's answers and comments: the shared thread (components/comment-thread.tsx) over the review's calls, paged
// oldest first. Customers like others' comments; the company's people answer as the company. A visitor is asked to sign in.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Review } from '@redress/contract';
import type { ReactNode } from 'react';
import { CommentThread, type CommentActions, type ThreadComment } from '../../../components/comment-thread.tsx';
import { useSession } from '../../../lib/session.ts';
import { useCreateReviewComment, useDeleteReviewComment } from '../api/review-comments.ts';
import { useReviewComments } from '../api/get-review-comments.ts';
import { useVoteReviewComment } from '../api/vote-review.ts';

export const REVIEW_COMMENT_BOX_ID = 'review-comment-box';

function useReviewCommentActions(reviewId: string): CommentActions {
  const vote = useVoteReviewComment(reviewId);
  const remove = useDeleteReviewComment(reviewId);
  const create = useCreateReviewComment(reviewId);
  return {
    // The like shows at once (decision 094): no spinner, and no second call while one is on its way.
    vote: (c) => { if (!vote.isPending) vote.mutate({ id: c.id, hasVoted: c.hasVoted }); },
    voting: false,
    remove: (id) => remove.mutateAsync(id),
    removing: remove.isPending,
    post: (commentText, parent) => create.mutateAsync({ reviewId, commentText, ...(parent ? { parent } : {}) }),
    posting: create.isPending,
  };
}

export function ReviewComments({ review: r, signInPrompt }: { review: Review; signInPrompt?: ReactNode }) {
  const list = useReviewComments(r.id);
  const { user } = useSession();
  const comments = list.data?.pages.flatMap((p) => p.data) ?? [];
  // Comment likes are customers', never on their own comment (the server says the same).
  const canVoteComment = (c: ThreadComment) => user?.profileType === 'user' && c.customerId !== user.id && !r.deleted;
  return (
    <CommentThread
      target={r.id} useActions={useReviewCommentActions} comments={comments} total={r.commentsCount}
      canComment={r.can.comment} canVoteComment={canVoteComment} respondAs={r.can.answer ? r.reviewOrganizationDto.organizationName : null}
      boxId={REVIEW_COMMENT_BOX_ID} signInPrompt={signInPrompt}
      emptyText={list.isPending ? '' : `No responses yet.${r.answered ? '' : ' The company has not answered.'}`}
      before={(
        <>
          {list.isPending && <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>Loading the comments…</Typography>}
          {list.isError && (
            <Alert severity="error" sx={{ mb: 2 }} action={<Button color="inherit" onClick={() => void list.refetch()}>Try again</Button>}>
              {list.error.message || 'The comments could not be loaded.'}
            </Alert>
          )}
        </>
      )}
      after={list.hasNextPage && (
        <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} sx={{ mb: 2 }}>Load more comments</Button>
      )}
    />
  );
}
