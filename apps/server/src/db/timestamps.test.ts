import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseUrlForTests } from '../../test/database.ts';
import { parseTimestamptz, pgTypes, timestamptzToIso } from './timestamps.ts';

const standard = pg.types.getTypeParser(1184, 'text') as (text: string) => Date | number | string;
const same = (text: string) => {
  const ours = parseTimestamptz(text);
  const theirs = standard(text);
  return ours instanceof Date && theirs instanceof Date ? ours.getTime() === theirs.getTime() || (Number.isNaN(ours.getTime()) && Number.isNaN(theirs.getTime())) : ours === theirs;
};

/** Every shape PostgreSQL writes a timestamptz in: fractions of 0-6 digits, whole-hour and half-hour offsets, offsets
 *  with seconds (before 1900 in some zones), years below 100, BC, five-digit years. */
const SHAPES = [
  '2026-10-30 04:08:50.784+00', '2026-10-30 04:08:50+00', '2026-10-30 04:08:50.784123+00', '2026-10-30 04:08:50.7+00',
  '2026-10-30 04:08:50.000001+00', '2026-10-30 04:08:50.999999+00', '2026-03-01 00:00:00+05:30', '2026-01-01 00:30:00-03:30',
  '2024-02-29 23:59:59.5+14', '1970-01-01 00:00:00+00', '1969-12-31 23:59:59.999+00', '0100-01-01 00:00:00+00',
  '0099-12-31 23:59:59+00', '0050-01-01 00:00:00+00', '0001-01-01 00:00:00+00', '1900-06-01 12:00:00+01:19:32',
  '0044-03-15 12:00:00+00 BC', '12026-10-30 04:08:50+00',
];

describe('reading a timestamptz', () => {
  it('reads what node-postgres reads, in every shape PostgreSQL writes, and in a few it does not', () => {
    const odd = ['infinity', '-infinity', '2026-10-30T04:08:50Z', '2026-10-30 04:08:50.784+0', '2026-10-30 04:08:5x+00'];
    for (const text of [...SHAPES, ...odd]) expect(same(text), text).toBe(true);
  });

  it('reads a spread of instants and offsets exactly as node-postgres does', () => {
    let checked = 0;
    for (let k = 0; k < 5000; k++) {
      const at = new Date(Date.UTC(1900 + (k % 250), k % 12, 1 + (k % 28), k % 24, (k * 7) % 60, (k * 13) % 60, (k * 37) % 1000));
      const body = at.toISOString().slice(0, 23).replace('T', ' ');
      const fraction = ['', body.slice(19), `${body.slice(19)}${k % 1000}`.slice(0, 7), '.5'][k % 4]!;
      const offset = ['+00', '-05', '+05:30', '-09:30', '+14', '+05:45'][k % 6]!;
      expect(same(`${body.slice(0, 19)}${fraction}${offset}`), `${body.slice(0, 19)}${fraction}${offset}`).toBe(true);
      checked++;
    }
    expect(checked).toBe(5000);
  });

  it.skipIf(!databaseUrlForTests().startsWith('postgres'))('on PostgreSQL, reads the server\'s own text in several time zones', async () => {
    const client = new pg.Client({ connectionString: databaseUrlForTests(), types: pgTypes });
    await client.connect();
    try {
      for (const zone of ['UTC', 'Asia/Kolkata', 'America/St_Johns', 'Pacific/Kiritimati', 'Europe/Amsterdam']) {
        await client.query(`SET TimeZone = '${zone}'`);
        const r = await client.query<{ at: Date; ms: string; text: string }>(
          `SELECT at, (extract(epoch FROM at) * 1000)::numeric(20, 3)::text AS ms, at::text AS text FROM (VALUES
             ('2026-10-30 04:08:50.784123+00'::timestamptz), ('1955-07-01 12:00:00+00'), ('2024-02-29 23:59:59.999999+00'),
             ('0050-01-01 00:00:00+00'), (now())) v(at)`,
        );
        for (const row of r.rows) {
          expect(row.at, `${zone} ${row.text}`).toBeInstanceOf(Date);
          // Date keeps milliseconds: the microseconds are dropped, as node-postgres drops them.
          expect(row.at.getTime(), `${zone} ${row.text}`).toBe(Math.floor(Number(row.ms)));
          expect(timestamptzToIso(row.text), `${zone} ${row.text}`).toBe(row.at.toISOString());
        }
      }
    } finally {
      await client.end();
    }
  });
});

describe('reading a timestamptz as ISO text', () => {
  it('writes what Date.toISOString writes for the same text, in every shape', () => {
    for (const text of SHAPES) expect(timestamptzToIso(text), text).toBe((standard(text) as Date).toISOString());
    // No instant: PostgreSQL's words go on as they are.
    for (const text of ['infinity', '-infinity']) expect(timestamptzToIso(text)).toBe(text);
    for (let k = 0; k < 3000; k++) {
      const at = new Date(Date.UTC(1900 + (k % 250), k % 12, 1 + (k % 28), k % 24, (k * 7) % 60, (k * 13) % 60, (k * 37) % 1000));
      const text = `${at.toISOString().slice(0, 23).replace('T', ' ')}${['', '456', '4'][k % 3]}+00`.replace(/\.000\+/, '+');
      expect(timestamptzToIso(text), text).toBe(at.toISOString());
    }
  });
});
