// A complaint's status as a chip: its label on its own colour pair (dark on light, AA contrast). Plain CSS (decision 63).
import type { ComplaintStatus } from '@redress/contract';
import { STATUS_LOOKS } from '../lib/status.ts';
import './complaint-card.css';

export function StatusChip({ status, size = 'small' }: { status: ComplaintStatus; size?: 'small' | 'medium' }) {
  const look = STATUS_LOOKS[status] ?? STATUS_LOOKS.submitted;
  return (
    <span className={size === 'small' ? 'rd-status' : 'rd-status rd-status--medium'} title={look.text} style={{ background: look.bg, color: look.color }}>
      {look.label}
    </span>
  );
}
