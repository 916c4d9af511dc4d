// A thread of comments under a complaint or a review: replies under their comment, the company's answers highlighted,
// likes, delete with a confirmation, and the comment box (the company's people answer as the company). A visitor gets
// the feature's sign-in prompt instead of the box. What a like, a deletion or a post does is the feature's (useActions).
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import ThumbUp from '@mui/icons-material/ThumbUp';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Comment } from '@redress/contract';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { formatDateTime } from '../lib/format.ts';
import { toast } from '../lib/toast.ts';
import type { CommentBoxProps } from './comment-box.tsx';
import { useConfirm } from './confirm-dialog.tsx';
import { visuallyHidden } from './visually-hidden.ts';

/** A comment of any thread: a complaint's carries complaintId, a review's reviewId. */
export type ThreadComment = Omit<Comment, 'complaintId'>;

// The comment box loads with the first one shown: a signed-out visitor, who gets the sign-in prompt instead, never
// downloads it (the text field is 13 KB of the page).
const LazyCommentBox = lazy(() => import('./comment-box.tsx').then((m) => ({ default: m.CommentBox })));
const CommentBox = (props: CommentBoxProps) => (
  <Suspense fallback={<Skeleton variant="rounded" height={props.parent ? 96 : 120} />}><LazyCommentBox {...props} /></Suspense>
);

interface Thread<C> { comment: C; replies: C[] }

/** Top-level comments with their replies under them; a reply whose comment is not loaded stands on its own. */
export function toThreads<C extends { id: string; parent: string | null }>(comments: C[]): Thread<C>[] {
  const ids = new Set(comments.map((c) => c.id));
  const threads: Thread<C>[] = [];
  const byId = new Map<string, Thread<C>>();
  for (const c of comments) {
    if (c.parent && ids.has(c.parent)) continue;
    const t = { comment: c, replies: [] as C[] };
    threads.push(t);
    byId.set(c.id, t);
  }
  for (const c of comments) if (c.parent && ids.has(c.parent)) byId.get(c.parent)?.replies.push(c);
  return threads;
}

/** A feature's calls for one comment item (a hook: each item keeps its own pending states). */
export interface CommentActions {
  vote: (c: ThreadComment) => void;
  voting: boolean;
  remove: (id: string) => Promise<unknown>;
  removing: boolean;
  post: (text: string, parent?: string) => Promise<unknown>;
  posting: boolean;
}

export interface CommentThreadProps<T> {
  /** Whose thread: handed to useActions. */
  target: T;
  comments: ThreadComment[];
  /** Shown in the heading: the target's maintained count. */
  total: number;
  canComment: boolean;
  /** Who may like a comment (default: whoever may comment). */
  canVoteComment?: (c: ThreadComment) => boolean;
  /** The company's name when the caller answers as the company. */
  respondAs: string | null;
  useActions: (target: T) => CommentActions;
  emptyText: string;
  /** Above the list (e.g. "View all N comments", loading and errors) and below it (e.g. "Load more"). */
  before?: ReactNode;
  after?: ReactNode;
  signInPrompt?: ReactNode;
  boxId?: string;
  headingId?: string;
}

function CommentItem<T>({ comment: c, canReply, canComment, canVote, target, useActions, children }: {
  comment: ThreadComment; canReply: boolean; canComment: boolean; canVote: boolean; target: T; useActions: (target: T) => CommentActions; children?: ReactNode;
}) {
  const [replying, setReplying] = useState(false);
  const actions = useActions(target);
  const confirm = useConfirm();
  const headingId = useId();
  const isCompany = c.initiator === 'company';
  const onDelete = async () => {
    const ok = await confirm({ title: 'Delete this comment?', message: 'It is removed for everyone. This cannot be undone.', confirmLabel: 'Delete', destructive: true });
    if (!ok) return;
    await actions.remove(c.id);
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
          {canVote ? (
            <Button
              size="small" color="secondary" aria-pressed={c.hasVoted} loading={actions.voting}
              startIcon={c.hasVoted ? <ThumbUp fontSize="small" /> : <ThumbUpOutlined fontSize="small" />}
              onClick={() => actions.vote(c)}
            >
              {c.hasVoted ? 'Liked' : 'Like'} · {c.votes}<Box component="span" sx={visuallyHidden}> ({c.name}’s comment)</Box>
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, px: 1 }}>
              <ThumbUpOutlined aria-hidden sx={{ fontSize: 16 }} />{c.votes} like{c.votes === 1 ? '' : 's'}
            </Typography>
          )}
          {canReply && canComment && (
            <Button size="small" color="secondary" startIcon={<ReplyOutlined fontSize="small" />} onClick={() => setReplying((r) => !r)} aria-expanded={replying}>
              Reply<Box component="span" sx={visuallyHidden}> to {c.name}</Box>
            </Button>
          )}
          {c.canDelete && (
            <Button size="small" color="error" startIcon={<DeleteOutline fontSize="small" />} onClick={() => void onDelete()} loading={actions.removing}>
              Delete<Box component="span" sx={visuallyHidden}> {c.name}’s comment</Box>
            </Button>
          )}
        </Box>
        {replying && (
          <Box sx={{ mt: 1.5 }}>
            <CommentBox onPost={actions.post} posting={actions.posting} parent={c.id} label={`Reply to ${c.name}`} submitLabel="Post reply" autoFocus onDone={() => setReplying(false)} />
          </Box>
        )}
      </Paper>
      {children}
    </Box>
  );
}

/** The form at the foot of the thread (its own item, so that its pending state is its own). */
function ThreadBox<T>({ target, useActions, respondAs, boxId }: { target: T; useActions: (target: T) => CommentActions; respondAs: string | null; boxId?: string }) {
  const actions = useActions(target);
  return (
    <CommentBox
      onPost={actions.post} posting={actions.posting} id={boxId} asCompany={!!respondAs}
      label={respondAs ? `Respond as ${respondAs}` : 'Add a comment'} submitLabel={respondAs ? 'Post response' : 'Post comment'}
    />
  );
}

export function CommentThread<T>({
  target, comments, total, canComment, canVoteComment, respondAs, useActions, emptyText, before, after, signInPrompt, boxId, headingId = 'comments-heading',
}: CommentThreadProps<T>) {
  const threads = toThreads(comments);
  const canVote = (c: ThreadComment) => (canVoteComment ? canVoteComment(c) : canComment);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 2 }}>
        Responses and comments{total > 0 && ` (${total})`}
      </Typography>
      {before}
      {threads.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>{emptyText}</Typography>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, mb: 2 }} aria-label="Comments">
          {threads.map((t) => (
            <CommentItem key={t.comment.id} comment={t.comment} canReply={t.comment.commentType === 'comment'} canComment={canComment} canVote={canVote(t.comment)} target={target} useActions={useActions}>
              {t.replies.length > 0 && (
                <Stack component="ol" spacing={1} aria-label={`Replies to ${t.comment.name}`} sx={{ m: 0, mt: 1, p: 0, pl: { xs: 2, sm: 4 } }}>
                  {t.replies.map((r) => <CommentItem key={r.id} comment={r} canReply={false} canComment={canComment} canVote={canVote(r)} target={target} useActions={useActions} />)}
                </Stack>
              )}
            </CommentItem>
          ))}
        </Stack>
      )}
      {after}
      {canComment ? <ThreadBox target={target} useActions={useActions} respondAs={respondAs} boxId={boxId} /> : signInPrompt}
    </Paper>
  );
}
