// "Being checked" (decision 173): a review held for checks, as its author and moderators see it. One component, so the
// other labels on a review sit beside it without touching it.
import Chip from '@mui/material/Chip';
import type { Review } from '@redress/contract';

export function BeingChecked({ review }: { review: Pick<Review, 'beingChecked'> }) {
  if (!review.beingChecked) return null;
  return <Chip size="small" color="warning" variant="outlined" label="Being checked" title="Only you and moderators see it until a moderator has checked it; it counts nowhere until then" />;
}
