// "Company answers by …", "Overdue since …" or "Answered in 3 h", with an icon in the tone's colour.
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import type { Complaint } from '@redress/contract';
import { dueText, type DueTone } from '../lib/due-time.ts';

const tones: Record<DueTone, { color: string; Icon: typeof AccessTimeOutlined }> = {
  waiting: { color: 'text.secondary', Icon: AccessTimeOutlined },
  overdue: { color: '#a3262c', Icon: ErrorOutline },
  answered: { color: '#17632f', Icon: CheckCircleOutline },
};

export function DueTime({ complaint, variant = 'body2' }: { complaint: Pick<Complaint, 'status' | 'createdAt' | 'responseDueAt' | 'firstResponseAt' | 'overdue'>; variant?: 'body1' | 'body2' }) {
  const due = dueText(complaint);
  if (!due) return null;
  const { color, Icon } = tones[due.tone];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color, fontSize: variant === 'body2' ? 14 : 16, fontWeight: due.tone === 'overdue' ? 600 : 400 }}>
      <Icon aria-hidden sx={{ fontSize: '1.1em' }} />
      {due.text}
    </Box>
  );
}
