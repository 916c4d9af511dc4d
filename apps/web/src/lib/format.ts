// Numbers and dates as the pages show them, written without Intl: a page's first Intl call loads the browser's ICU
// locale data, 120-240 ms of blocking script on a mid-range phone (Lighthouse's 4x slower CPU), once per page load,
// in the middle of its first render (decision 61). The text is en-GB's, fixed (three-letter months: browsers' ICU
// versions disagree on "Sep" and "Sept"). ESLint keeps toLocale*() and Intl out of the rest of the web app.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 1234567 -> "1,234,567" (whole numbers; fractions are rounded). */
export function formatInteger(n: number): string {
  const whole = Math.round(n);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}

const two = (n: number) => String(n).padStart(2, '0');

interface Fields { year: number; month: number; day: number; weekday: number; hours: number; minutes: number }

/** A date's fields in the browser's time zone, the visitor's. */
const localFields = (d: Date): Fields => ({
  year: d.getFullYear(), month: d.getMonth(), day: d.getDate(), weekday: d.getDay(), hours: d.getHours(), minutes: d.getMinutes(),
});
let fieldsOf = localFields;

/**
 * The server renders dates in the platform's time zone (the visitor's is not known there; the browser writes its own
 * when it hydrates the page). Intl is fine on the server.
 */
export function renderDatesIn(timeZone: string) {
  fieldsOf = (d) => fieldsIn(d, timeZone);
}

const zoneFormats = new Map<string, (d: Date) => Fields>();

/** A date's fields in a named time zone; UTC without Intl (the default PLATFORM_TZ loads no locale data). */
function fieldsIn(d: Date, timeZone: string): Fields {
  if (timeZone === 'UTC') {
    return { year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate(), weekday: d.getUTCDay(), hours: d.getUTCHours(), minutes: d.getUTCMinutes() };
  }
  let of = zoneFormats.get(timeZone);
  if (!of) {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone, year: 'numeric', month: 'numeric', day: 'numeric', weekday: 'short', hour: 'numeric', minute: 'numeric', hourCycle: 'h23',
    });
    of = (x) => {
      const p = Object.fromEntries(parts.formatToParts(x).map((y) => [y.type, y.value]));
      return {
        year: Number(p.year), month: Number(p.month) - 1, day: Number(p.day), weekday: WEEKDAYS.indexOf(p.weekday ?? ''),
        hours: Number(p.hour) % 24, minutes: Number(p.minute),
      };
    };
    zoneFormats.set(timeZone, of);
  }
  return of(d);
}

/**
 * "23:59 on Sun 29 Nov (UTC)": a rule's instant on the platform's clock, named, so that every visitor reads the same
 * due time wherever they are (the year only when it is not `now`'s).
 */
export function formatInZone(iso: string | Date, timeZone: string, now = new Date()): string {
  const d = fieldsIn(new Date(iso), timeZone);
  const year = d.year === fieldsIn(now, timeZone).year ? '' : ` ${d.year}`;
  return `${two(d.hours)}:${two(d.minutes)} on ${WEEKDAYS[d.weekday]} ${d.day} ${MONTHS[d.month]}${year} (${timeZone})`;
}

/** "Jan 2020" from a month as YYYY-MM (no time zone in a month: the same on the server and in the browser). */
export function formatMonth(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1] ?? ''} ${year}`.trim();
}

/** "24 Nov 2026", in the visitor's time zone. */
export function formatDay(iso: string | Date): string {
  const d = fieldsOf(new Date(iso));
  return `${d.day} ${MONTHS[d.month]} ${d.year}`;
}

/** "Tue 24 Nov, 21:05", with the year ("Tue 24 Nov 2026, 21:05") when it is not `now`'s. */
export function formatDateTime(iso: string | Date, now = new Date()): string {
  const d = fieldsOf(new Date(iso));
  const year = d.year === fieldsOf(now).year ? '' : ` ${d.year}`;
  return `${WEEKDAYS[d.weekday]} ${d.day} ${MONTHS[d.month]}${year}, ${two(d.hours)}:${two(d.minutes)}`;
}

/** "24 Nov 2026, 21:05". */
export function formatDayTime(iso: string | Date): string {
  const d = fieldsOf(new Date(iso));
  return `${d.day} ${MONTHS[d.month]} ${d.year}, ${two(d.hours)}:${two(d.minutes)}`;
}

const FULL_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A calendar day with no time zone ("2026-03-12", a date of experience) as "12 March 2026": the same for every visitor. */
export function formatCalendarDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${d} ${FULL_MONTHS[(m ?? 1) - 1]} ${y}`;
}

/** The browser's own calendar day (the visitor's today), as YYYY-MM-DD. */
export function localDay(d = new Date()): string {
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}
