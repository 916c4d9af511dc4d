// /moderation-decisions: what a moderator hid, held or removed of the customer's posts, why, and their appeals (issue 39).
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../components/page-title.ts';
import { MyModeratedList } from '../../../features/moderation/components/my-moderated-list.tsx';

export default function ModerationDecisionsPage() {
  usePageTitle('Moderation decisions');
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>Moderation decisions</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        What a moderator hid, held or removed of what you posted, with the reason and the moderator's note. You may appeal each decision once, within 14 days.
      </Typography>
      <MyModeratedList />
    </>
  );
}
