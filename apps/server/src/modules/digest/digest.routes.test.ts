// The weekly digest and the companies' overdue summary (issue 26, decision 98), through the job queue and a real
// SMTP server: a seeded week arrives at its subscribers with one-click unsubscribe, once however often the job runs.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CONSENT_TEXTS } from '@redress/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { startSmtp } from '../../../test/smtp.ts';
import {
  companies, complaintComments, complaints, emailDetails, marketingConsents, newsletterSubscribers, reviewVotes, reviews, users,
} from '../../db/schema/index.ts';
import { DIGEST_JOB, OVERDUE_SUMMARY_JOB, sendOverdueSummaries, sendWeeklyDigest, type DigestDeps } from './digest.service.ts';

const TZ = 'Africa/Johannesburg'; // UTC+2, no DST
// Monday 23 November 2026, 08:00 in Johannesburg: its digest tells Monday 16 to Sunday 22 November.
const MONDAY_0800 = '2026-11-23T06:00:00.000Z';
const IN_WEEK = new Date('2026-11-18T10:00:00Z');
const AFTER_WEEK = new Date('2026-11-23T01:00:00Z');

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let deps: DigestDeps;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PLATFORM_TZ: TZ, PUBLIC_URL: 'https://redress.test' });
  deps = {
    database: t.app.database, mail: t.app.platform.mail, jobs: t.app.platform.jobs, signer: t.app.platform.signer,
    publicUrl: 'https://redress.test', brandName: t.app.config.brandName, platformTz: TZ, now: () => new Date(MONDAY_0800),
  };
}, 180_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const db = () => t.app.database.db;
/** Polls until nothing is left to run (jobs enqueued during a pass run at the next one). */
async function drain() {
  for (let i = 0; i < 5; i++) if ((await t.app.platform.jobs.runDue(new Date(Date.now() + 5_000))) === 0 && i > 0) return;
}
/** A received mail as read: headers unfolded, encoded words (RFC 2047) and quoted-printable bodies decoded (UTF-8). */
function readable(raw: string) {
  const bytes = (s: string) => Buffer.from(s.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
  // Quoted-printable is the bodies' encoding only: decoded in a header, a signature's "=4B…" would lose its "=".
  const end = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, end)
    .replace(/\r\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) => (enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : bytes(text)));
  const body = raw.slice(end)
    .replace(/=\r\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.split('=').slice(1).map((h) => parseInt(h, 16))).toString('utf8'));
  return head + body;
}
const digestsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email) && /Subject: Your Redress week/.test(readable(m.raw)));

async function user(email: string, extra: Partial<typeof users.$inferInsert> = {}) {
  const [u] = await db().insert(users).values({ email, firstName: 'Test', lastName: 'Person', emailVerified: true, ...extra }).returning();
  return u!;
}
async function company(name: string, ownerEmail?: string) {
  const owner = ownerEmail ? await user(ownerEmail, { profileType: 'organization' }) : undefined;
  const [c] = await db().insert(companies).values({ name, slug: name.toLowerCase().replaceAll(' ', '-'), email: `info@${name.toLowerCase().replaceAll(' ', '')}.test`, ownerUserId: owner?.id ?? null }).returning();
  return c!;
}
let seq = 0;
async function complaint(companyId: string, customerId: string, v: Partial<typeof complaints.$inferInsert>) {
  const [c] = await db().insert(complaints).values({ uniqueId: `CMP-T${++seq}`, companyId, customerId, title: `Complaint ${seq}`, experience: 'x', status: 'pending', ...v }).returning();
  return c!;
}

describe('the weekly digest', () => {
  let kestrel: { id: string };
  let customer: { id: string };

  beforeAll(async () => {
    customer = await user('customer@example.com');
    kestrel = await company('Kestrel Mobile');
    // The week: one resolved complaint, one answered (with the company's words), one review voted helpful.
    await complaint(kestrel.id, customer.id, { title: 'Refund for a double debit', status: 'resolved', closedAt: IN_WEEK, createdAt: new Date('2026-11-10T10:00:00Z') });
    const answered = await complaint(kestrel.id, customer.id, { title: 'Router never arrived', status: 'in-review', firstResponseAt: IN_WEEK, createdAt: new Date('2026-11-18T05:00:00Z') });
    await db().insert(complaintComments).values({ complaintId: answered.id, authorId: customer.id, companyId: kestrel.id, initiator: 'company', commentText: 'A courier is on the way with your router.', createdAt: IN_WEEK });
    // Not told: hidden, after the week, resolved the week before.
    await complaint(kestrel.id, customer.id, { title: 'Hidden resolution', status: 'resolved', closedAt: IN_WEEK, hidden: true });
    await complaint(kestrel.id, customer.id, { title: 'Resolved on Monday', status: 'resolved', closedAt: AFTER_WEEK });
    const [review] = await db().insert(reviews).values({ uniqueId: 'REV-T1', companyId: kestrel.id, customerId: customer.id, title: 'Quick and friendly support', description: 'They called back within the hour.', rating: 5, votes: 2 }).returning();
    const voter = await user('voter@example.com');
    await db().insert(reviewVotes).values([{ reviewId: review!.id, customerId: voter.id, createdAt: IN_WEEK }, { reviewId: review!.id, customerId: customer.id, createdAt: IN_WEEK }]);
    // Subscribers: two confirmed newsletter sign-ups, an account that opted in (also signed up: one mail), an
    // unverified one; not subscribers: one who left, one who never confirmed (decision 185: pending gets nothing).
    const confirmedAt = new Date('2026-11-01T10:00:00Z');
    await db().insert(newsletterSubscribers).values([
      { email: 'thandi@example.com', unsubscribeToken: randomUUID(), confirmedAt },
      { email: 'Sipho@Example.com', unsubscribeToken: randomUUID(), confirmedAt },
      { email: 'gone@example.com', unsubscribeToken: randomUUID(), confirmedAt, unsubscribedAt: new Date() },
      { email: 'pending@example.com', unsubscribeToken: randomUUID() },
    ]);
    const granted = { action: 'granted', method: 'confirmation-link', createdAt: confirmedAt } as const;
    await db().insert(marketingConsents).values([
      { email: 'thandi@example.com', list: 'newsletter', ...granted },
      { email: 'sipho@example.com', list: 'newsletter', ...granted },
      { email: 'gone@example.com', list: 'newsletter', ...granted },
      { email: 'gone@example.com', list: 'newsletter', action: 'withdrawn', method: 'unsubscribe-page' },
      { email: 'pending@example.com', list: 'newsletter', action: 'pending', method: 'footer-form' },
    ]);
    for (const email of ['sipho@example.com', 'lerato@example.com', 'unverified@example.com']) {
      const u = await user(email, { digestOptIn: true, emailVerified: email !== 'unverified@example.com' });
      await db().insert(marketingConsents).values({ userId: u.id, email, list: 'digest', action: 'granted', method: 'sign-up', createdAt: confirmedAt });
    }
  });

  it('is scheduled for Monday 08:00 in PLATFORM_TZ', async () => {
    const r = await t.app.database.query<{ next_run_at: Date }>(`SELECT next_run_at FROM job_schedules WHERE name = $1`, [DIGEST_JOB]);
    const next = new Date(r.rows[0]!.next_run_at);
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: TZ, weekday: 'long', hour: '2-digit', minute: '2-digit' }).format(next)).toBe('Monday 08:00');
  });

  it('arrives at each subscriber once through SMTP with one-click unsubscribe headers, telling only the week', async () => {
    // The schedule comes due at Monday 08:00: the queue runs the digest job, which queues one mail per subscriber.
    await t.app.database.query(`UPDATE job_schedules SET next_run_at = $1 WHERE name = $2`, [MONDAY_0800, DIGEST_JOB]);
    await drain();
    const recipients = smtp.received.filter((m) => /Subject: Your Redress week/.test(readable(m.raw))).flatMap((m) => m.to).sort();
    expect(recipients).toEqual(['lerato@example.com', 'sipho@example.com', 'thandi@example.com']);

    const mail = readable(digestsTo('thandi@example.com')[0]!.raw);
    expect(mail).toContain('Subject: Your Redress week: 16–22 November 2026');
    expect(mail).toMatch(/List-Unsubscribe: <https:\/\/redress\.test\/api\/newsletter\/digest\/unsubscribe\?email=thandi%40example\.com&sig=[\w-]+>/);
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // The body's link is the page that asks (decision 180), with the same signed query.
    expect(mail).toMatch(/https:\/\/redress\.test\/unsubscribe\/digest\?email=thandi%40example\.com&sig=[\w-]+/);
    expect(mail).toMatch(/Content-Type: text\/plain/);
    expect(mail).toMatch(/Content-Type: text\/html/);
    for (const told of ['Refund for a double debit', 'Router never arrived', 'A courier is on the way with your router.', 'Quick and friendly support', '2 found it helpful this week']) {
      expect(mail).toContain(told);
    }
    for (const untold of ['Hidden resolution', 'Resolved on Monday']) expect(mail).not.toContain(untold);
  });

  it('the job running again, or two workers at once, sends nothing twice', async () => {
    const before = smtp.received.length;
    await t.app.platform.jobs.enqueue(DIGEST_JOB, { scheduledFor: MONDAY_0800 });
    await t.app.platform.jobs.enqueue(DIGEST_JOB, { scheduledFor: MONDAY_0800 }, { singletonKey: 'again' });
    const [a, b] = await Promise.all([sendWeeklyDigest(deps, new Date(MONDAY_0800)), sendWeeklyDigest(deps, new Date(MONDAY_0800))]);
    expect(a.sent + b.sent).toBe(0);
    await drain();
    expect(smtp.received.length).toBe(before);
    const outbox = await t.app.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE template = 'weekly-digest'`);
    expect(outbox.rows[0]!.n).toBe(3);
  });

  it('two workers starting a new week at once write one mail per subscriber', async () => {
    await complaint(kestrel.id, customer.id, { title: 'Resolved the next week', status: 'resolved', closedAt: new Date('2026-11-25T10:00:00Z') });
    const nextMonday = new Date('2026-11-30T06:00:00.000Z');
    const runs = await Promise.all([sendWeeklyDigest(deps, nextMonday), sendWeeklyDigest(deps, nextMonday)]);
    expect(runs[0]!.sent + runs[1]!.sent).toBe(3);
    const rows = await t.app.database.query<{ to: string; n: number }>(
      `SELECT "to", count(*)::int AS n FROM mail_outbox WHERE template = 'weekly-digest' AND subject LIKE '%23–29 November%' GROUP BY "to"`,
    );
    expect(rows.rows.map((r) => r.n)).toEqual([1, 1, 1]);
  });

  it('a week in which nothing happened sends nothing', async () => {
    const r = await sendWeeklyDigest(deps, new Date('2026-10-05T06:00:00.000Z'));
    expect(r).toMatchObject({ empty: true, sent: 0 });
    const claims = await t.app.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM weekly_mailings WHERE week = '2026-09-28'`);
    expect(claims.rows[0]!.n).toBe(0);
  });

  it('a tampered one-click link is a 400 and unsubscribes nobody; the real one unsubscribes without a session', async () => {
    const link = /List-Unsubscribe: <https:\/\/redress\.test([^>]+)>/.exec(readable(digestsTo('sipho@example.com')[0]!.raw))![1]!;
    const post = (url: string) => t.app.inject({ method: 'POST', url, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });

    const tampered = await post(link.replace('sipho%40example.com', 'thandi%40example.com'));
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().details).toEqual([{ field: 'sig', message: 'does not match the address' }]);
    expect((await post(link.replace(/sig=[\w-]+/, 'sig=forged'))).statusCode).toBe(400);
    expect((await post('/api/newsletter/digest/unsubscribe?email=sipho%40example.com')).statusCode).toBe(400);
    // A GET (a mail scanner, a browser) only tells: Sipho still gets the digest.
    expect((await t.app.inject({ url: link, headers: { accept: 'text/html' } })).statusCode).toBe(303);
    expect((await t.app.inject({ url: link })).json()).toMatchObject({ list: 'digest', address: 's•••o@example.com' });
    const before = await db().select().from(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = 'sipho@example.com'`);
    expect(before[0]!.unsubscribedAt).toBeNull();

    const ok = await post(link);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ unsubscribed: true });
    expect((await post(link)).statusCode).toBe(200); // idempotent
    const sub = await db().select().from(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = 'sipho@example.com'`);
    expect(sub[0]!.unsubscribedAt).not.toBeNull();
    const account = await db().select().from(users).where(sql`${users.email} = 'sipho@example.com'`);
    expect(account[0]!.digestOptIn).toBe(false);
    const thandi = await db().select().from(newsletterSubscribers).where(sql`${newsletterSubscribers.email} = 'thandi@example.com'`);
    expect(thandi[0]!.unsubscribedAt).toBeNull();
    // Each withdrawal is recorded once, with how (decision 185): the mail client's one-click header.
    const withdrawn = await db().select().from(marketingConsents).where(sql`${marketingConsents.email} = 'sipho@example.com' AND ${marketingConsents.action} = 'withdrawn'`);
    expect(withdrawn.map((w) => [w.list, w.method, w.text]).sort()).toEqual([['digest', 'one-click-header', null], ['newsletter', 'one-click-header', null]]);

    // The next week goes to the others only.
    await complaint(kestrel.id, customer.id, { title: 'Resolved in December', status: 'resolved', closedAt: new Date('2026-12-02T10:00:00Z') });
    const r = await sendWeeklyDigest(deps, new Date('2026-12-07T06:00:00.000Z'));
    expect(r.sent).toBe(2);
    const to = await t.app.database.query<{ to: string }>(`SELECT "to" FROM mail_outbox WHERE subject LIKE '%30 November–6 December%' ORDER BY 1`);
    expect(to.rows.map((x) => x.to)).toEqual(['lerato@example.com', 'thandi@example.com']);

    // Unsubscribed by mistake: the page's "Subscribe again" (the same signed link) turns the account's digest back on,
    // recording a grant of the digest's text (decision 185); a tampered link changes nothing.
    const again = link.replace('/unsubscribe?', '/resubscribe?');
    expect((await t.app.inject({ url: link })).json().resubscribe).toEqual({ text: CONSENT_TEXTS['digest-1'] });
    expect((await t.app.inject({ method: 'POST', url: again.replace(/sig=[\w-]+/, 'sig=forged'), payload: {} })).statusCode).toBe(400);
    expect((await db().select().from(users).where(sql`${users.email} = 'sipho@example.com'`))[0]!.digestOptIn).toBe(false);
    const back = await t.app.inject({ method: 'POST', url: again, payload: {} });
    expect([back.statusCode, back.json()]).toEqual([200, { resubscribed: true }]);
    expect((await db().select().from(users).where(sql`${users.email} = 'sipho@example.com'`))[0]!.digestOptIn).toBe(true);
    const granted = await db().select().from(marketingConsents).where(sql`${marketingConsents.email} = 'sipho@example.com' AND ${marketingConsents.method} = 'resubscribe-button'`);
    expect(granted.map((g) => [g.list, g.action, g.textVersion, g.text])).toEqual([['digest', 'granted', 'digest-1', CONSENT_TEXTS['digest-1']]]);
    await complaint(kestrel.id, customer.id, { title: 'Resolved in the next week', status: 'resolved', closedAt: new Date('2026-12-09T10:00:00Z') });
    await sendWeeklyDigest(deps, new Date('2026-12-14T06:00:00.000Z'));
    const next = await t.app.database.query<{ to: string }>(`SELECT "to" FROM mail_outbox WHERE subject LIKE '%7–13 December%' ORDER BY 1`);
    expect(next.rows.map((x) => x.to)).toContain('sipho@example.com');
  });

  it('admins with support.handle preview a week as subscribers get it', async () => {
    const admin = await t.authHeader({ id: randomUUID(), role: 'admin', permissions: ['support.handle'] });
    const r = await t.app.inject({ url: '/api/admin/digest/preview?week=2026-11-16', headers: admin });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body).toMatchObject({ week: '2026-11-16', from: '2026-11-15T22:00:00.000Z', to: '2026-11-22T22:00:00.000Z', empty: false, counts: { resolved: 1, answered: 1, reviews: 1 } });
    expect(body.subject).toBe('Your Redress week: 16–22 November 2026');
    expect(body.html).toContain('Refund for a double debit');
    expect(body.text).toContain('RESOLVED COMPLAINTS');
    expect((await t.app.inject({ url: '/api/admin/digest/preview?week=2026-09-28', headers: admin })).json()).toMatchObject({ empty: true, counts: { resolved: 0, answered: 0, reviews: 0 } });

    const bad = await t.app.inject({ url: '/api/admin/digest/preview?week=2026-11-17', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('week: must be a Monday');
    expect((await t.app.inject({ url: '/api/admin/digest/preview?week=2026-02-30', headers: admin })).json().message).toMatch(/^week: /);

    const other = await t.authHeader({ id: randomUUID(), role: 'admin', permissions: ['reviews.moderate'] });
    expect((await t.app.inject({ url: '/api/admin/digest/preview', headers: other })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/digest/preview' })).statusCode).toBe(401);
  });
});

describe('the companies\' weekly overdue summary', () => {
  // Monday 30 November 2026 08:00 Johannesburg; the week ends Monday 7 December 00:00 (6 December 22:00 UTC).
  const AT = '2026-11-30T06:00:00.000Z';

  it('mails each company its complaints past due and due this week, once, and nothing to a company with none', async () => {
    const customer = await user('summary-customer@example.com');
    const umoya = await company('Umoya Air', 'owner@umoya.test');
    const quiet = await company('Quiet Co', 'owner@quiet.test');
    const listed = await company('Listed Co', 'owner@listed.test');
    const off = await company('Off Co', 'owner@off.test');
    await db().insert(emailDetails).values([
      { companyId: listed.id, contactEmails: ['Care@Listed.test'], ccEmails: ['boss@listed.test'] },
      { companyId: off.id, overdueSummary: false },
    ]);
    await complaint(umoya.id, customer.id, { title: 'Lost my bag', status: 'overdue', responseDueAt: new Date('2026-11-27T21:59:59Z') });
    await complaint(umoya.id, customer.id, { title: 'Seat was broken', status: 'pending', responseDueAt: new Date('2026-12-02T21:59:59Z') });
    await complaint(umoya.id, customer.id, { title: 'Due next week', status: 'pending', responseDueAt: new Date('2026-12-08T21:59:59Z') });
    await complaint(umoya.id, customer.id, { title: 'Already answered', status: 'in-review', responseDueAt: null });
    await complaint(quiet.id, customer.id, { title: 'Quiet answered', status: 'resolved', closedAt: new Date() });
    await complaint(listed.id, customer.id, { title: 'Waiting at Listed', status: 'pending', responseDueAt: new Date('2026-12-01T21:59:59Z') });
    await complaint(off.id, customer.id, { title: 'Waiting at Off', status: 'overdue', responseDueAt: new Date('2026-11-20T21:59:59Z') });

    await t.app.platform.jobs.enqueue(OVERDUE_SUMMARY_JOB, { scheduledFor: AT });
    await t.app.platform.jobs.enqueue(OVERDUE_SUMMARY_JOB, { scheduledFor: AT }, { singletonKey: 'twice' });
    await drain();
    const summaries = smtp.received.filter((m) => /Subject: (Umoya|Quiet|Listed|Off) /.test(readable(m.raw)));
    expect(summaries.flatMap((m) => m.to).sort()).toEqual(['boss@listed.test', 'care@listed.test', 'owner@umoya.test']);

    const mail = readable(summaries.find((m) => m.to.includes('owner@umoya.test'))!.raw);
    expect(mail).toContain('Subject: Umoya Air: 1 complaint past due, 1 due this week');
    expect(mail).toContain('Lost my bag');
    expect(mail).toContain('Was due Fri 27 Nov, 23:59');
    expect(mail).toContain('Seat was broken');
    expect(mail).toContain('Due Wed 2 Dec, 23:59');
    expect(mail).not.toContain('Due next week');
    expect(mail).not.toContain('Already answered');

    const again = await sendOverdueSummaries(deps, new Date(AT));
    expect(again.sent).toBe(0);
  });
});
