// Report: the review page's action for signed-in customers and the company's people (not its author; the server's
// can.report). It asks why in the same reason dialog as a complaint's report, then thanks the reporter by toast; a
// refusal (a second report, a held review) stays in the dialog with the server's message.
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Button from '@mui/material/Button';
import type { Review } from '@redress/contract';
import { lazy, useState } from 'react';
import { LazyOverlay } from '../../../components/lazy-dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useReportReview } from '../api/report-review.ts';

// The form loads when first opened, as the complaint's dialogs do.
const ReasonDialog = lazy(() => import('../../../components/reason-dialog.tsx').then((m) => ({ default: m.ReasonDialog })));

export function ReportReview({ review }: { review: Pick<Review, 'id' | 'can'> }) {
  const [open, setOpen] = useState(false);
  const report = useReportReview();
  if (!review.can.report) return null;
  return (
    <>
      <Button startIcon={<FlagOutlined />} onClick={() => setOpen(true)} aria-haspopup="dialog">Report</Button>
      <LazyOverlay open={open}>
        <ReasonDialog
          open={open} onClose={() => setOpen(false)} title="Report this review" confirmLabel="Report" label="What is wrong with it?"
          text="Tell the Redress team what breaks our terms: abusive, fake, personal data, spam… Only the team sees who reported it."
          onSubmit={async (reason) => {
            const r = await report.mutateAsync({ id: review.id, reason });
            toast.success(r.message || 'Thank you: the Redress team will look at it');
          }}
        />
      </LazyOverlay>
    </>
  );
}
