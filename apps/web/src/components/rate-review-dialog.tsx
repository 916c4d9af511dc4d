// After a customer marks their complaint resolved or unresolved, they are asked to rate and review the company
// (issue 22). Loaded when first shown. Dismissing it or choosing an answer is remembered per complaint in this browser,
// so it is asked once.
import StarOutlined from '@mui/icons-material/StarOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export default function RateReviewDialog({ open, companyName, resolved, updating = false, onRate, onReview, onClose }: {
  open: boolean;
  companyName: string;
  /** How the customer marked the complaint. */
  resolved: boolean;
  /** They rated the company before this complaint: ask them to update that rating. */
  updating?: boolean;
  onRate: () => void;
  onReview: () => void;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`}>How was {companyName}?</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>
          {resolved ? 'Your complaint is marked resolved.' : 'Your complaint is marked unresolved.'}{' '}
          {updating
            ? `You rated ${companyName} before this complaint: update your rating or write a review, so others know what to expect.`
            : `Rate ${companyName} or write a review, so others know what to expect.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, pb: 2, px: 3 }}>
        <Button onClick={onClose}>Not now</Button>
        <Button variant="outlined" startIcon={<RateReviewOutlined />} onClick={onReview}>Write a review</Button>
        <Button variant="contained" startIcon={<StarOutlined />} onClick={onRate} autoFocus>{updating ? 'Update rating' : 'Rate'}</Button>
      </DialogActions>
    </Dialog>
  );
}
