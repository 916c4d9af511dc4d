// The moderators' appeals queue (issue 39): oldest first, a page at a time; each appeal shows the item, the decision
// contested and the author's statement. Another moderator restores or upholds with a note; the one who decided cannot.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { APPEAL_STATUS_LABELS, APPEAL_STATUSES, type Appeal, type AppealStatus } from '@redress/contract';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDay } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useAppeals, useDecideAppeal } from '../api/appeals.ts';
import { historyLabel, KIND_NOUN } from './labels.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';

export function AppealsQueue() {
  const [status, setStatus] = useState<AppealStatus>('pending');
  const [page, setPage] = useState(1);
  const query = useAppeals(status, page);
  const [deciding, setDeciding] = useState<{ appeal: Appeal; outcome: 'restore' | 'uphold' } | null>(null);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Tabs value={status} onChange={(_, v: AppealStatus) => { setStatus(v); setPage(1); }} aria-label="Appeals by status" variant="scrollable">
        {APPEAL_STATUSES.map((s) => <Tab key={s} value={s} label={s === 'pending' ? 'Waiting' : APPEAL_STATUS_LABELS[s]} />)}
      </Tabs>
      {query.isError && (
        <Alert severity="error" action={<Button color="inherit" onClick={() => void query.refetch()}>Try again</Button>}>
          {query.error instanceof ApiError ? query.error.message : 'The appeals could not be loaded.'}
        </Alert>
      )}
      {query.isPending && <LoadingBlock label="Loading the appeals" height={160} />}
      {query.data && query.data.data.length === 0 && <Typography color="text.secondary">No appeals here.</Typography>}
      {query.data?.data.map((a) => (
        <Paper key={a.id} variant="outlined" component="article" aria-label={`Appeal about ${a.itemTitle}`} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip size="small" label={KIND_NOUN[a.kind][0]} />
            <Typography variant="body2" color="text.secondary">Appealed {formatDay(a.createdAt)}{a.companyName ? ` · about ${a.companyName}` : ''}</Typography>
          </Box>
          <Typography variant="h3" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>{a.itemTitle}</Typography>
          {a.itemText && <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{a.itemText}</Typography>}
          <Typography variant="body2">
            <strong>Decision:</strong> {historyLabel(a.decision.action)} on {formatDay(a.decision.decidedAt)} · {a.decision.reasonLabel ?? 'no reason code'}
            {a.decision.note ? ` · "${a.decision.note}"` : ''}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}><strong>The author's statement:</strong> {a.statement}</Typography>
          {a.decisionNote && <Typography variant="body2"><strong>Outcome:</strong> {APPEAL_STATUS_LABELS[a.status]} · {a.decisionNote}</Typography>}
          {a.status === 'pending' && (a.canDecide ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button variant="contained" onClick={() => setDeciding({ appeal: a, outcome: 'restore' })}>Restore</Button>
              <Button variant="outlined" onClick={() => setDeciding({ appeal: a, outcome: 'uphold' })}>Uphold the decision</Button>
            </Box>
          ) : <Typography variant="body2" color="text.secondary">You made this decision: another moderator decides the appeal.</Typography>)}
        </Paper>
      ))}
      {query.data && query.data.meta.numberOfPages > 1 && (
        <Pagination page={page} count={query.data.meta.numberOfPages} onChange={(_, p) => setPage(p)} aria-label="Pages of appeals" />
      )}
      {deciding && <DecideDialog {...deciding} onClose={() => setDeciding(null)} />}
    </Box>
  );
}

function DecideDialog({ appeal, outcome, onClose }: { appeal: Appeal; outcome: 'restore' | 'uphold'; onClose: () => void }) {
  const titleId = useId();
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const mutation = useDecideAppeal();
  const error = tried && !note.trim() ? 'Tell the author why' : undefined;
  const noun = KIND_NOUN[appeal.kind][0];
  const submit = async () => {
    setTried(true);
    if (!note.trim()) return;
    try {
      await mutation.mutateAsync({ id: appeal.id, body: { outcome, note: note.trim() } });
      toast.success(outcome === 'restore' ? `The ${noun} is restored; its author is told` : 'The decision stands; the author is told');
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{outcome === 'restore' ? `Restore the ${noun}` : 'Uphold the decision'}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {outcome === 'restore' ? `The ${noun} becomes public again and counts in the company's figures.` : `The ${noun} stays as the moderator left it.`}
          {' '}The author reads your note on the item and by e-mail; the decision is audited.
        </Typography>
        <TextField label="Note to the author" required fullWidth multiline minRows={2} value={note} onChange={(e) => setNote(e.target.value)}
          error={!!error} helperText={error} slotProps={{ htmlInput: { maxLength: 500 } }} />
        {mutation.isError && <Alert severity="error" sx={{ mt: 2 }}>{mutation.error instanceof ApiError ? mutation.error.message : 'The decision was not saved'}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={mutation.isPending}>{outcome === 'restore' ? 'Restore' : 'Uphold'}</Button>
      </DialogActions>
    </Dialog>
  );
}
