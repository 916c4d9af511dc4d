// The spec's error dialog: every failed call shows the server's message here.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { closeErrorDialog, errorDialogStore } from '../lib/error-dialog.ts';
import { useStore } from '../lib/store.ts';

export function ErrorDialog() {
  const { open, title, message } = useStore(errorDialogStore);
  return (
    <Dialog open={open} onClose={closeErrorDialog} aria-labelledby="error-dialog-title" aria-describedby="error-dialog-text" maxWidth="xs" fullWidth>
      <DialogTitle id="error-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="error-dialog-text">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={closeErrorDialog} variant="contained" autoFocus>OK</Button>
      </DialogActions>
    </Dialog>
  );
}
