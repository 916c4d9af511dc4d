// /complaints/:id (id or code CMP-XXXXXX; public): the complaint with its status timeline and due time, the
// company's answers and the comments, and what the caller may do (the server's `can`). A visitor is asked to sign in.
// A customer who marks their complaint resolved or unresolved is then asked to rate and review the company (once per
// complaint, and not when they have rated it already).
import ArrowBack from '@mui/icons-material/ArrowBack';
import LinkIcon from '@mui/icons-material/Link';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Skeleton from '@mui/material/Skeleton';
import type { Complaint } from '@redress/contract';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { copyText } from '../../../components/copy.ts';
import { LazyOverlay } from '../../../components/lazy-dialog.tsx';
import { NotFoundPage } from '../../../components/error-pages.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths, withRedirect } from '../../../config/paths.ts';
import { useComplaint } from '../../../features/complaints/api/get-complaint.ts';
import { ComplaintActions } from '../../../features/complaints/components/complaint-actions.tsx';
import { ComplaintComments } from '../../../features/complaints/components/comments.tsx';
import { ComplaintDetails } from '../../../features/complaints/components/complaint-details.tsx';
import { ItemDispute } from '../../../features/disputes/components/item-dispute.tsx';
import { useLiveComplaints } from '../../../features/complaints/hooks/use-live-complaints.ts';
import { useMyRatingOf } from '../../../features/ratings/api/get-my-ratings.ts';
import { emptyReviewFields, readReviewDraft, saveReviewDraft } from '../../../features/reviews/lib/draft.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { isRatePromptDone, markRatePromptDone, ratePromptFor } from '../../../lib/rate-prompt.ts';
import { useSession } from '../../../lib/session.ts';

/** Its author's view of a moderator's decision and the appeal form: only the author gets one, so it loads when there is one. */
const ModerationNoticePanel = lazy(() => import('../../../features/moderation/components/moderation-notice.tsx').then((m) => ({ default: m.ModerationNoticePanel })));

const RateReviewDialog = lazy(() => import('../../../components/rate-review-dialog.tsx'));

function ComplaintSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading the complaint" sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="rounded" height={360} />
      <Skeleton variant="rounded" height={220} />
    </Box>
  );
}

/** Starts a review of the company, keeping the text of a draft in progress (as choosing the company on /reviews/company does). */
function startReview(org: Complaint['organizationDto'] & { organizationId: string }) {
  const draft = readReviewDraft();
  const same = draft?.companyId === org.organizationId;
  const { rating, review, description, anonymous, hidden, attachments } = draft ?? emptyReviewFields;
  const experiencedOn = draft?.experiencedOn;
  saveReviewDraft({
    rating, review, description, experiencedOn, anonymous, hidden, attachments,
    ...(same ? { category: draft?.category, productId: draft?.productId, serviceId: draft?.serviceId } : {}),
    companyId: org.organizationId, companyName: org.organizationName, cardLogo: org.logo,
  });
}

/** The rate-and-review question, once the customer's rating of the company is known to be missing or older than the complaint. */
function RatePrompt({ complaint: c, outcome }: { complaint: Complaint; outcome: 'resolved' | 'unresolved' }) {
  const navigate = useNavigate();
  const org = c.organizationDto;
  const companyId = org.organizationId ?? '';
  const earlier = useMyRatingOf(companyId);
  const [open, setOpen] = useState(true);
  const finish = () => {
    markRatePromptDone(c.id);
    setOpen(false);
  };
  // Nothing while the rating is being looked up, or when they rated the company since filing this complaint.
  const ask = ratePromptFor(earlier.rating, c.createdAt);
  if (!ask && open) return null;
  return (
    <LazyOverlay open={open}>
      <RateReviewDialog
        open={open} companyName={org.organizationName} resolved={outcome === 'resolved'} updating={ask === 'update'} onClose={finish}
        onRate={() => { finish(); navigate(paths.rateCompany(companyId)); }}
        onReview={() => { startReview({ ...org, organizationId: companyId }); finish(); navigate(paths.reviewCreate); }}
      />
    </LazyOverlay>
  );
}

export default function ComplaintPage() {
  const { id = '' } = useParams();
  const query = useComplaint(id);
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const c = query.data;
  const [outcome, setOutcome] = useState<'resolved' | 'unresolved' | null>(null);
  // Answers, likes and status changes by others show up without a reload.
  useLiveComplaints(c?.id);
  const isUnknown = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  usePageTitle(c?.complaint ?? (isUnknown ? 'Page not found' : query.isError ? 'Complaint' : 'Loading complaint'));

  if (query.isError) {
    if (isUnknown) return <NotFoundPage />;
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={() => void query.refetch()}>Try again</Button>}>
        {query.error.message || 'The complaint could not be loaded.'}
      </Alert>
    );
  }
  if (!c) return <ComplaintSkeleton />;

  const signIn = user ? undefined : () => navigate(withRedirect(paths.login, location.pathname));
  const isBusiness = user?.profileType === 'organization' || user?.profileType === 'employee';
  const onOutcome = (o: 'resolved' | 'unresolved') => {
    if (user?.profileType === 'user' && c.organizationDto.organizationId && !isRatePromptDone(c.id)) setOutcome(o);
  };
  const back = c.isMine
    ? { to: paths.complaints, label: 'My complaints' }
    : isBusiness && c.can.respond
      ? { to: paths.myCompanyComplaints, label: 'Company complaints' }
      : c.organizationDto.organizationId
        ? { to: paths.company(c.organizationDto.slug ?? c.organizationDto.organizationId), label: c.organizationDto.organizationName }
        : null;
  return (
    <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 960 }}>
      {c.moderation && <Suspense fallback={null}><ModerationNoticePanel kind="complaint" itemId={c.id} notice={c.moderation} /></Suspense>}
      {back && <Box><Button component={RouterLink} to={back.to} startIcon={<ArrowBack />} size="small">{back.label}</Button></Box>}
      <ComplaintDetails complaint={c} actions={<ComplaintActions complaint={c} complaintRef={id} onSignIn={signIn} isAdmin={user?.profileType === 'admin'} onOutcome={onOutcome} />} />
      <ItemDispute
        itemKind="complaint" itemId={c.id} itemTitle={c.complaint} canDispute={c.can.dispute}
        side={c.isMine ? 'author' : c.organizationDto.organizationId && user?.companyId === c.organizationDto.organizationId ? 'company' : null}
      />
      {outcome && <RatePrompt complaint={c} outcome={outcome} />}
      {/* Below the complaint, not in the page's top corner where the spec's top-right toast ('Copied successfully') lands on it. */}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="span" color="text.secondary">Share this complaint:</Typography>
        <Button size="small" variant="outlined" startIcon={<LinkIcon />} onClick={() => void copyText(`${window.location.origin}${location.pathname}`)}>Copy link</Button>
      </Box>
      <ComplaintComments
        complaint={c} complaintRef={id}
        signInPrompt={user ? null : (
          <Alert severity="info" action={<Button color="inherit" onClick={signIn}>Sign in</Button>}>Sign in to comment, like or report this complaint.</Alert>
        )}
      />
    </Box>
  );
}
