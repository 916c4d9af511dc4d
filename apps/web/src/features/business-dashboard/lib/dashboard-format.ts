// The dashboard's numbers as people read them, and its date ranges (calendar days in the platform's time zone).
// Written without Intl, as lib/format.ts is (decision 61).
import { formatInteger } from '../../../lib/format.ts';
import type { ComplaintStatus } from '@redress/contract';

const DAY_MS = 86_400_000;

/** The browser's own calendar date, until the server has said which day it is in its time zone. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Days from start to end, both included. */
export const daysIn = (start: string, end: string) => Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;

/** The last `days` days up to today. */
export const presetRange = (days: number, today: string) => ({ startDate: addDays(today, 1 - days), endDate: today });

/**
 * What the page refuses before asking (the server refuses the same): an end before the start, and a start further back
 * than the plan's history (`planDays` days before today; null is unlimited). Answers the field and the reason, or null.
 */
export function rangeProblem(start: string, end: string, today: string, planDays: number | null, planName: string): { field: 'startDate' | 'endDate'; message: string } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start)) return { field: 'startDate', message: 'Choose a start date' };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(end)) return { field: 'endDate', message: 'Choose an end date' };
  if (end < start) return { field: 'endDate', message: 'The end date must not be before the start date' };
  if (planDays !== null && daysIn(start, today) > planDays) {
    return { field: 'startDate', message: `The ${planName} plan shows the last ${planDays} days; choose a later start date` };
  }
  return null;
}

export const percent = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)}%`);

/** 1234.56 -> "1,234.6"; whole numbers without a fraction. */
export function decimal(n: number | null): string {
  if (n === null) return '–';
  const tenths = Math.round(Math.abs(n) * 10);
  const text = `${formatInteger(Math.floor(tenths / 10))}${tenths % 10 ? `.${tenths % 10}` : ''}`;
  return n < 0 && tenths > 0 ? `-${text}` : text;
}

export const signed = (n: number | null) => (n === null ? '–' : n > 0 ? `+${Math.round(n)}` : String(Math.round(n)));

/** A duration in seconds as "45 min", "38 h 30 min" or "3 d 4 h". */
export function duration(seconds: number | null): string {
  if (seconds === null) return '–';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const partsOf = (date: string) => date.split('-').map(Number) as [number, number, number];

/** "1 Nov" for a bucket's date. */
export const shortDate = (date: string) => { const [, m, d] = partsOf(date); return `${d} ${MONTHS[m - 1]}`; };

/** "1 Nov 2026". */
export const longDate = (date: string) => { const [y, m, d] = partsOf(date); return `${d} ${MONTHS[m - 1]} ${y}`; };

export const STATUS_LABELS: Record<ComplaintStatus, string> = {
  submitted: 'Submitted', pending: 'Pending', 'in-review': 'In review', processed: 'Processed', resolved: 'Resolved', unresolved: 'Unresolved',
  overdue: 'Overdue', flag: 'Flagged',
};
