// /reviews/company/drop-review (step 3; signed in): the draft as it will be published, and Publish. An unverified
// customer sees 'Unverified Email' first; an account younger than a day solves a captcha. A 400 naming fields goes back
// to the form with them under their fields. Success: the draft goes, and the new review opens.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { useVerifiedGate } from '../../../components/verified-gate.tsx';
import { paths } from '../../../config/paths.ts';
import { useCompany } from '../../../api/companies.ts';
import { useProfile } from '../../../features/profile/api/profile.ts';
import { needsReviewCaptcha, useCreateReview } from '../../../features/reviews/api/create-review.ts';
import { ReviewDraftSummary } from '../../../features/reviews/components/review-summary.tsx';
import { clearReviewDraft, readReviewDraft, reviewDraftToRequest } from '../../../features/reviews/lib/draft.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { showErrorDialog } from '../../../lib/error-dialog.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { ReviewSteps } from '../../../features/reviews/components/review-steps.tsx';

export default function ReviewDropPage() {
  usePageTitle('Publish your review');
  const navigate = useNavigate();
  const gate = useVerifiedGate();
  const { user } = useSession();
  const [draft] = useState(readReviewDraft);
  const company = useCompany(draft?.companyId ?? '', !!(draft?.productId || draft?.serviceId));
  const create = useCreateReview();
  const profile = useProfile(user?.profileType === 'user' ? user.id : undefined);

  if (!draft) {
    return (
      <Box sx={{ maxWidth: 760 }}>
        <Typography variant="h1" sx={{ mb: 3 }}>Publish your review</Typography>
        <EmptyState title="Nothing to publish" action={<Button component={RouterLink} to={paths.reviewCompany} variant="contained">Write a review</Button>}>
          There is no review waiting here. Start one by choosing the company.
        </EmptyState>
      </Box>
    );
  }
  const isCustomer = user?.profileType === 'user';
  const incomplete = draft.rating < 1 || !draft.review.trim() || draft.description.trim().length < 10;
  const productName = draft.productId ? company.data?.products.find((p) => p.id === draft.productId)?.name : undefined;
  const serviceName = draft.serviceId ? company.data?.services.find((s) => s.id === draft.serviceId)?.name : undefined;

  const submit = async () => {
    try {
      const createdAt = (profile.data ?? (await profile.refetch()).data)?.createdAt;
      const { returnId, review } = await create.mutateAsync({ body: reviewDraftToRequest(draft), captcha: createdAt ? needsReviewCaptcha(createdAt) : false });
      clearReviewDraft();
      toast.success('Your review was published');
      navigate(paths.review(review?.id ?? returnId), { replace: true });
    } catch (err) {
      const fieldErrors = err instanceof ApiError ? err.fieldErrors : {};
      if (err instanceof ApiError && err.status === 400 && Object.keys(fieldErrors).length && !('captcha' in fieldErrors)) {
        navigate(paths.reviewCreate, { state: { fieldErrors } });
      } else if (!(err instanceof ApiError && err.status === 401)) {
        showErrorDialog(err instanceof Error ? err.message : 'Your review could not be published');
      }
    }
  };

  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>Publish your review</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>Check it before it goes live.</Typography>
      <ReviewSteps active={2} />
      {!isCustomer && <Alert severity="info" sx={{ mb: 2 }}>Only customer accounts write reviews. Sign in with your personal account to publish this one.</Alert>}
      {incomplete && <Alert severity="warning" sx={{ mb: 2 }}>Your review needs stars, a title and at least 10 characters of text.</Alert>}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ReviewDraftSummary draft={draft} productName={productName} serviceName={serviceName} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 3 }}>
          <Button component={RouterLink} to={paths.reviewCreate}>Edit</Button>
          <Button variant="contained" size="large" disabled={!isCustomer || incomplete} loading={create.isPending} onClick={() => gate(() => void submit())}>Publish review</Button>
        </Box>
      </Paper>
    </Box>
  );
}
