// One dispute as its two sides and moderators read it: the item, the company's reason and statement, the deadline,
// the private evidence (by side, never by person), the outcome, and the evidence form while it is open.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Dispute } from '@redress/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatDayTime } from '../../../lib/format.ts';
import { EvidenceForm } from './evidence-form.tsx';
import { KIND_NOUN, SIDE_LABEL, STATUS_COLOR, STATUS_LABEL } from './labels.ts';

function Outcome({ d }: { d: Dispute }) {
  if (!d.decision) return null;
  const upheld = d.decision.outcome === 'upheld';
  return (
    <Alert severity={upheld ? 'warning' : 'info'} data-testid="dispute-decision">
      <strong>{upheld ? `Upheld: the ${KIND_NOUN[d.itemKind]} is hidden from the public.` : `Rejected: the ${KIND_NOUN[d.itemKind]} stays published.`}</strong>
      {' '}Reason: {d.decision.reasonLabel}{d.decision.note ? `: ${d.decision.note}` : ''}. Decided {formatDayTime(d.decision.decidedAt)}.
    </Alert>
  );
}

export function DisputeView({ dispute: d, actions }: { dispute: Dispute; actions?: ReactNode }) {
  const noun = KIND_NOUN[d.itemKind];
  const itemTo = d.itemKind === 'review' ? paths.review(d.itemId) : paths.complaint(d.itemId);
  const open = d.status === 'open';
  return (
    <Stack spacing={2.5}>
      <Paper variant="outlined" component="section" aria-labelledby="dispute-title" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip size="small" color={STATUS_COLOR[d.status]} label={STATUS_LABEL[d.status]} data-testid="dispute-status" />
          {d.itemCode && <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>{d.itemCode}</Typography>}
        </Box>
        <Typography id="dispute-title" variant="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.8rem' }, overflowWrap: 'anywhere' }}>
          {d.company.name} disputes the {noun} <Link component={RouterLink} to={itemTo}>“{d.itemTitle}”</Link>
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
          <Typography component="dt" color="text.secondary">Reason</Typography>
          <Typography component="dd" sx={{ m: 0 }}>{d.reasonLabel}</Typography>
          <Typography component="dt" color="text.secondary">Opened</Typography>
          <Typography component="dd" sx={{ m: 0 }}>{formatDayTime(d.createdAt)}</Typography>
          <Typography component="dt" color="text.secondary">Evidence until</Typography>
          <Typography component="dd" sx={{ m: 0 }} data-testid="dispute-deadline">{formatDayTime(d.evidenceUntil)}</Typography>
        </Box>
        <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>The company&apos;s statement</Typography>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{d.statement}</Typography>
        {open && (
          <Typography color="text.secondary">
            While the dispute is open the {noun} stays published with an “Under dispute” label. A moderator decides after the evidence deadline, or once both sides have given evidence.
          </Typography>
        )}
        <Outcome d={d} />
        {actions}
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="evidence-title" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
        <Typography id="evidence-title" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>Evidence</Typography>
        {d.evidence.length === 0 ? (
          <Typography color="text.secondary">No evidence yet.</Typography>
        ) : (
          <Stack component="ol" spacing={1.5} divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Evidence">
            {d.evidence.map((e) => (
              <Box component="li" key={e.id} sx={{ display: 'grid', gap: 0.75 }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {SIDE_LABEL[e.side]}{e.mine ? ' (you)' : ''} <Typography component="span" variant="body2" color="text.secondary">· {formatDayTime(e.createdAt)}</Typography>
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{e.text}</Typography>
                {e.files.length > 0 && (
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    {e.files.map((f, i) => (
                      <Link key={f} href={f} target="_blank" rel="noopener noreferrer">
                        <Box component="img" src={f} alt={`File ${i + 1} of the ${SIDE_LABEL[e.side].toLowerCase()}'s evidence`} sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />
                      </Link>
                    ))}
                  </Box>
                )}
              </Box>
            ))}
          </Stack>
        )}
      </Paper>

      {d.canAddEvidence && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <EvidenceForm disputeId={d.id} until={d.evidenceUntil} />
        </Paper>
      )}
      {open && !d.canAddEvidence && d.viewerSide && (
        <Alert severity="info">The evidence deadline has passed: a moderator decides now.</Alert>
      )}
    </Stack>
  );
}
