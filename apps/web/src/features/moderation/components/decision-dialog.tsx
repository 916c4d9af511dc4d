// The dialog a moderator decides in: the reason code (a fixed list) and a note (required with "Other"); a toast says how it went.
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
import {
  MODERATION_REASON_LABELS, MODERATION_REASONS, type ModerationAction, type ModerationItem, type ModerationReason,
} from '@redress/contract';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useModerate } from '../api/moderate.ts';
import { KIND_NOUN } from './labels.ts';

const WHAT: Record<ModerationAction, { title: string; explain: string; done: string }> = {
  hide: { title: 'Hide', explain: 'Nobody but its author and moderators sees it; the company\'s public figures leave it out.', done: 'hidden' },
  flag: { title: 'Flag', explain: 'It is held for moderators: out of public view and out of the company\'s figures until restored.', done: 'flagged' },
  restore: { title: 'Restore', explain: 'It becomes public again as it was, and counts in the company\'s figures again.', done: 'restored' },
  delete: { title: 'Delete', explain: 'It is removed (softly: a moderator can still restore it).', done: 'deleted' },
};

export function DecisionDialog({ item, action, onClose, onDone }: { item: ModerationItem; action: ModerationAction | null; onClose: () => void; onDone: (message: string) => void }) {
  const [reason, setReason] = useState<ModerationReason | ''>('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const mutation = useModerate(item.kind);
  const noun = KIND_NOUN[item.kind][0];
  const open = action !== null;
  const what = action ? WHAT[action] : WHAT.hide;
  const reasonError = tried && !reason ? 'Choose a reason' : undefined;
  const noteError = tried && reason === 'other' && !note.trim() ? 'Say why (needed with Other)' : undefined;

  const close = () => {
    setReason('');
    setNote('');
    setTried(false);
    mutation.reset();
    onClose();
  };
  const submit = async () => {
    setTried(true);
    if (!action || !reason || (reason === 'other' && !note.trim())) return;
    try {
      await mutation.mutateAsync({ id: item.id, body: { action, reason, ...(note.trim() ? { note: note.trim() } : {}) } });
      const message = `The ${noun} is ${what.done}; its author is told why`;
      toast.success(message);
      close();
      onDone(message);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'The decision was not saved');
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="decision-title">
      <DialogTitle id="decision-title">{what.title} this {noun}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography color="text.secondary">{what.explain} Its author is told the reason by notification and e-mail; the decision is audited.</Typography>
          <TextField
            select required label="Reason" value={reason} onChange={(e) => setReason(e.target.value as ModerationReason)}
            error={!!reasonError} helperText={reasonError}
          >
            {MODERATION_REASONS.map((r) => <MenuItem key={r} value={r}>{MODERATION_REASON_LABELS[r]}</MenuItem>)}
          </TextField>
          <TextField
            label={reason === 'other' ? 'Note (required)' : 'Note (optional)'} value={note} onChange={(e) => setNote(e.target.value)} multiline minRows={2}
            required={reason === 'other'} error={!!noteError} helperText={noteError ?? 'The author reads it.'} slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {mutation.isError && <Alert severity="error">{mutation.error instanceof ApiError ? mutation.error.message : 'The decision was not saved'}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" color={action === 'delete' ? 'error' : 'primary'} onClick={() => void submit()} loading={mutation.isPending}>
          {what.title} {noun}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
