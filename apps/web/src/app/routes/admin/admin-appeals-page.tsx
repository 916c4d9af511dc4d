// /admin/appeals: the authors' appeals of moderators' decisions, oldest first (any moderation permission; issue 39).
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../components/page-title.ts';
import { AppealsQueue } from '../../../features/moderation/components/appeals-queue.tsx';

export default function AdminAppealsPage() {
  usePageTitle('Appeals');
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>Appeals</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Authors appeal a hiding or removal once, within 14 days. A moderator other than the one who decided restores the item or upholds the decision, with a note the author reads.
      </Typography>
      <AppealsQueue />
    </>
  );
}
