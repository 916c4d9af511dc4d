// A dialog that asks for a reason (3 to 1000 characters) before an action: close, request closure, report (complaints and
// reviews), delete. Extra fields (the close outcome) come as children. It stays open, with the server's message, if the call fails.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { TextField } from './text-field.tsx';

export const REASON_MIN = 3;
export const REASON_MAX = 1000;

export function ReasonDialog({ open, onClose, title, text, label = 'Reason', confirmLabel, destructive, onSubmit, children }: {
  open: boolean;
  onClose: () => void;
  title: string;
  text?: ReactNode;
  label?: string;
  confirmLabel: string;
  destructive?: boolean;
  /** Resolves when done (the dialog closes); throws to keep it open with the message. */
  onSubmit: (reason: string) => Promise<unknown>;
  children?: ReactNode;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = reason.trim();
    if (r.length < REASON_MIN) return setError(`${label} is at least ${REASON_MIN} characters`);
    if (r.length > REASON_MAX) return setError(`${label} is at most ${REASON_MAX} characters`);
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(r);
      setReason('');
      onClose();
    } catch (err) {
      setFailure(err instanceof Error ? err.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          {text && <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>}
          {failure && <Alert severity="error" sx={{ mb: 2 }}>{failure}</Alert>}
          {children}
          <TextField
            label={label} value={reason} multiline minRows={3} fullWidth autoFocus required sx={{ mt: 1 }}
            onChange={(e) => { setReason(e.target.value); setError(null); }}
            error={!!error} helperText={error ?? `${REASON_MIN} to ${REASON_MAX} characters`}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>Cancel</Button>
          <Button type="submit" variant="contained" color={destructive ? 'error' : 'primary'} loading={busy}>{confirmLabel}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
