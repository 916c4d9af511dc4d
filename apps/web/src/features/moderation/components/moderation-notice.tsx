// What the author of a complaint, review or rating reads about a moderator's decision on it (issue 39): what was done,
// the reason code and the moderator's note, and the appeal (once, within 14 days; another moderator decides).
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { APPEAL_STATUS_LABELS, APPEAL_WINDOW_DAYS, type ModerationKind, type ModerationNotice } from '@redress/contract';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDay } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useFileAppeal } from '../api/appeals.ts';
import { KIND_NOUN } from './labels.ts';

const DONE: Record<string, string> = { hide: 'hid', flag: 'is holding', delete: 'removed' };
const STATEMENT_MIN = 20;

export function ModerationNoticePanel({ kind, itemId, notice }: { kind: ModerationKind; itemId: string; notice: ModerationNotice }) {
  const noun = KIND_NOUN[kind][0];
  const [open, setOpen] = useState(false);
  const what = DONE[notice.action] ? `A moderator ${DONE[notice.action]} your ${noun}` : `A moderator decided on your ${noun} (${notice.action})`;
  const a = notice.appeal;
  return (
    <Alert severity={a?.status === 'restored' ? 'success' : 'warning'} sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere', width: '100%' } }} aria-label="Moderator's decision">
      <AlertTitle>{what} on {formatDay(notice.decidedAt)}</AlertTitle>
      <Typography variant="body2">Reason: <strong>{notice.reasonLabel ?? 'No reason code given'}</strong></Typography>
      {notice.note && <Typography variant="body2">Moderator's note: {notice.note}</Typography>}
      {notice.action === 'flag' && <Typography variant="body2" sx={{ mt: 1 }}>It is out of public view until a moderator decides; you can appeal once they have.</Typography>}
      {a && (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="body2"><strong>Your appeal ({formatDay(a.createdAt)}):</strong> {APPEAL_STATUS_LABELS[a.status]}</Typography>
          {a.decisionNote && <Typography variant="body2">Another moderator's note: {a.decisionNote}</Typography>}
        </Box>
      )}
      {notice.canAppeal && (
        <Box sx={{ mt: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" color="inherit" size="small" onClick={() => setOpen(true)}>Appeal this decision</Button>
          {notice.appealableUntil && <Typography variant="caption">Once, until {formatDay(notice.appealableUntil)}</Typography>}
        </Box>
      )}
      {!a && !notice.canAppeal && notice.appealableUntil && notice.action !== 'flag' && (
        <Typography variant="body2" sx={{ mt: 1 }}>Appeals closed {APPEAL_WINDOW_DAYS} days after the decision.</Typography>
      )}
      {open && <AppealDialog kind={kind} itemId={itemId} onClose={() => setOpen(false)} />}
    </Alert>
  );
}

function AppealDialog({ kind, itemId, onClose }: { kind: ModerationKind; itemId: string; onClose: () => void }) {
  const titleId = useId();
  const [statement, setStatement] = useState('');
  const [tried, setTried] = useState(false);
  const mutation = useFileAppeal();
  const short = statement.trim().length < STATEMENT_MIN;
  const error = tried && short ? `Say why the decision is wrong (at least ${STATEMENT_MIN} characters)` : undefined;
  const submit = async () => {
    setTried(true);
    if (short) return;
    try {
      await mutation.mutateAsync({ kind, itemId, statement: statement.trim() });
      toast.success('Your appeal is sent: another moderator will decide');
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Appeal the decision</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Another moderator, not the one who decided, reads your statement and restores your {KIND_NOUN[kind][0]} or upholds the decision.
          You can appeal once; you are told the outcome by notification and e-mail.
        </Typography>
        <TextField
          label="Your statement" required fullWidth multiline minRows={4} value={statement} onChange={(e) => setStatement(e.target.value)}
          error={!!error} helperText={error ?? `${statement.trim().length} / 2000`} slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        {mutation.isError && <Alert severity="error" sx={{ mt: 2 }}>{mutation.error instanceof ApiError ? mutation.error.message : 'The appeal was not sent'}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={mutation.isPending}>Send the appeal</Button>
      </DialogActions>
    </Dialog>
  );
}
