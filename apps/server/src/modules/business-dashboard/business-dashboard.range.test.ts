// localDate keeps the day it last worked out per time zone (decision 214): whatever order instants come in, across
// midnights and the days clocks change (a day of 23 or 25 hours, a midnight that does not exist), it answers what the
// zone's calendar says.
import { describe, expect, it } from 'vitest';
import { localDate } from './business-dashboard.range.ts';

const calendar = (instant: Date, tz: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

describe('localDate', () => {
  it('answers the zone\'s calendar day for instants in any order, across midnights and clock changes', () => {
    const zones = ['Africa/Johannesburg', 'America/New_York', 'Europe/London', 'America/Santiago', 'Asia/Kolkata', 'Pacific/Chatham'];
    // Around New York's and London's spring and autumn changes and Santiago's (midnight skipped in September), every
    // 37 minutes for three days, forwards, then backwards, then jumping about.
    const starts = ['2026-03-07T00:00:00Z', '2026-03-28T00:00:00Z', '2026-10-24T00:00:00Z', '2026-10-31T00:00:00Z', '2026-09-05T00:00:00Z'];
    const instants = starts.flatMap((s) => Array.from({ length: 3 * 24 * 60 / 37 }, (_, i) => new Date(Date.parse(s) + i * 37 * 60_000)));
    const orders = [instants, [...instants].reverse(), instants.map((_, i) => instants[(i * 7919) % instants.length]!)];
    for (const tz of zones) {
      for (const order of orders) {
        const wrong = order.filter((t) => localDate(t, tz) !== calendar(t, tz)).map((t) => t.toISOString());
        expect(wrong, tz).toEqual([]);
      }
    }
  });
});
