// A page of dispute summaries (the company's list, the moderators' queue): item, reason, status, deadline, evidence count.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DisputeSummary } from '@redress/contract';
import { Link as RouterLink } from 'react-router';
import { formatDayTime } from '../../../lib/format.ts';
import { KIND_NOUN, STATUS_COLOR, STATUS_LABEL } from './labels.ts';

export function DisputeRows({ rows, linkTo, showCompany = false }: { rows: DisputeSummary[]; linkTo: (d: DisputeSummary) => string; showCompany?: boolean }) {
  return (
    <Box component="ul" aria-label="Disputes" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((d) => (
        <Paper component="li" variant="outlined" key={d.id} sx={{ p: 2, display: 'grid', gap: 0.75 }} data-testid="dispute-row">
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip size="small" color={STATUS_COLOR[d.status]} label={STATUS_LABEL[d.status]} />
            <Typography variant="body2" color="text.secondary">{KIND_NOUN[d.itemKind]}{d.itemCode ? ` ${d.itemCode}` : ''}</Typography>
            {showCompany && <Typography variant="body2" color="text.secondary">· {d.company.name}</Typography>}
          </Box>
          <Typography component="h3" variant="h6" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={linkTo(d)} underline="hover">{d.itemTitle || 'Untitled'}</Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {d.reasonLabel} · {d.status === 'open' ? `evidence until ${formatDayTime(d.evidenceUntil)}` : d.decision ? `decided ${formatDayTime(d.decision.decidedAt)}` : ''} · {d.evidenceCount} piece{d.evidenceCount === 1 ? '' : 's'} of evidence
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
