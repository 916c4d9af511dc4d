// A complaint's status as a chip: its label on its own colour pair (dark on light, AA contrast).
import Chip from '@mui/material/Chip';
import type { ComplaintStatus } from '@redress/contract';
import { STATUS_LOOKS } from '../lib/status.ts';

export function StatusChip({ status, size = 'small' }: { status: ComplaintStatus; size?: 'small' | 'medium' }) {
  const look = STATUS_LOOKS[status] ?? STATUS_LOOKS.submitted;
  return <Chip label={look.label} size={size} title={look.text} sx={{ bgcolor: look.bg, color: look.color, fontWeight: 600, border: 1, borderColor: 'transparent' }} />;
}
