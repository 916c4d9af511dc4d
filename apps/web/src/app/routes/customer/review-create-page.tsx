// /reviews/company/create (step 2; public): the review for the company in the draft. Every change is kept in the draft;
// Continue goes to the check-and-publish step, and a visitor is asked to sign in on the way (the guard's redirectTo
// brings them back with the draft).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import { LogoMark } from '../../../components/plain-parts.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { useCategories, useCompany } from '../../../api/companies.ts';
import { ReviewForm, type ReviewFormResult } from '../../../features/reviews/components/review-form.tsx';
import { readReviewDraft, saveReviewDraft, type ReviewDraft } from '../../../features/reviews/lib/draft.ts';
import { useSession } from '../../../lib/session.ts';
import { ReviewSteps } from '../../../features/reviews/components/review-steps.tsx';

function toDraft(base: ReviewDraft, v: ReviewFormResult): ReviewDraft {
  return {
    ...base, rating: v.rating, review: v.review, description: v.description, experiencedOn: v.experiencedOn,
    category: v.category || undefined, productId: v.productId || undefined, serviceId: v.serviceId || undefined,
    anonymous: v.anonymous, hidden: v.hidden, attachments: v.attachments,
  };
}

export default function ReviewCreatePage() {
  usePageTitle('Write a review');
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useSession();
  const [draft] = useState(readReviewDraft);
  const company = useCompany(draft?.companyId ?? '', !!draft?.companyId);
  const all = useCategories();
  const serverErrors = (location.state as { fieldErrors?: Record<string, string> } | null)?.fieldErrors;

  const defaults = useMemo<ReviewFormResult | null>(() => draft && ({
    rating: draft.rating, review: draft.review, description: draft.description, experiencedOn: draft.experiencedOn ?? '', category: draft.category ?? '',
    productId: draft.productId ?? '', serviceId: draft.serviceId ?? '', anonymous: draft.anonymous, hidden: draft.hidden, attachments: draft.attachments,
  }), [draft]);
  const onChange = useCallback((v: ReviewFormResult) => {
    if (draft) saveReviewDraft(toDraft(draft, v));
  }, [draft]);

  if (!draft || !defaults) return <Navigate to={paths.reviewCompany} replace />;
  const loading = company.isPending || (all.isPending && !company.data?.categories.length);
  const categories = company.data?.categories.length ? company.data.categories : (all.data ?? []).map((c) => c.name);
  const products = company.data?.products.map((p) => ({ id: p.id, name: p.name })) ?? [];
  const services = company.data?.services.map((s) => ({ id: s.id, name: s.name })) ?? [];

  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>Your review</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>Be honest and specific: other customers and the company read it.</Typography>
      <ReviewSteps active={1} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3, flexWrap: 'wrap' }}>
          <LogoMark name={draft.companyName} logo={draft.cardLogo} size={40} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">Review of</Typography>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{draft.companyName}</Typography>
          </Box>
          <Button component={RouterLink} to={`${paths.reviewCompany}?companyId=${encodeURIComponent(draft.companyId)}`}>Change company</Button>
        </Box>
        {draft.invitationToken && (
          <Alert severity="info" sx={{ mb: 3 }}>You are writing from {draft.companyName}&apos;s invitation: your review is labelled Invited and Verified experience.</Alert>
        )}
        {loading ? (
          <Box role="status" aria-busy="true" aria-label="Loading the form"><Skeleton height={48} width={200} /><Skeleton height={56} /><Skeleton variant="rounded" height={160} sx={{ my: 2 }} /></Box>
        ) : (
          <ReviewForm
            defaults={defaults} categories={categories} products={products} services={services} canUpload={!!user}
            serverErrors={serverErrors} onChange={onChange} submitLabel={user ? 'Continue' : 'Sign in and continue'}
            onSubmit={(v) => {
              saveReviewDraft(toDraft(draft, v));
              navigate(paths.reviewDrop);
            }}
          />
        )}
      </Paper>
    </Box>
  );
}
