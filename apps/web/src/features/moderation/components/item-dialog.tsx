// One item as a moderator opens it: its text, a review's provenance labels (Invited or Organic, Verified experience),
// its real author (even when anonymous), its company, a link to its public page, its open reports by users (who and
// why: moderators only), its history, and the decisions that apply now (each asks for a reason in the decision dialog;
// any of them settles the reports, as Dismiss reports does).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import Link from '@mui/material/Link';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { MODERATION_ACTION_LABELS, MODERATION_REASON_LABELS, type ModerationAction, type ModerationKind, type ModerationReason } from '@redress/contract';
import { useState } from 'react';
import { ReviewProvenance } from '../../../components/review-provenance.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDayTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useDismissReports } from '../api/dismiss-reports.ts';
import { useModerationItem } from '../api/get-moderation-item.ts';
import { DecisionDialog } from './decision-dialog.tsx';
import { historyLabel, KIND_NOUN, provenanceOfItem, reporterRoleLabel, STATE_LOOKS } from './labels.ts';

/** The item's public page (a moderator sees it there as its readers do, held ones included). */
const PUBLIC_PAGE: Partial<Record<ModerationKind, (id: string) => string>> = { complaint: paths.complaint, review: paths.review };

const reasonOf = (after: Record<string, unknown> | null) => {
  const code = after?.reason;
  if (typeof code !== 'string') return null;
  const label = MODERATION_REASON_LABELS[code as ModerationReason] ?? code;
  return typeof after?.note === 'string' && after.note ? `${label}: ${after.note}` : label;
};

export function ItemDialog({ kind, id, onClose }: { kind: ModerationKind; id: string | null; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const detail = useModerationItem(kind, id);
  const [action, setAction] = useState<ModerationAction | null>(null);
  // The toast sits behind this modal dialog for assistive technology, so the dialog says the outcome itself too.
  const [done, setDone] = useState('');
  const close = () => {
    setDone('');
    onClose();
  };
  const d = detail.data;
  const provenance = d ? provenanceOfItem(d.item) : null;
  const noun = KIND_NOUN[kind][0];
  const dismiss = useDismissReports(kind);
  const pageOf = PUBLIC_PAGE[kind];
  const onDismiss = async () => {
    if (!d) return;
    try {
      await dismiss.mutateAsync(d.item.id);
      const message = `Reports dismissed: the ${noun} stays as it is`;
      toast.success(message);
      setDone(message);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'The reports were not dismissed');
    }
  };

  return (
    <Dialog open={!!id} onClose={close} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="item-title">
      <DialogTitle id="item-title" sx={{ overflowWrap: 'anywhere' }}>{d ? d.item.title : `Loading the ${noun}…`}</DialogTitle>
      <DialogContent dividers>
        {detail.isError ? (
          <Alert severity="error">The {noun} could not be loaded.</Alert>
        ) : !d ? (
          <Box role="status" aria-busy="true" aria-label={`Loading the ${noun}`}><Skeleton height={120} /><Skeleton height={80} /></Box>
        ) : (
          <Stack spacing={3}>
            <Box role="status">{done && <Alert severity="success">{done}</Alert>}</Box>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Chip label={STATE_LOOKS[d.item.state].label} color={STATE_LOOKS[d.item.state].color} size="small" />
              {d.item.uniqueId && <Typography variant="body2" color="text.secondary">{d.item.uniqueId}</Typography>}
              {d.item.status && <Typography variant="body2" color="text.secondary">Status: {d.item.status}</Typography>}
              {d.item.stars !== null && <Typography variant="body2" color="text.secondary">{d.item.stars} of 5 stars</Typography>}
            </Stack>
            {provenance && <ReviewProvenance review={provenance} />}
            {d.item.text && <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{d.item.text}</Typography>}
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0, '& dd': { m: 0, overflowWrap: 'anywhere' }, '& dt': { color: 'text.secondary' } }}>
              <dt>Author</dt>
              <dd>{d.item.author.name} ({d.item.author.email}){d.item.anonymous ? ': posted anonymously, the public and the company do not see who' : ''}</dd>
              <dt>Company</dt><dd>{d.item.company?.name ?? 'None (a prospect)'}</dd>
              <dt>Posted</dt><dd><time dateTime={d.item.createdAt}>{formatDayTime(d.item.createdAt)}</time></dd>
              {pageOf && d.item.state !== 'removed' && (
                <><dt>Public page</dt><dd><Link href={pageOf(d.item.id)} target="_blank" rel="noopener">Open the {noun} (new tab)</Link></dd></>
              )}
              {d.item.flagReason && <><dt>Flag reason</dt><dd>{d.item.flagReason}</dd></>}
              {d.item.deleteReason && d.item.state === 'removed' && <><dt>Delete reason</dt><dd>{d.item.deleteReason}{d.item.deletedByAuthor ? ' (by its author)' : ''}</dd></>}
            </Box>
            {d.reports.length > 0 && (
              <section aria-labelledby="reports-title">
                <Typography id="reports-title" variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>Open reports ({d.reports.length})</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>Only moderators see who reported it. A decision below, or Dismiss reports, settles them.</Typography>
                <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
                  {d.reports.map((p) => (
                    <li key={p.id}>
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        <strong>{p.reason}</strong>: by {p.reporter.name} ({reporterRoleLabel(p.reporter.role)}), <time dateTime={p.createdAt}>{formatDayTime(p.createdAt)}</time>
                      </Typography>
                    </li>
                  ))}
                </Box>
              </section>
            )}
            <section aria-labelledby="history-title">
              <Typography id="history-title" variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>History</Typography>
              {d.history.length === 0 ? (
                <Typography color="text.secondary">No moderation or status changes yet.</Typography>
              ) : (
                <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
                  {d.history.map((h) => (
                    <li key={h.id}>
                      <Typography variant="body2">
                        <strong>{historyLabel(h.action)}</strong> by {h.actor.name} ({h.actor.role}), <time dateTime={h.createdAt}>{formatDayTime(h.createdAt)}</time>
                        {reasonOf(h.after) ? `: ${reasonOf(h.after)}` : ''}
                      </Typography>
                    </li>
                  ))}
                </Box>
              )}
            </section>
            {d.actions.length === 0 && <Alert severity="info">Its author deleted this {noun}: nothing more can be done with it.</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {d && d.reports.length > 0 && <Button variant="outlined" onClick={() => void onDismiss()} loading={dismiss.isPending}>Dismiss reports</Button>}
        {d?.actions.map((a) => (
          <Button key={a} variant="outlined" color={a === 'delete' ? 'error' : 'primary'} onClick={() => setAction(a)}>{MODERATION_ACTION_LABELS[a]}</Button>
        ))}
        <Button onClick={close}>Close</Button>
      </DialogActions>
      {d && <DecisionDialog item={d.item} action={action} onClose={() => setAction(null)} onDone={setDone} />}
    </Dialog>
  );
}
