// The weekly mailings (issue 26, decision 98): the subscribers' digest of the last week (Monday 08:00 PLATFORM_TZ)
// and each company's summary of complaints past due and due this week. Each recipient's mail is claimed in
// weekly_mailings in the transaction that writes it to the outbox, so a retried job, a second run or a second
// instance never sends it twice; a week with nothing to tell sends nothing.
import { CONSENT_TEXT, CONSENT_TEXTS, type DigestPreview } from '@redress/contract';
import type { Database, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Signer } from '../../lib/signatures.ts';
import { zonedParts, zonedTimeToInstant } from '../../lib/time.ts';
import type { Jobs } from '../../platform/jobs/index.ts';
import type { Mail } from '../../platform/mail/index.ts';
import type { ListItem } from '../../platform/mail/layout.ts';
import { templates, type DigestData } from '../../platform/mail/templates.ts';
import { oneClickHeaders, signedUnsubscribeUrl, unsubscribePageUrl, type UnsubscribeVia } from '../../platform/mail/unsubscribe.ts';
import { findByEmail } from '../newsletter/newsletter.repository.ts';
import { leaveList, rejoinList } from '../newsletter/newsletter.service.ts';
import { endDigestOptIn, startDigestOptIn } from '../users/profile.service.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import * as repo from './digest.repository.ts';

export const DIGEST_JOB = 'digest.weekly';
export const OVERDUE_SUMMARY_JOB = 'digest.overdue-summary';
/** Monday 08:00 in PLATFORM_TZ (decisions.md, E-mail). */
export const WEEKLY_AT = { weekday: 1, time: '08:00' } as const;
export const DIGEST_UNSUBSCRIBE_PURPOSE = 'digest-unsubscribe';
/** Items per section: a digest is read in a minute. */
export const DIGEST_SECTION_SIZE = 5;
export const SUMMARY_SECTION_SIZE = 25;

export interface DigestDeps {
  database: Database;
  mail: Mail;
  jobs: Jobs;
  signer: Signer;
  publicUrl: string;
  brandName: string;
  platformTz: string;
  now: () => Date;
}

export interface Week {
  /** The Monday the week starts, a PLATFORM_TZ date (YYYY-MM-DD): the mailing's key. */
  key: string;
  from: Date;
  to: Date;
  label: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The week (Monday 00:00 to the next Monday 00:00 in tz) starting on the local date `y-m-d`. */
function weekStarting(y: number, m: number, d: number, tz: string): Week {
  const start = new Date(Date.UTC(y, m - 1, d));
  const last = new Date(Date.UTC(y, m - 1, d + 6));
  const next = new Date(Date.UTC(y, m - 1, d + 7));
  const at = (u: Date) => zonedTimeToInstant({ year: u.getUTCFullYear(), month: u.getUTCMonth() + 1, day: u.getUTCDate(), hour: 0, minute: 0, second: 0 }, tz);
  const day = (u: Date, withMonth: boolean, withYear: boolean) =>
    `${u.getUTCDate()}${withMonth ? ` ${MONTHS[u.getUTCMonth()]}` : ''}${withYear ? ` ${u.getUTCFullYear()}` : ''}`;
  const sameYear = start.getUTCFullYear() === last.getUTCFullYear();
  const sameMonth = sameYear && start.getUTCMonth() === last.getUTCMonth();
  return {
    key: `${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}-${pad(start.getUTCDate())}`,
    from: at(start),
    to: at(next),
    label: `${day(start, !sameMonth, !sameYear)}–${day(last, true, true)}`,
  };
}

/** The week holding `instant` in tz (Monday to Monday). */
export function weekOf(instant: Date, tz: string): Week {
  const p = zonedParts(instant, tz);
  const isoWeekday = ((new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay() + 6) % 7) + 1;
  return weekStarting(p.year, p.month, p.day - (isoWeekday - 1), tz);
}

/** The last week that ended at or before `instant`: what a Monday's digest tells. */
export function lastFinishedWeek(instant: Date, tz: string): Week {
  const current = weekOf(instant, tz);
  return weekOf(new Date(current.from.getTime() - 12 * 3_600_000), tz);
}

export function weekFromKey(key: string, tz: string): Week {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return weekStarting(y, m, d, tz);
}

export const DIGEST_UNSUBSCRIBE_PATH = '/api/newsletter/digest/unsubscribe';

export function digestUnsubscribeUrl(deps: Pick<DigestDeps, 'signer' | 'publicUrl'>, email: string): string {
  return signedUnsubscribeUrl(deps, DIGEST_UNSUBSCRIBE_PATH, DIGEST_UNSUBSCRIBE_PURPOSE, email, { email });
}

const ellipsis = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);
const hours = (h: number) => (h < 1 ? 'within the hour' : h < 48 ? `after ${h} hour${h === 1 ? '' : 's'}` : `after ${Math.round(h / 24)} days`);

/** The week's public activity as the digest tells it (the same for every subscriber). */
export async function loadDigest(deps: DigestDeps, week: Week): Promise<Omit<DigestData, 'unsubscribeUrl'>> {
  const db = deps.database;
  const [resolved, answered, reviews] = await Promise.all([
    repo.resolvedInWeek(db, week.from, week.to, DIGEST_SECTION_SIZE),
    repo.answeredInWeek(db, week.from, week.to, DIGEST_SECTION_SIZE),
    repo.helpfulReviewsInWeek(db, week.from, week.to, DIGEST_SECTION_SIZE),
  ]);
  const url = (path: string) => `${deps.publicUrl}${path}`;
  return {
    weekLabel: week.label,
    resolved: resolved.map((r): ListItem => ({ title: r.title, href: url(`/complaints/${r.id}`), meta: `${r.company_name} · resolved` })),
    answered: answered.map((r): ListItem => ({
      title: r.title, href: url(`/complaints/${r.id}`), meta: `${r.company_name} answered ${hours(r.hours)}`,
      ...(r.excerpt ? { excerpt: ellipsis(r.excerpt.replace(/\s+/g, ' ').trim(), 160) } : {}),
    })),
    reviews: reviews.map((r): ListItem => ({
      title: r.title, href: url(`/reviews/${r.id}`),
      meta: `${r.company_name} · ${r.rating} of 5 stars · ${r.helpful} found it helpful this week`,
      ...(r.description.trim() ? { excerpt: ellipsis(r.description.replace(/\s+/g, ' ').trim(), 160) } : {}),
    })),
  };
}

const isEmpty = (d: Pick<DigestData, 'resolved' | 'answered' | 'reviews'>) => d.resolved.length + d.answered.length + d.reviews.length === 0;

/**
 * The Monday job: the last finished week's digest to every subscriber, once each. `at` is the schedule's occurrence,
 * so a retry tells the same week. Returns how many mails this run wrote (0 when the week was empty or all were sent).
 */
export async function sendWeeklyDigest(deps: DigestDeps, at: Date): Promise<{ week: string; sent: number; empty: boolean }> {
  const week = lastFinishedWeek(at, deps.platformTz);
  const content = await loadDigest(deps, week);
  if (isEmpty(content)) return { week: week.key, sent: 0, empty: true };
  let sent = 0;
  for (const email of await repo.digestRecipients(deps.database)) {
    const wrote = await deps.database.db.transaction(async (tx) => {
      if (!(await repo.claimMailing(tx, 'digest', week.key, email))) return false;
      const oneClick = digestUnsubscribeUrl(deps, email);
      await deps.mail.send({
        to: email,
        template: 'weekly-digest',
        data: { ...content, unsubscribeUrl: unsubscribePageUrl(deps.publicUrl, 'digest', oneClick) },
        headers: oneClickHeaders(oneClick),
      }, tx);
      return true;
    });
    if (wrote) sent++;
  }
  if (sent) deps.jobs.kick();
  return { week: week.key, sent, empty: false };
}

/** The admin's preview of a week's digest (the last finished week by default), as a subscriber would get it. */
export async function previewDigest(deps: DigestDeps, weekKey?: string): Promise<DigestPreview> {
  const week = weekKey ? weekFromKey(weekKey, deps.platformTz) : lastFinishedWeek(deps.now(), deps.platformTz);
  const content = await loadDigest(deps, week);
  const r = templates['weekly-digest']({ brandName: deps.brandName, publicUrl: deps.publicUrl }, { ...content, unsubscribeUrl: `${deps.publicUrl}/unsubscribe/digest?email=subscriber%40example.com&sig=preview` });
  return {
    week: week.key, from: week.from.toISOString(), to: week.to.toISOString(), empty: isEmpty(content),
    counts: { resolved: content.resolved.length, answered: content.answered.length, reviews: content.reviews.length },
    subject: r.subject, html: r.html, text: r.text,
  };
}

/** A tampered digest link: a 400 naming `sig`. */
export function checkDigestLink(deps: Pick<DigestDeps, 'signer'>, email: string, sig: string): void {
  if (!deps.signer.verify(DIGEST_UNSUBSCRIBE_PURPOSE, email, sig)) {
    throw AppError.badRequest('This unsubscribe link is not valid', [{ field: 'sig', message: 'does not match the address' }]);
  }
}

/** The digest's one-click link (RFC 8058): no session; a tampered link is a 400 naming `sig`; idempotent. */
export async function unsubscribeFromDigest(deps: Pick<DigestDeps, 'database' | 'signer'>, email: string, sig: string, via: UnsubscribeVia = 'unsubscribe-page'): Promise<void> {
  checkDigestLink(deps, email, sig);
  await deps.database.db.transaction(async (tx) => {
    await leaveList(tx, email, via);
    await endDigestOptIn(tx, email, via);
  });
}

/**
 * What "Subscribe again" on a digest's unsubscribe page turns back on: the account with the address (its digest
 * opt-in), else a newsletter address that once confirmed; null when neither exists.
 */
async function resubscribeTarget(db: DbOrTx, email: string) {
  const user = await findUserByEmail(db, email);
  if (user) return { list: 'digest' as const, user };
  const row = await findByEmail(db, email);
  return row?.confirmedAt ? { list: 'newsletter' as const, row } : null;
}

/** The words "Subscribe again" agrees to for this digest link (decision 185), or null when it cannot be undone here. */
export async function digestResubscribeText(deps: Pick<DigestDeps, 'database' | 'signer'>, email: string, sig: string): Promise<string | null> {
  checkDigestLink(deps, email, sig);
  const target = await resubscribeTarget(deps.database.db, email);
  return target ? CONSENT_TEXTS[CONSENT_TEXT[target.list]] : null;
}

/** "Subscribe again" after a digest's unsubscribe: the same signed link; idempotent; 404 when there is nothing to undo. */
export async function resubscribeToDigest(deps: Pick<DigestDeps, 'database' | 'signer'>, email: string, sig: string): Promise<void> {
  checkDigestLink(deps, email, sig);
  await deps.database.db.transaction(async (tx) => {
    const target = await resubscribeTarget(tx, email);
    if (!target) throw AppError.notFound('Subscription');
    if (target.list === 'digest') await startDigestOptIn(tx, target.user);
    else await rejoinList(tx, target.row);
  });
}

/**
 * The Monday job for companies: each company's complaints past due and due by the end of this week, to its notice
 * addresses, once per company and week; a company with nothing waiting (or its summary turned off) gets nothing.
 */
export async function sendOverdueSummaries(deps: DigestDeps, at: Date): Promise<{ week: string; sent: number }> {
  const week = weekOf(at, deps.platformTz);
  const rows = await repo.complaintsWaiting(deps.database, at, week.to);
  const byCompany = new Map<string, repo.WaitingRow[]>();
  for (const row of rows) byCompany.set(row.company_id, [...(byCompany.get(row.company_id) ?? []), row]);
  if (byCompany.size === 0) return { week: week.key, sent: 0 };
  const addresses = await repo.companyNoticeAddresses(deps.database, [...byCompany.keys()]);
  const fmt = new Intl.DateTimeFormat('en-GB', { timeZone: deps.platformTz, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  let sent = 0;
  for (const [companyId, waiting] of byCompany) {
    const to = addresses.get(companyId) ?? [];
    if (to.length === 0) continue;
    const item = (r: repo.WaitingRow): ListItem => ({ title: r.title, href: `${deps.publicUrl}/complaints/${r.id}`, meta: `${r.overdue ? 'Was due' : 'Due'} ${fmt.format(new Date(r.response_due_at))}` });
    const overdue = waiting.filter((r) => r.overdue);
    const due = waiting.filter((r) => !r.overdue);
    const data = {
      companyName: waiting[0]!.company_name,
      weekLabel: week.label,
      overdue: overdue.slice(0, SUMMARY_SECTION_SIZE).map(item),
      dueThisWeek: due.slice(0, SUMMARY_SECTION_SIZE).map(item),
      dashboardUrl: `${deps.publicUrl}/company/complaints`,
    };
    const wrote = await deps.database.db.transaction(async (tx) => {
      if (!(await repo.claimMailing(tx, 'overdue-summary', week.key, companyId))) return false;
      for (const address of to) await deps.mail.send({ to: address, template: 'overdue-summary', data }, tx);
      return true;
    });
    if (wrote) sent += to.length;
  }
  if (sent) deps.jobs.kick();
  return { week: week.key, sent };
}

