// The confirmation dialog itself (loaded on first use): a timer bar, and no answer after 7 s means no.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useRef, useState } from 'react';
import { CONFIRM_TIMEOUT_MS, type ConfirmOptions } from './confirm-dialog.tsx';

export default function ConfirmDialogView({ title, message, confirmLabel = 'Confirm', cancelLabel = 'Cancel', destructive, onClose }: ConfirmOptions & { onClose: (ok: boolean) => void }) {
  const [left, setLeft] = useState(100);
  const started = useRef(Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      const elapsed = Date.now() - started.current;
      if (elapsed >= CONFIRM_TIMEOUT_MS) onClose(false);
      else setLeft(100 - (elapsed / CONFIRM_TIMEOUT_MS) * 100);
    }, 100);
    return () => clearInterval(timer);
  }, [onClose]);
  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby="confirm-title" maxWidth="xs" fullWidth>
      <LinearProgress variant="determinate" value={left} aria-label="Time left before this dialog closes" sx={{ height: 4 }} />
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      {message && (
        <DialogContent>
          <DialogContentText component="div">{message}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={() => onClose(false)}>{cancelLabel}</Button>
        <Button onClick={() => onClose(true)} variant="contained" color={destructive ? 'error' : 'primary'} autoFocus>{confirmLabel}</Button>
      </DialogActions>
    </Dialog>
  );
}
