// The company's due time as the complaint shows it (decisions.md: by 21:00 -> end of the next day; later -> the day
// after): "Due by 23:59 on Sun 29 Nov (UTC)", "Overdue since …" or "Answered in 3 h". A due time on the platform's
// clock (PLATFORM_TZ), named, is a rule the company is held to, not a promise that it answers.
import type { Complaint } from '@redress/contract';
import { isClosed } from './status.ts';
import { formatDateTime, formatDay, formatInZone } from '../../../lib/format.ts';

export const DUE_RULE_TEXT = 'A complaint submitted by 9 pm is due an answer by the end of the next day; after 9 pm, by the end of the day after.';

export type DueTone = 'waiting' | 'overdue' | 'answered';
export interface DueText { tone: DueTone; text: string }

/** 45 min, 3 h, 2 d 4 h. */
export function formatElapsed(ms: number) {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest ? `${days} d ${rest} h` : `${days} d`;
}

export { formatDateTime, formatDay as formatDate };

type DueFields = Pick<Complaint, 'status' | 'createdAt' | 'responseDueAt' | 'firstResponseAt' | 'overdue'>;

/** What the card and the page say about the company's answer, or null when there is nothing to say. */
export function dueText(c: DueFields, timeZone: string, now = new Date()): DueText | null {
  const answered: DueText | null = c.firstResponseAt
    ? { tone: 'answered', text: `Answered in ${formatElapsed(new Date(c.firstResponseAt).getTime() - new Date(c.createdAt).getTime())}` } : null;
  if (isClosed(c.status) || c.status === 'flag') return answered;
  // An answer owed again (the customer declined the company's closure) is what counts, not the first one.
  const owed = !!c.responseDueAt || c.overdue || c.status === 'overdue';
  if (answered && !owed) return answered;
  const late = c.overdue || c.status === 'overdue' || (!!c.responseDueAt && new Date(c.responseDueAt).getTime() < now.getTime());
  if (late) return { tone: 'overdue', text: c.responseDueAt ? `Overdue since ${formatInZone(c.responseDueAt, timeZone, now)}` : 'Overdue' };
  if (c.responseDueAt) return { tone: 'waiting', text: `Due by ${formatInZone(c.responseDueAt, timeZone, now)}` };
  return null;
}
