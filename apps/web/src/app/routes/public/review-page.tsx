// /reviews/:id (id or code REV-XXXXXX; public, server-rendered for signed-out visitors): the review, who wrote it (or
// "Anonymous"), its likes, the company's answers and the comments (live), and, for its author, Edit and Delete. The
// company's people answer as the company; signed-in customers and the company's people may report it; a visitor is
// asked to sign in to take part.
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { LikeButton } from '../../../components/like-button.tsx';
import { NotFoundPage } from '../../../components/error-pages.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths, withRedirect } from '../../../config/paths.ts';
import { useDeleteReview } from '../../../features/reviews/api/delete-review.ts';
import { useReview } from '../../../features/reviews/api/get-review.ts';
import { useVoteReview } from '../../../features/reviews/api/vote-review.ts';
import { REVIEW_COMMENT_BOX_ID, ReviewComments } from '../../../features/reviews/components/review-comments.tsx';
import { ItemDispute } from '../../../features/disputes/components/item-dispute.tsx';
import { ReviewDetails } from '../../../features/reviews/components/review-details.tsx';
import { ReportReview } from '../../../features/reviews/components/report-review.tsx';
import { useLiveReview } from '../../../features/reviews/hooks/use-live-review.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';

/** Its author's view of a moderator's decision and the appeal form: only the author gets one, so it loads when there is one. */
const ModerationNoticePanel = lazy(() => import('../../../features/moderation/components/moderation-notice.tsx').then((m) => ({ default: m.ModerationNoticePanel })));

/** The edit dialog (the form, its rules and the company's catalogue) loads when asked for. */
const EditReview = lazy(() => import('../customer/edit-review.tsx').then((m) => ({ default: m.EditReview })));

export default function ReviewPage() {
  const { id = '' } = useParams();
  const query = useReview(id);
  const r = query.data;
  const navigate = useNavigate();
  const confirm = useConfirm();
  const remove = useDeleteReview();
  const vote = useVoteReview();
  const { user } = useSession();
  const location = useLocation();
  const [editing, setEditing] = useState(false);
  // Comments and likes by others show up without a reload.
  useLiveReview(r?.id);
  const isUnknown = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  usePageTitle(r?.review ?? (isUnknown ? 'Page not found' : query.isError ? 'Review' : 'Loading review'));

  if (query.isError) {
    if (isUnknown) return <NotFoundPage />;
    return <Alert severity="error" action={<Button color="inherit" onClick={() => void query.refetch()}>Try again</Button>}>{query.error.message || 'The review could not be loaded.'}</Alert>;
  }
  if (!r) return <Box role="status" aria-busy="true" aria-label="Loading the review"><Skeleton variant="rounded" height={360} /></Box>;

  const companyTo = paths.company(r.reviewOrganizationDto.slug ?? r.reviewOrganizationDto.organizationId ?? '');
  const back = r.isMine
    ? { to: paths.reviews, label: 'My reviews' }
    : r.can.answer ? { to: paths.myCompanyReviews, label: 'Company reviews' } : { to: companyTo, label: r.reviewOrganizationDto.organizationName };
  const signIn = user ? undefined : () => navigate(withRedirect(paths.login, location.pathname));
  const answer = () => document.getElementById(REVIEW_COMMENT_BOX_ID)?.focus();
  const onDelete = async () => {
    const ok = await confirm({ title: 'Delete this review?', message: 'It will no longer be shown anywhere.', confirmLabel: 'Delete', destructive: true });
    if (!ok) return;
    await remove.mutateAsync(r.id);
    toast.success('The review was deleted');
    navigate(r.isMine ? paths.reviews : companyTo, { replace: true });
  };
  return (
    <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 960 }}>
      <Box><Button component={RouterLink} to={back.to} startIcon={<ArrowBack />} size="small">{back.label}</Button></Box>
      {r.moderation && <Suspense fallback={null}><ModerationNoticePanel kind="review" itemId={r.id} notice={r.moderation} /></Suspense>}
      <ReviewDetails
        review={r} companyTo={companyTo}
        actions={(
          <>
            <LikeButton votes={r.votes} hasVoted={r.hasVoted} canVote={r.can.vote} onSignIn={signIn}
              onToggle={() => { if (!vote.isPending) vote.mutate({ id: r.id, hasVoted: r.hasVoted }); }} />
            {r.can.answer && <Button variant="contained" onClick={answer}>Answer as {r.reviewOrganizationDto.organizationName}</Button>}
            {r.can.edit && <Button variant="outlined" onClick={() => setEditing(true)}>Edit</Button>}
            <ReportReview review={r} />
            {r.can.delete && <Button color="error" onClick={() => void onDelete()}>Delete</Button>}
          </>
        )}
      />
      <ItemDispute itemKind="review" itemId={r.id} itemTitle={r.review} canDispute={r.can.dispute} side={r.isMine ? 'author' : r.can.answer ? 'company' : null} />
      <ReviewComments
        review={r}
        signInPrompt={user ? null : (
          <Alert severity="info" action={<Button color="inherit" onClick={signIn}>Sign in</Button>}>Sign in to comment on, like or report this review.</Alert>
        )}
      />
      {editing && <Suspense fallback={null}><EditReview review={r} onClose={() => setEditing(false)} /></Suspense>}
    </Box>
  );
}
