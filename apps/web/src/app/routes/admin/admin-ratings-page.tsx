// /admin/ratings: moderate ratings (ratings.moderate): search and filter, open one, hide, flag, restore or delete it with a reason.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../components/page-title.ts';
import { ModerationBrowser } from '../../../features/moderation/components/moderation-browser.tsx';

export default function AdminRatingsPage() {
  usePageTitle('Ratings');
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <div>
        <Typography variant="h1">Ratings</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>Every rating, deleted ones too, newest first. Open one to see who wrote it and what happened to it, and to act on it.</Typography>
      </div>
      <ModerationBrowser kind="rating" />
    </Stack>
  );
}
