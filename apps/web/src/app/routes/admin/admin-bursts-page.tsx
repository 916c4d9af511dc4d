// /admin/bursts: the review-bomb guard's queue (reviews.moderate; decision 173).
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../components/page-title.ts';
import { BurstQueue } from '../../../features/bursts/components/burst-queue.tsx';

export default function AdminBurstsPage() {
  usePageTitle('Unusual activity');
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>Unusual activity</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Bursts of reviews and ratings on one company. Their items are held and the company&apos;s score is paused until every item is approved or removed.
      </Typography>
      <BurstQueue />
    </>
  );
}
