// A moderator's decision on a dispute: upheld (the item is hidden from the public with a moderation reason) or
// rejected (it stays, the label goes), a reason code and a note; both sides are told.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DISPUTE_REJECT_REASON_LABELS, DISPUTE_REJECT_REASONS, MODERATION_REASON_LABELS, MODERATION_REASONS, type DecideDisputeRequest, type Dispute,
} from '@redress/contract';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDecideDispute } from '../api/decide-dispute.ts';
import { KIND_NOUN } from './labels.ts';

type Outcome = DecideDisputeRequest['outcome'];

export function DecideDisputeDialog({ dispute: d, open, onClose }: { dispute: Dispute; open: boolean; onClose: () => void }) {
  const [outcome, setOutcome] = useState<Outcome | ''>('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const mutation = useDecideDispute(d.id);
  const noun = KIND_NOUN[d.itemKind];
  const reasons: [string, string][] = outcome === 'upheld'
    ? MODERATION_REASONS.map((r) => [r, MODERATION_REASON_LABELS[r]])
    : outcome === 'rejected' ? DISPUTE_REJECT_REASONS.map((r) => [r, DISPUTE_REJECT_REASON_LABELS[r]]) : [];
  const outcomeError = tried && !outcome ? 'Choose upheld or rejected' : undefined;
  const reasonError = tried && !reason ? 'Choose a reason' : undefined;
  const noteError = tried && reason === 'other' && !note.trim() ? 'Say why (needed with Other)' : undefined;
  const close = () => {
    setOutcome('');
    setReason('');
    setNote('');
    setTried(false);
    mutation.reset();
    onClose();
  };
  const submit = async () => {
    setTried(true);
    if (!outcome || !reason || (reason === 'other' && !note.trim())) return;
    try {
      await mutation.mutateAsync({ outcome, reason, ...(note.trim() ? { note: note.trim() } : {}) } as DecideDisputeRequest);
      toast.success(outcome === 'upheld' ? `Upheld: the ${noun} is hidden; both sides are told` : `Rejected: the ${noun} stays; both sides are told`);
      close();
    } catch {
      // shown in the dialog
    }
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="decide-dispute-title">
      <DialogTitle id="decide-dispute-title">Decide the dispute</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography color="text.secondary">Both sides are told the outcome, the reason and your note, by notification and e-mail; the decision is audited.</Typography>
          <div>
            <FormLabel id="outcome-label" required error={!!outcomeError}>Outcome</FormLabel>
            <RadioGroup aria-labelledby="outcome-label" value={outcome} onChange={(e) => { setOutcome(e.target.value as Outcome); setReason(''); }}>
              <FormControlLabel value="upheld" control={<Radio />} label={`Upheld: hide the ${noun} from the public`} />
              <FormControlLabel value="rejected" control={<Radio />} label={`Rejected: the ${noun} stays published`} />
            </RadioGroup>
            {outcomeError && <Typography variant="caption" color="error">{outcomeError}</Typography>}
          </div>
          <TextField select required label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} disabled={!outcome} error={!!reasonError} helperText={reasonError}>
            {reasons.map(([v, label]) => <MenuItem key={v} value={v}>{label}</MenuItem>)}
          </TextField>
          <TextField
            label={reason === 'other' ? 'Note (required)' : 'Note (optional)'} value={note} onChange={(e) => setNote(e.target.value)} multiline minRows={2}
            required={reason === 'other'} error={!!noteError} helperText={noteError ?? 'Both sides read it.'} slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          {mutation.isError && <Alert severity="error">{mutation.error instanceof ApiError ? mutation.error.message : 'The decision was not saved'}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} loading={mutation.isPending}>Decide</Button>
      </DialogActions>
    </Dialog>
  );
}
