// The company's dispute of one of its reviews or complaints: a reason from the fixed list and a statement. The item
// stays published with an "Under dispute" label; its author is told and may answer with evidence.
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
import { DISPUTE_REASON_LABELS, DISPUTE_REASONS, type DisputeItemKind, type DisputeReason } from '@redress/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useOpenDispute } from '../api/open-dispute.ts';

export function OpenDisputeDialog({ open, onClose, itemKind, itemId, itemTitle }: { open: boolean; onClose: () => void; itemKind: DisputeItemKind; itemId: string; itemTitle: string }) {
  const [reason, setReason] = useState<DisputeReason | ''>('');
  const [statement, setStatement] = useState('');
  const [tried, setTried] = useState(false);
  const mutation = useOpenDispute();
  const navigate = useNavigate();
  const reasonError = tried && !reason ? 'Choose a reason' : undefined;
  const statementError = tried && !statement.trim() ? 'Say why, with what you can show' : undefined;
  const close = () => {
    setReason('');
    setStatement('');
    setTried(false);
    mutation.reset();
    onClose();
  };
  const submit = async () => {
    setTried(true);
    if (!reason || !statement.trim()) return;
    try {
      const d = await mutation.mutateAsync({ itemKind, itemId, reason, statement: statement.trim() });
      toast.success(`The ${itemKind} is under dispute; its author is told`);
      close();
      void navigate(paths.business.dispute(d.id));
    } catch {
      // shown in the dialog
    }
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="open-dispute-title">
      <DialogTitle id="open-dispute-title">Dispute this {itemKind}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>“{itemTitle}”</Typography>
          <Typography color="text.secondary">
            It stays published with an “Under dispute” label while a moderator looks at both sides. Its author is told and may add evidence;
            your company&apos;s page shows how many disputes you opened and how they ended. A dispute rejected for a reason cannot be opened again for it.
          </Typography>
          <TextField select required label="Reason" value={reason} onChange={(e) => setReason(e.target.value as DisputeReason)} error={!!reasonError} helperText={reasonError}>
            {DISPUTE_REASONS.map((r) => <MenuItem key={r} value={r}>{DISPUTE_REASON_LABELS[r]}</MenuItem>)}
          </TextField>
          <TextField
            label="Statement" required multiline minRows={4} value={statement} onChange={(e) => setStatement(e.target.value)}
            error={!!statementError} helperText={statementError ?? 'The author and the moderators read it; the public does not.'} slotProps={{ htmlInput: { maxLength: 3000 } }}
          />
          {mutation.isError && <Alert severity="error">{mutation.error instanceof ApiError ? mutation.error.message : 'The dispute was not opened'}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} loading={mutation.isPending}>Open dispute</Button>
      </DialogActions>
    </Dialog>
  );
}
