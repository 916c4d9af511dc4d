// The neutral notice on a company whose score the review-bomb guard has paused (decision 173): in the first HTML.
import Alert from '@mui/material/Alert';
import type { UnusualActivity } from '@redress/contract';

export function UnusualActivityNotice({ notice }: { notice: UnusualActivity | null }) {
  if (!notice) return null;
  return <Alert severity="info" role="status" data-testid="unusual-activity">{notice.message}</Alert>;
}
