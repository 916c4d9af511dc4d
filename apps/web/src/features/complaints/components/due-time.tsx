// "Due by 23:59 on Sun 29 Nov (UTC)" (PLATFORM_TZ), "Overdue since …" or "Answered in 3 h", with an icon in the tone's colour. Plain CSS (decision 63).
import type { Complaint } from '@redress/contract';
import { usePublicConfig } from '../../../components/brand.ts';
import { Icon } from '../../../components/plain-parts.tsx';
import { dueText, type DueTone } from '../lib/due-time.ts';
import { ICON_PATHS } from './icons.tsx';
import './complaint-card.css';

const tones: Record<DueTone, { color: string; icon: string }> = {
  waiting: { color: '#4f5661', icon: ICON_PATHS.clock },
  overdue: { color: '#a3262c', icon: ICON_PATHS.alert },
  answered: { color: '#17632f', icon: ICON_PATHS.check },
};

export function DueTime({ complaint, variant = 'body2' }: { complaint: Pick<Complaint, 'status' | 'createdAt' | 'responseDueAt' | 'firstResponseAt' | 'overdue'>; variant?: 'body1' | 'body2' }) {
  const due = dueText(complaint, usePublicConfig()?.platformTz ?? 'UTC');
  if (!due) return null;
  const { color, icon } = tones[due.tone];
  return (
    <span className="rd-due" style={{ color, fontSize: variant === 'body2' ? 14 : 16, fontWeight: due.tone === 'overdue' ? 600 : 400 }}>
      <Icon d={icon} />
      {due.text}
    </span>
  );
}
