import { describe, expect, it } from 'vitest';
import { responseDueAt, zonedParts, zonedTimeToInstant } from './time.ts';

const iso = (d: Date) => d.toISOString();

describe('responseDueAt (the 9 pm rule)', () => {
  it('before 21:00 is due at the end of the next day', () => {
    expect(iso(responseDueAt(new Date('2026-03-10T14:00:00Z'), 'UTC'))).toBe('2026-03-11T23:59:59.999Z');
  });

  it('exactly 21:00 still counts as by 9 pm', () => {
    expect(iso(responseDueAt(new Date('2026-03-10T21:00:00Z'), 'UTC'))).toBe('2026-03-11T23:59:59.999Z');
  });

  it('one second after 21:00 is due at the end of the day after next', () => {
    expect(iso(responseDueAt(new Date('2026-03-10T21:00:01Z'), 'UTC'))).toBe('2026-03-12T23:59:59.999Z');
  });

  it('uses the platform time zone, not UTC', () => {
    // 20:30 UTC is 22:30 in Johannesburg (UTC+2): after the cut-off there.
    expect(iso(responseDueAt(new Date('2026-03-10T20:30:00Z'), 'Africa/Johannesburg'))).toBe('2026-03-12T21:59:59.999Z');
    // 18:59 UTC is 20:59 there: before the cut-off.
    expect(iso(responseDueAt(new Date('2026-03-10T18:59:00Z'), 'Africa/Johannesburg'))).toBe('2026-03-11T21:59:59.999Z');
  });

  it('rolls over month and year ends', () => {
    expect(iso(responseDueAt(new Date('2026-12-31T22:00:00Z'), 'UTC'))).toBe('2027-01-02T23:59:59.999Z');
    expect(iso(responseDueAt(new Date('2026-02-28T10:00:00Z'), 'UTC'))).toBe('2026-03-01T23:59:59.999Z');
  });

  it('keeps the local end of day across a DST change (Europe/London, spring forward 29 March 2026)', () => {
    // 28 March 12:00 GMT -> due end of 29 March, which is BST (UTC+1): 22:59:59.999Z.
    expect(iso(responseDueAt(new Date('2026-03-28T12:00:00Z'), 'Europe/London'))).toBe('2026-03-29T22:59:59.999Z');
    // After 21:00 GMT on 27 March -> due end of 29 March BST.
    expect(iso(responseDueAt(new Date('2026-03-27T21:30:00Z'), 'Europe/London'))).toBe('2026-03-29T22:59:59.999Z');
  });

  it('handles the autumn change (America/New_York, fall back 1 November 2026)', () => {
    // 31 Oct 20:00 EDT (00:00Z 1 Nov) -> due end of 1 November, EST (UTC-5): 04:59:59.999Z on 2 Nov.
    expect(iso(responseDueAt(new Date('2026-11-01T00:00:00Z'), 'America/New_York'))).toBe('2026-11-02T04:59:59.999Z');
    // 31 Oct 21:30 EDT -> after the cut-off -> end of 2 November EST.
    expect(iso(responseDueAt(new Date('2026-11-01T01:30:00Z'), 'America/New_York'))).toBe('2026-11-03T04:59:59.999Z');
  });
});

describe('zoned time helpers', () => {
  it('round-trips a local time', () => {
    const at = zonedTimeToInstant({ year: 2026, month: 7, day: 1, hour: 8, minute: 0, second: 0 }, 'Africa/Johannesburg');
    expect(iso(at)).toBe('2026-07-01T06:00:00.000Z');
    expect(zonedParts(at, 'Africa/Johannesburg')).toMatchObject({ hour: 8, day: 1 });
  });
});
