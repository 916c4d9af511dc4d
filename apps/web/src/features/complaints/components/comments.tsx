// The complaint's answers and comments: the latest 3 (from the complaint), "View all N comments" for the paged list,
// replies under their comment, company answers highlighted, votes, delete with a confirmation, and the comment box
// (the company answers as the company). A visitor is asked to sign in.
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import ThumbUp from '@mui/icons-material/ThumbUp';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Comment, Complaint } from '@redress/contract';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useComments } from '../api/get-comments.ts';
import { useDeleteComment } from '../api/delete-comment.ts';
import { useVoteComment } from '../api/vote-comment.ts';
import { formatDateTime } from '../lib/due-time.ts';
import { visuallyHidden } from '../../../components/visually-hidden.ts';

export const COMMENT_BOX_ID = 'complaint-comment-box';

// The comment box loads with the first one shown: a signed-out visitor, who gets the sign-in prompt instead, never
// downloads it (the text field is 13 KB of the page).
const LazyCommentForm = lazy(() => import('./comment-form.tsx').then((m) => ({ default: m.CommentForm })));
const CommentForm = (props: Parameters<typeof LazyCommentForm>[0]) => (
  <Suspense fallback={<Skeleton variant="rounded" height={props.parent ? 96 : 120} />}><LazyCommentForm {...props} /></Suspense>
);

interface Thread { comment: Comment; replies: Comment[] }

/** Top-level comments with their replies under them; a reply whose comment is not loaded stands on its own. */
export function toThreads(comments: Comment[]): Thread[] {
  const ids = new Set(comments.map((c) => c.id));
  const threads: Thread[] = [];
  const byId = new Map<string, Thread>();
  for (const c of comments) {
    if (c.parent && ids.has(c.parent)) continue;
    const t = { comment: c, replies: [] };
    threads.push(t);
    byId.set(c.id, t);
  }
  for (const c of comments) if (c.parent && ids.has(c.parent)) byId.get(c.parent)?.replies.push(c);
  return threads;
}

function CommentItem({ comment: c, complaint, complaintRef, canReply, children }: { comment: Comment; complaint: Complaint; complaintRef: string; canReply: boolean; children?: ReactNode }) {
  const [replying, setReplying] = useState(false);
  const vote = useVoteComment(complaintRef, complaint.id);
  const remove = useDeleteComment(complaintRef, complaint.id);
  const confirm = useConfirm();
  const headingId = useId();
  const isCompany = c.initiator === 'company';
  const onDelete = async () => {
    const ok = await confirm({ title: 'Delete this comment?', message: 'It is removed for everyone. This cannot be undone.', confirmLabel: 'Delete', destructive: true });
    if (!ok) return;
    await remove.mutateAsync(c.id);
    toast.success('Comment deleted');
  };
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 1.5, sm: 2 }, ...(isCompany ? { bgcolor: '#f2f5fb', borderColor: 'secondary.main', borderLeftWidth: 4 } : {}) }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Avatar aria-hidden sx={{ width: 32, height: 32, fontSize: 14, bgcolor: isCompany ? 'secondary.main' : 'grey.600' }}>{c.name.slice(0, 1).toUpperCase()}</Avatar>
          <Typography id={headingId} component="h3" sx={{ fontWeight: 700, fontSize: 15 }}>
            {c.name}{c.commentType === 'reply' && <Box component="span" sx={visuallyHidden}> (reply)</Box>}
          </Typography>
          {isCompany && <Chip size="small" icon={<VerifiedOutlined />} label="Company response" color="secondary" />}
          {c.isAuthor && <Chip size="small" variant="outlined" label="Author" />}
          <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}><time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time></Typography>
        </Box>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{c.commentText}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
          {complaint.can.comment ? (
            <Button
              size="small" color="secondary" aria-pressed={c.hasVoted} loading={vote.isPending}
              startIcon={c.hasVoted ? <ThumbUp fontSize="small" /> : <ThumbUpOutlined fontSize="small" />}
              onClick={() => vote.mutate({ id: c.id, hasVoted: c.hasVoted })}
            >
              {c.hasVoted ? 'Liked' : 'Like'} · {c.votes}<Box component="span" sx={visuallyHidden}> ({c.name}’s comment)</Box>
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, px: 1 }}>
              <ThumbUpOutlined aria-hidden sx={{ fontSize: 16 }} />{c.votes} like{c.votes === 1 ? '' : 's'}
            </Typography>
          )}
          {canReply && complaint.can.comment && (
            <Button size="small" color="secondary" startIcon={<ReplyOutlined fontSize="small" />} onClick={() => setReplying((r) => !r)} aria-expanded={replying}>
              Reply<Box component="span" sx={visuallyHidden}> to {c.name}</Box>
            </Button>
          )}
          {c.canDelete && (
            <Button size="small" color="error" startIcon={<DeleteOutline fontSize="small" />} onClick={() => void onDelete()} loading={remove.isPending}>
              Delete<Box component="span" sx={visuallyHidden}> {c.name}’s comment</Box>
            </Button>
          )}
        </Box>
        {replying && (
          <Box sx={{ mt: 1.5 }}>
            <CommentForm complaint={complaint} complaintRef={complaintRef} parent={c.id} label={`Reply to ${c.name}`} submitLabel="Post reply" autoFocus onDone={() => setReplying(false)} />
          </Box>
        )}
      </Paper>
      {children}
    </Box>
  );
}

export function ComplaintComments({ complaint, complaintRef, signInPrompt }: { complaint: Complaint; complaintRef: string; signInPrompt?: ReactNode }) {
  const [showAll, setShowAll] = useState(false);
  const all = useComments(complaint.id, showAll);
  const comments = showAll && all.data ? all.data.pages.flatMap((p) => p.data) : complaint.comments;
  const threads = toThreads(comments);
  const hidden = complaint.commentsCount - complaint.comments.length;
  const respondAs = complaint.can.respond ? complaint.organizationDto.organizationName : null;

  return (
    <Paper component="section" variant="outlined" aria-labelledby="comments-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="comments-heading" component="h2" variant="h3" sx={{ mb: 2 }}>
        Responses and comments{complaint.commentsCount > 0 && ` (${complaint.commentsCount})`}
      </Typography>
      {!showAll && hidden > 0 && (
        <Button startIcon={<ChatBubbleOutline />} onClick={() => setShowAll(true)} sx={{ mb: 2 }}>View all {complaint.commentsCount} comments</Button>
      )}
      {showAll && all.isPending && <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>Loading the comments…</Typography>}
      {showAll && all.isError && <Alert severity="error" sx={{ mb: 2 }}>{all.error.message}</Alert>}
      {threads.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>No responses yet.{complaint.status === 'pending' || complaint.status === 'overdue' ? ' The company has not answered.' : ''}</Typography>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, mb: 2 }} aria-label="Comments">
          {threads.map((t) => (
            <CommentItem key={t.comment.id} comment={t.comment} complaint={complaint} complaintRef={complaintRef} canReply={t.comment.commentType === 'comment'}>
              {t.replies.length > 0 && (
                <Stack component="ol" spacing={1} aria-label={`Replies to ${t.comment.name}`} sx={{ m: 0, mt: 1, p: 0, pl: { xs: 2, sm: 4 } }}>
                  {t.replies.map((r) => <CommentItem key={r.id} comment={r} complaint={complaint} complaintRef={complaintRef} canReply={false} />)}
                </Stack>
              )}
            </CommentItem>
          ))}
        </Stack>
      )}
      {showAll && all.hasNextPage && (
        <Button onClick={() => void all.fetchNextPage()} loading={all.isFetchingNextPage} sx={{ mb: 2 }}>Load more comments</Button>
      )}
      {complaint.can.comment ? (
        <CommentForm
          complaint={complaint} complaintRef={complaintRef} id={COMMENT_BOX_ID}
          label={respondAs ? `Respond as ${respondAs}` : 'Add a comment'} submitLabel={respondAs ? 'Post response' : 'Post comment'}
        />
      ) : signInPrompt}
    </Paper>
  );
}
