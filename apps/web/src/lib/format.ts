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

/** "24 Nov 2026", in the visitor's time zone. */
export function formatDay(iso: string | Date): string {
  const d = new Date(iso);
  return `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
}

/** "Tue 24 Nov, 21:05", with the year ("Tue 24 Nov 2026, 21:05") when it is not `now`'s. */
export function formatDateTime(iso: string | Date, now = new Date()): string {
  const d = new Date(iso);
  const year = d.getFullYear() === now.getFullYear() ? '' : ` ${d.getFullYear()}`;
  return `${WEEKDAYS[d.getDay()]} ${d.getDate()} ${MONTHS[d.getMonth()]}${year}, ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** "24 Nov 2026, 21:05". */
export function formatDayTime(iso: string | Date): string {
  const d = new Date(iso);
  return `${formatDay(d)}, ${two(d.getHours())}:${two(d.getMinutes())}`;
}
