// Recurring rules for the job scheduler: a fixed interval, or a wall-clock time in a time zone (DST-safe).
import { zonedParts, zonedTimeToInstant } from '../../lib/time.ts';

export type ScheduleRule =
  | { every: number }
  | { daily: string; tz: string }
  /** weekday: 1 = Monday ... 7 = Sunday (ISO). */
  | { weekly: { weekday: number; time: string }; tz: string };

export function describeRule(rule: ScheduleRule): string {
  if ('every' in rule) return `every ${rule.every}ms`;
  if ('daily' in rule) return `daily ${rule.daily} ${rule.tz}`;
  return `weekly ${rule.weekly.weekday} ${rule.weekly.time} ${rule.tz}`;
}

function parseTime(hhmm: string) {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) throw new Error(`bad time ${hhmm}, expected HH:MM`);
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  if (hour > 23 || minute > 59) throw new Error(`bad time ${hhmm}`);
  return { hour, minute };
}

/** The first occurrence of the rule strictly after `from`. */
export function nextOccurrence(rule: ScheduleRule, from: Date): Date {
  if ('every' in rule) {
    if (!(rule.every >= 1000)) throw new Error('interval must be at least 1000 ms');
    return new Date(from.getTime() + rule.every);
  }
  const { hour, minute } = parseTime('daily' in rule ? rule.daily : rule.weekly.time);
  const today = zonedParts(from, rule.tz);
  for (let add = 0; add <= 8; add++) {
    const d = new Date(Date.UTC(today.year, today.month - 1, today.day + add));
    const isoWeekday = ((d.getUTCDay() + 6) % 7) + 1;
    if ('weekly' in rule && isoWeekday !== rule.weekly.weekday) continue;
    const at = zonedTimeToInstant({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour, minute, second: 0 }, rule.tz);
    if (at.getTime() > from.getTime()) return at;
  }
  throw new Error(`no next occurrence for ${describeRule(rule)}`);
}
