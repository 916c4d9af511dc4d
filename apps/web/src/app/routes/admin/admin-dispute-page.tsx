// /admin/disputes/:id: a dispute with both sides' evidence, and the decision (after the evidence deadline).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Dispute } from '@redress/contract';
import { lazy, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { LazyOverlay } from '../../../components/lazy-dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { DisputePageBody } from '../../../features/disputes/components/dispute-page-body.tsx';
import { formatDayTime } from '../../../lib/format.ts';

const DecideDisputeDialog = lazy(() => import('../../../features/disputes/components/decide-dispute-dialog.tsx').then((m) => ({ default: m.DecideDisputeDialog })));

function Decide({ dispute: d }: { dispute: Dispute }) {
  const [open, setOpen] = useState(false);
  if (d.status !== 'open') return null;
  // After the deadline, or once both sides have given evidence (decision 168).
  const due = new Date(d.evidenceUntil).getTime() <= Date.now() || new Set(d.evidence.map((e) => e.side)).size === 2;
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button variant="contained" onClick={() => setOpen(true)} disabled={!due}>Decide</Button>
      {!due && <Typography color="text.secondary">Both sides may add evidence until {formatDayTime(d.evidenceUntil)}: decide after it, or once both have given some.</Typography>}
      <LazyOverlay open={open}><DecideDisputeDialog dispute={d} open={open} onClose={() => setOpen(false)} /></LazyOverlay>
    </Box>
  );
}

export default function AdminDisputePage() {
  const { id = '' } = useParams();
  return (
    <>
      <Button component={RouterLink} to={paths.admin.disputes} sx={{ mb: 1 }}>Back to the queue</Button>
      <DisputePageBody id={id} actions={(d) => <Decide dispute={d} />} />
    </>
  );
}
