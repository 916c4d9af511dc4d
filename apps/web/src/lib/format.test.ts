import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDateTime, formatDay, formatDayTime, formatInteger, formatMonth, localDay, renderDatesIn } from './format.ts';

describe('format', () => {
  it('writes a date of experience as the day it names, whatever the time zone, and today as the browser\'s own day', () => {
    expect(formatCalendarDay('2026-03-12')).toBe('12 March 2026');
    expect(formatCalendarDay('2021-12-01')).toBe('1 December 2021');
    expect(localDay(new Date('2026-11-24T23:30:00'))).toBe('2026-11-24');
    expect(localDay(new Date('2026-01-05T00:10:00'))).toBe('2026-01-05');
  });

  it('groups thousands with commas and rounds fractions', () => {
    expect(formatInteger(0)).toBe('0');
    expect(formatInteger(999)).toBe('999');
    expect(formatInteger(1000)).toBe('1,000');
    expect(formatInteger(1234567)).toBe('1,234,567');
    expect(formatInteger(-45210)).toBe('-45,210');
    expect(formatInteger(1999.6)).toBe('2,000');
  });

  it('writes days and times in the visitor\'s time zone, the year only when it is not this year\'s', () => {
    // Local times (no Z): the same wall clock in any time zone the tests run in.
    const now = new Date('2026-11-24T12:00:00');
    expect(formatDay('2026-09-04T00:05:00')).toBe('4 Sep 2026');
    // A reviewer's "member since" (decision 176): a month as YYYY-MM, with no time zone to shift it.
    expect(formatMonth('2020-01')).toBe('Jan 2020');
    expect(formatMonth('2026-12')).toBe('Dec 2026');
    expect(formatDateTime('2026-11-24T21:05:00', now)).toBe('Tue 24 Nov, 21:05');
    expect(formatDateTime('2024-05-14T03:05:00', now)).toBe('Tue 14 May 2024, 03:05');
    expect(formatDayTime(new Date('2026-01-01T09:30:00'))).toBe('1 Jan 2026, 09:30');
  });

  // Last: it switches the module to a time zone of its own, as the server's render does.
  it('writes the platform\'s time zone on the server, summer time included', () => {
    renderDatesIn('Africa/Johannesburg');
    expect(formatDayTime('2026-11-24T20:30:00Z')).toBe('24 Nov 2026, 22:30');
    expect(formatDateTime('2026-11-24T22:30:00Z', new Date('2026-11-24T12:00:00Z'))).toBe('Wed 25 Nov, 00:30');
    renderDatesIn('Europe/London');
    expect(formatDateTime('2026-07-01T23:30:00Z', new Date('2026-07-01T12:00:00Z'))).toBe('Thu 2 Jul, 00:30');
    expect(formatDay('2026-01-01T00:30:00Z')).toBe('1 Jan 2026');
  });
});
