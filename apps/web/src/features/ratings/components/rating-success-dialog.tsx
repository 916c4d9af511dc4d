// The rating success dialog (spec section 2: the rating form is followed by it). Loaded when first shown.
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';

export default function RatingSuccessDialog({ open, companyName, replaced, companyTo, ratingsTo, onRateAnother, onClose }: {
  open: boolean;
  companyName: string;
  replaced: boolean;
  companyTo: string;
  ratingsTo: string;
  onRateAnother: () => void;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} maxWidth="xs" fullWidth>
      <Box sx={{ textAlign: 'center', pt: 3, color: 'success.main' }} aria-hidden><CheckCircleOutlined sx={{ fontSize: 56 }} /></Box>
      <DialogTitle id={`${id}-title`} sx={{ textAlign: 'center' }}>Thank you for your rating</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ textAlign: 'center' }}>
          Your rating of {companyName} now counts in its score{replaced ? ', in place of your earlier rating' : ''}. It helps others choose well.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 1, pb: 2 }}>
        <Button onClick={onRateAnother}>Rate another company</Button>
        <Button component={RouterLink} to={companyTo} variant="outlined">See {companyName}</Button>
        <Button component={RouterLink} to={ratingsTo} variant="contained" autoFocus>My ratings</Button>
      </DialogActions>
    </Dialog>
  );
}
