// The dashboard's SQL against lib/time.ts: the 9 pm rule and the calendar days of a time zone with DST, on every
// driver (PGlite, and PostgreSQL with DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { complaints } from '../../db/schema/index.ts';
import { responseDueAt } from '../../lib/time.ts';
import { createCompany } from '../companies/companies.service.ts';
import { insertUser } from '../users/users.repository.ts';
import { complaintFigures, complaintSeries } from './business-dashboard.repository.ts';
import { resolveRange } from './business-dashboard.range.ts';

let database: TestDatabase;
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(async () => { await database?.cleanup(); });

const TZ = 'America/New_York';

describe('complaint figures in a time zone with DST', () => {
  it('answer on time exactly when lib/time.ts says the answer beat the due time, and bucket by local day', async () => {
    const db = database.db;
    const owner = await insertUser(db, { email: 'owner@tz.example', firstName: 'Owen', lastName: 'Dlamini', profileType: 'organization' });
    const company = await db.transaction((tx) => createCompany(tx, { name: 'Clockwork Ltd', email: 'hello@tz.example', ownerUserId: owner.id }));
    const who = await insertUser(db, { email: 'c@tz.example', firstName: 'Cara', lastName: 'Khumalo', profileType: 'user' });
    // Around the cutoff and across the DST change of 2026-11-01 (02:00 EDT -> 01:00 EST).
    const created = ['2026-10-30T00:59:59Z', '2026-10-31T01:00:01Z', '2026-10-31T00:30:00Z', '2026-11-01T01:30:00Z', '2026-11-01T02:00:00Z', '2026-11-01T05:30:00Z']
      .map((s) => new Date(s));
    const cases = created.flatMap((c, i) => {
      const due = responseDueAt(c, TZ);
      return [
        { createdAt: c, firstResponseAt: new Date(due.getTime() - 1), onTime: true, tag: `${i}a` },
        { createdAt: c, firstResponseAt: new Date(due.getTime() + 1000), onTime: false, tag: `${i}b` },
      ];
    });
    for (const x of cases) {
      await db.insert(complaints).values({ uniqueId: `CMP-TZ${x.tag}`, companyId: company.id, customerId: who.id, title: 't', experience: 'e', status: 'in-review', createdAt: x.createdAt, firstResponseAt: x.firstResponseAt });
    }
    const range = resolveRange({ startDate: '2026-10-29', endDate: '2026-11-02' }, new Date('2026-11-26T12:00:00Z'), TZ);
    const [row] = await complaintFigures(db, { companyId: company.id }, range, new Date('2026-11-26T12:00:00Z'));
    expect(row).toMatchObject({ total: cases.length, responded: cases.length, answeredOnTime: cases.filter((x) => x.onTime).length });
    const days = await complaintSeries(db, { companyId: company.id }, range);
    // Local days: 10-29 20:59:59 EDT; 10-30 21:00:01 and 20:30 EDT; 10-31 21:30 EDT; 10-31 22:00 EDT; 11-01 01:30 EDT (before the change).
    expect(days).toEqual([
      { date: '2026-10-29', count: 2 }, { date: '2026-10-30', count: 4 }, { date: '2026-10-31', count: 4 }, { date: '2026-11-01', count: 2 }, { date: '2026-11-02', count: 0 },
    ]);
  });
});

describe('resolveRange', () => {
  const now = new Date('2026-11-26T03:00:00Z');
  it('reads calendar days in the time zone, both ends included', () => {
    const r = resolveRange({ startDate: '2026-11-01', endDate: '2026-11-02' }, now, TZ);
    expect(r.from.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(r.to.toISOString()).toBe('2026-11-03T05:00:00.000Z');
    // 03:00 UTC is still the 25th in New York: the default range ends there.
    expect(resolveRange({}, now, TZ)).toMatchObject({ startDate: '2026-10-27', endDate: '2026-11-25', interval: 'day' });
  });
  it('picks days, weeks or months by length and refuses an endless range', () => {
    expect(resolveRange({ startDate: '2026-08-27', endDate: '2026-11-26' }, now, 'UTC').interval).toBe('day');
    expect(resolveRange({ startDate: '2026-01-01', endDate: '2026-11-26' }, now, 'UTC').interval).toBe('week');
    expect(resolveRange({ startDate: '2023-01-01', endDate: '2026-11-26' }, now, 'UTC').interval).toBe('month');
    expect(() => resolveRange({ startDate: '2010-01-01', endDate: '2026-11-26' }, now, 'UTC')).toThrow(/at most 1830 days/);
    expect(() => resolveRange({ startDate: '2026-12-01' }, now, 'UTC')).toThrow(/endDate: must not be before startDate/);
  });
});
