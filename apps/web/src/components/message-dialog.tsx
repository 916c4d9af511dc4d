// A small dialog with a title, a sentence and buttons. Loaded on first use, outside the first-load JavaScript.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface MessageDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  text: string;
  /** A small line under the text (the error dialog's "Reference: <request id>" for support). */
  note?: string;
  actions: { label: string; onClick: () => void; primary?: boolean }[];
}

export default function MessageDialog({ open, onClose, title, text, note, actions }: MessageDialogProps) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
        {note && <DialogContentText variant="caption" sx={{ display: 'block', mt: 1, userSelect: 'all' }}>{note}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        {actions.map((a) => (
          <Button key={a.label} onClick={a.onClick} variant={a.primary ? 'contained' : 'text'} autoFocus={a.primary}>{a.label}</Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
