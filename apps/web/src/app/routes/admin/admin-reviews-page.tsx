// /admin/reviews: moderate reviews (reviews.moderate): search and filter, open one, hide, flag, restore or delete it with a reason.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../components/page-title.ts';
import { ModerationBrowser } from '../../../features/moderation/components/moderation-browser.tsx';

export default function AdminReviewsPage() {
  usePageTitle('Reviews');
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <div>
        <Typography variant="h1">Reviews</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>Every review, deleted ones too, newest first. Open one to see who wrote it and what happened to it, and to act on it.</Typography>
      </div>
      <ModerationBrowser kind="review" />
    </Stack>
  );
}
