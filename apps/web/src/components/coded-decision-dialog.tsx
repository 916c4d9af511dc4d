// The dialog a moderator decides in, wherever the decision takes a reason code (an item's moderation, a dispute): the
// reason from a fixed list, a note (required with "Other"), the server's message when the call fails, and the submit
// button. Fields of the decision's own (a dispute's outcome) come as children; useCodedDecision holds the two fields.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../lib/api-client.ts';

/** The reason and the note of a decision, and whether its author has tried to submit them (then their errors show). */
export function useCodedDecision() {
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  return {
    reason, setReason, note, setNote, tried,
    /** Shows the fields' errors from now on, and answers whether they are complete. */
    attempt: () => {
      setTried(true);
      return reason !== '' && !(reason === 'other' && !note.trim());
    },
    /** The note to send, trimmed: none when empty. */
    noteBody: (): { note?: string } => (note.trim() ? { note: note.trim() } : {}),
    reset: () => {
      setReason('');
      setNote('');
      setTried(false);
    },
  };
}
export type CodedDecision = ReturnType<typeof useCodedDecision>;

export function CodedDecisionDialog({
  decision: f, open, onClose, titleId, title, intro, children, reasons, reasonDisabled = false, noteHelp, noteMax, error, pending, submitLabel, submitColor = 'primary', onSubmit,
}: {
  decision: CodedDecision;
  open: boolean;
  onClose: () => void;
  titleId: string;
  title: string;
  intro: string;
  children?: ReactNode;
  /** The reason codes to choose from, with their labels. */
  reasons: readonly (readonly [string, string])[];
  reasonDisabled?: boolean;
  /** Who reads the note (under the field). */
  noteHelp: string;
  noteMax: number;
  /** The failed call's error, or null. */
  error: unknown;
  pending: boolean;
  submitLabel: string;
  submitColor?: 'primary' | 'error';
  onSubmit: () => void;
}) {
  const reasonError = f.tried && !f.reason ? 'Choose a reason' : undefined;
  const noteError = f.tried && f.reason === 'other' && !f.note.trim() ? 'Say why (needed with Other)' : undefined;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography color="text.secondary">{intro}</Typography>
          {children}
          <TextField
            select required label="Reason" value={f.reason} onChange={(e) => f.setReason(e.target.value)} disabled={reasonDisabled}
            error={!!reasonError} helperText={reasonError}
          >
            {reasons.map(([value, label]) => <MenuItem key={value} value={value}>{label}</MenuItem>)}
          </TextField>
          <TextField
            label={f.reason === 'other' ? 'Note (required)' : 'Note (optional)'} value={f.note} onChange={(e) => f.setNote(e.target.value)} multiline minRows={2}
            required={f.reason === 'other'} error={!!noteError} helperText={noteError ?? noteHelp} slotProps={{ htmlInput: { maxLength: noteMax } }}
          />
          {error != null && <Alert severity="error">{error instanceof ApiError ? error.message : 'The decision was not saved'}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color={submitColor} onClick={onSubmit} loading={pending}>{submitLabel}</Button>
      </DialogActions>
    </Dialog>
  );
}
