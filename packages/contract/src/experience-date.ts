// The date of the experience a review or complaint tells of (issue 39; decision 164). Sent as YYYY-MM-DD, a calendar
// day with no time zone. The writer's "today" may be a day ahead of UTC's (UTC+14) or behind it (UTC-12), so the server
// takes any day from 5 years and one day before UTC's today up to UTC's tomorrow; the forms offer the writer's own
// today as the latest day, and 5 years before it as the earliest.
import { z } from 'zod';
import { EXPERIENCE_MAX_YEARS } from './constants.ts';

export { EXPERIENCE_MAX_YEARS };

const DAY_MS = 86_400_000;
const FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/** A Date's calendar day in UTC, as YYYY-MM-DD. */
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/** "2026-02-30" is no day: the text must name the day it parses to. */
const isCalendarDay = (value: string) => {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && utcDay(d) === value;
};

/** The shape alone (required, YYYY-MM-DD, a real day); the range depends on the clock and is checked by experiencedOnProblem. */
export const ExperiencedOnSchema = z
  .string({ error: 'is required: the date of your experience, as YYYY-MM-DD' })
  .trim()
  .regex(FORMAT, 'must be a date as YYYY-MM-DD')
  .refine(isCalendarDay, 'is not a real date')
  .meta({ description: 'The date of the experience (YYYY-MM-DD): not in the future, not more than 5 years ago.', example: '2026-10-01' });

/** The days the server accepts at `now` (both included), as YYYY-MM-DD. */
export function experiencedOnRange(now: Date): { earliest: string; latest: string } {
  const earliest = new Date(now.getTime() - DAY_MS);
  earliest.setUTCFullYear(earliest.getUTCFullYear() - EXPERIENCE_MAX_YEARS);
  return { earliest: utcDay(earliest), latest: utcDay(new Date(now.getTime() + DAY_MS)) };
}

/** Why a well-formed date is refused at `now` (the 400's message for the field experiencedOn), or null when it is fine. */
export function experiencedOnProblem(value: string, now: Date): string | null {
  const { earliest, latest } = experiencedOnRange(now);
  if (value > latest) return 'is in the future';
  if (value < earliest) return `is more than ${EXPERIENCE_MAX_YEARS} years ago`;
  return null;
}
