// /reviews/:id (id or code REV-XXXXXX; public, server-rendered for signed-out visitors): the review, who wrote it (or
// "Anonymous"), and, for its author, Edit and Delete.
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { NotFoundPage } from '../../../components/error-pages.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { useDeleteReview } from '../../../features/reviews/api/delete-review.ts';
import { useReview } from '../../../features/reviews/api/get-review.ts';
import { ReviewDetails } from '../../../features/reviews/components/review-details.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

/** The edit dialog (the form, its rules and the company's catalogue) loads when asked for. */
const EditReview = lazy(() => import('../customer/edit-review.tsx').then((m) => ({ default: m.EditReview })));

export default function ReviewPage() {
  const { id = '' } = useParams();
  const query = useReview(id);
  const r = query.data;
  const navigate = useNavigate();
  const confirm = useConfirm();
  const remove = useDeleteReview();
  const [editing, setEditing] = useState(false);
  const isUnknown = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  usePageTitle(r?.review ?? (isUnknown ? 'Page not found' : query.isError ? 'Review' : 'Loading review'));

  if (query.isError) {
    if (isUnknown) return <NotFoundPage />;
    return <Alert severity="error" action={<Button color="inherit" onClick={() => void query.refetch()}>Try again</Button>}>{query.error.message || 'The review could not be loaded.'}</Alert>;
  }
  if (!r) return <Box aria-busy="true" aria-label="Loading the review"><Skeleton variant="rounded" height={360} /></Box>;

  const companyTo = paths.company(r.reviewOrganizationDto.slug ?? r.reviewOrganizationDto.organizationId ?? '');
  const back = r.isMine ? { to: paths.reviews, label: 'My reviews' } : { to: companyTo, label: r.reviewOrganizationDto.organizationName };
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
      <ReviewDetails
        review={r} companyTo={companyTo}
        actions={(r.can.edit || r.can.delete) && (
          <>
            {r.can.edit && <Button variant="outlined" onClick={() => setEditing(true)}>Edit</Button>}
            {r.can.delete && <Button color="error" onClick={() => void onDelete()}>Delete</Button>}
          </>
        )}
      />
      {editing && <Suspense fallback={null}><EditReview review={r} onClose={() => setEditing(false)} /></Suspense>}
    </Box>
  );
}
