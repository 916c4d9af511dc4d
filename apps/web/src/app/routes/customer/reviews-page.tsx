// /reviews: the reviews you wrote (hidden and anonymous ones too), newest first, 20 a page, each with Edit and Delete.
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Review } from '@redress/contract';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { useVerifiedGate } from '../../../components/verified-gate.tsx';
import { paths } from '../../../config/paths.ts';
import { useDeleteReview } from '../../../features/reviews/api/delete-review.ts';
import { useMyReviews } from '../../../features/reviews/api/get-my-reviews.ts';
import { ReviewList } from '../../../features/reviews/components/review-list.tsx';
import { toast } from '../../../lib/toast.ts';

/** The edit dialog (the form, its rules and the company's catalogue) loads when asked for. */
const EditReview = lazy(() => import('./edit-review.tsx').then((m) => ({ default: m.EditReview })));

export default function ReviewsPage() {
  usePageTitle('My reviews');
  const [page, setPage] = useState(1);
  const list = useMyReviews(page);
  const [editing, setEditing] = useState<Review | null>(null);
  const remove = useDeleteReview();
  const confirm = useConfirm();
  const gate = useVerifiedGate();
  const navigate = useNavigate();

  const write = (e: MouseEvent) => {
    e.preventDefault();
    gate(() => navigate(paths.reviewCompany));
  };
  const writeButton = <Button component={RouterLink} to={paths.reviewCompany} onClick={write} variant="contained" startIcon={<RateReviewOutlined />}>Write a review</Button>;
  const onDelete = async (r: Review) => {
    const ok = await confirm({ title: 'Delete this review?', message: `“${r.review}” will no longer be shown anywhere.`, confirmLabel: 'Delete', destructive: true });
    if (!ok) return;
    await remove.mutateAsync(r.id);
    toast.success('Your review was deleted');
  };

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <div>
          <Typography variant="h1">My reviews</Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>Every review you wrote, newest first.</Typography>
        </div>
        {writeButton}
      </Box>
      <ReviewList
        query={list} page={page} onPageChange={setPage} linkTo={(r) => paths.review(r.id)} label="My reviews"
        empty={<EmptyState icon={<RateReviewOutlined />} title="No reviews yet" action={writeButton}>Tell others what a company is like: your review helps them choose.</EmptyState>}
        actions={(r) => (
          <>
            {r.can.edit && <Button size="small" variant="outlined" onClick={() => setEditing(r)} aria-label={`Edit “${r.review}”`}>Edit</Button>}
            {r.can.delete && <Button size="small" color="error" onClick={() => void onDelete(r)} aria-label={`Delete “${r.review}”`}>Delete</Button>}
          </>
        )}
      />
      {editing && <Suspense fallback={null}><EditReview review={editing} onClose={() => setEditing(null)} /></Suspense>}
    </>
  );
}
