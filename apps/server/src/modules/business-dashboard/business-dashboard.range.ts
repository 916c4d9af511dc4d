// A dashboard's date range: calendar days in PLATFORM_TZ, both included, turned into instants and a bucket size.
import {
  DASHBOARD_DAILY_MAX_DAYS, DASHBOARD_DEFAULT_DAYS, DASHBOARD_MAX_DAYS, DASHBOARD_WEEKLY_MAX_DAYS, type DashboardInterval, type DashboardRangeQuery,
} from '@redress/contract';
import { AppError } from '../../lib/app-error.ts';
import { zonedParts, zonedTimeToInstant } from '../../lib/time.ts';
import type { Range } from './business-dashboard.repository.ts';
import { remember } from '../../lib/remember.ts';

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

const dateOf = (instant: Date, tz: string) => {
  const p = zonedParts(instant, tz);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
};

/** Per time zone, the local day last asked for and the instants it spans [from, to): it changes once a day. */
const today = new Map<string, { date: string; from: number; to: number }>();

/**
 * The calendar date of an instant in a time zone, as YYYY-MM-DD. Each call of a dashboard asks it for now (a time-zone
 * conversion costs more than the rest of the range's work): the day's bounds are kept per zone, checked once when
 * worked out (a day whose local midnight does not exist is not kept).
 */
export function localDate(instant: Date, tz: string): string {
  const t = instant.getTime();
  const kept = today.get(tz);
  if (kept && t >= kept.from && t < kept.to) return kept.date;
  const date = dateOf(instant, tz);
  const from = midnight(date, tz).getTime();
  const to = midnight(addDays(date, 1), tz).getTime();
  if (from <= t && t < to && dateOf(new Date(from), tz) === date && dateOf(new Date(to - 1), tz) === date) today.set(tz, { date, from, to });
  return date;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `start` to `end`, both included. */
export const daysIn = (start: string, end: string) => Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;

/** Local midnights already worked out (each costs four time-zone conversions; a dashboard asks for two per call). */
const midnights = new Map<string, number>();

// A zone's rules only change with the process (its time zone data), so a kept midnight stays right.
const midnight = (date: string, tz: string) => new Date(remember(midnights, `${tz} ${date}`, 10_000, () => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return zonedTimeToInstant({ year, month, day, hour: 0, minute: 0, second: 0 }, tz).getTime();
}));

export function intervalFor(days: number): DashboardInterval {
  return days <= DASHBOARD_DAILY_MAX_DAYS ? 'day' : days <= DASHBOARD_WEEKLY_MAX_DAYS ? 'week' : 'month';
}

const refuse = (field: string, message: string) => AppError.badRequest(`${field}: ${message}`, [{ field, message }]);

/**
 * The range asked for, with its defaults: endDate today, startDate 29 days before endDate (30 days in all). The query
 * schema has already refused malformed dates and an endDate before a given startDate; this refuses the same for a
 * default, and a range over DASHBOARD_MAX_DAYS. The plan's own limit is the service's check.
 */
export function resolveRange(q: DashboardRangeQuery, now: Date, tz: string): Range {
  const endDate = q.endDate ?? localDate(now, tz);
  const startDate = q.startDate ?? addDays(endDate, 1 - DASHBOARD_DEFAULT_DAYS);
  if (endDate < startDate) throw refuse('endDate', 'must not be before startDate');
  const days = daysIn(startDate, endDate);
  if (days > DASHBOARD_MAX_DAYS) throw refuse('startDate', `makes a range of ${days} days; a range is at most ${DASHBOARD_MAX_DAYS} days`);
  return { startDate, endDate, from: midnight(startDate, tz), to: midnight(addDays(endDate, 1), tz), timeZone: tz, interval: intervalFor(days) };
}
