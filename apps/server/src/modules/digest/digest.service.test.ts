// The weeks the Monday mailings tell: Monday 00:00 to Monday 00:00 on PLATFORM_TZ's wall clock, DST included.
import { describe, expect, it } from 'vitest';
import { lastFinishedWeek, weekFromKey, weekOf } from './digest.service.ts';

describe('digest weeks', () => {
  it('a Monday 08:00 run tells the week before it, in the platform time zone', () => {
    const w = lastFinishedWeek(new Date('2026-11-23T06:00:00Z'), 'Africa/Johannesburg');
    expect(w).toEqual({ key: '2026-11-16', from: new Date('2026-11-15T22:00:00Z'), to: new Date('2026-11-22T22:00:00Z'), label: '16–22 November 2026' });
  });

  it('a late run (Wednesday) still tells the last finished week; Sunday night belongs to its own week', () => {
    expect(lastFinishedWeek(new Date('2026-11-25T12:00:00Z'), 'UTC').key).toBe('2026-11-16');
    expect(weekOf(new Date('2026-11-22T21:59:59Z'), 'Africa/Johannesburg').key).toBe('2026-11-16');
    expect(weekOf(new Date('2026-11-22T22:00:00Z'), 'Africa/Johannesburg').key).toBe('2026-11-23');
  });

  it('a week across a DST change is 167 hours long, and labels name both months or years', () => {
    const w = weekFromKey('2026-03-23', 'Europe/London'); // clocks go forward on Sunday 29 March
    expect(w.from).toEqual(new Date('2026-03-23T00:00:00Z'));
    expect(w.to).toEqual(new Date('2026-03-29T23:00:00Z'));
    expect(w.label).toBe('23–29 March 2026');
    expect(weekFromKey('2026-11-30', 'UTC').label).toBe('30 November–6 December 2026');
    expect(weekFromKey('2029-12-31', 'UTC').label).toBe('31 December 2029–6 January 2030');
  });
});
