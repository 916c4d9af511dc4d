// Wall-clock arithmetic in a named time zone, with no library: Intl gives the offsets, including DST.

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(tz: string) {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** The wall-clock date and time of an instant in a time zone. */
export function zonedParts(instant: Date, tz: string): Parts {
  const out: Record<string, number> = {};
  for (const p of formatter(tz).formatToParts(instant)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return { year: out.year!, month: out.month!, day: out.day!, hour: out.hour!, minute: out.minute!, second: out.second! };
}

/** The instant at which the wall clock of `tz` shows the given local time (the later one if it occurs twice). */
export function zonedTimeToInstant(local: Parts, tz: string): Date {
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  // Two passes settle the offset even across a DST change.
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const p = zonedParts(new Date(guess), tz);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess += asUtc - shown;
  }
  return new Date(guess);
}

/** Adds whole calendar days to a local date (month and year roll over). */
function addDays(p: Parts, days: number): Parts {
  const d = new Date(Date.UTC(p.year, p.month - 1, p.day + days));
  return { ...p, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The last instant of a local day: 23:59:59.999 wall-clock time. */
function endOfLocalDay(p: Parts, tz: string): Date {
  const start = zonedTimeToInstant({ ...p, hour: 23, minute: 59, second: 59 }, tz);
  return new Date(start.getTime() + 999);
}

export const RESPONSE_CUTOFF_HOUR = 21;

/**
 * The 9 pm rule (decisions.md): a complaint created at or before 21:00 in PLATFORM_TZ is due by the end of the
 * next day; after 21:00, by the end of the day after.
 */
export function responseDueAt(createdAt: Date, tz: string): Date {
  const local = zonedParts(createdAt, tz);
  const minutesIntoDay = local.hour * 60 + local.minute + local.second / 60;
  const afterCutoff = minutesIntoDay > RESPONSE_CUTOFF_HOUR * 60;
  return endOfLocalDay(addDays(local, afterCutoff ? 2 : 1), tz);
}
