// The review-bomb guard (issue 39 section 3, decision 173), through the API: a simulated burst of 25 one-star ratings
// from 25 accounts within a minute leaves the public score where it was, says why on the company, queues the items for
// moderators, and lifts when they have decided every one. Every moderator route is authorised.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AverageRating, BurstDetail, BurstListResponse, Company, Review, ReviewListResponse, ScoreExplained } from '@redress/contract';
import { useTestApp } from '../../../test/app.ts';
import { useTestAppWithSmtp } from '../../../test/smtp.ts';
import { companyWithOwner, customerNamed } from '../../../test/public-content.ts';
import { newCompany, newEmployee } from '../../../test/people.ts';
import { expectRefused } from '../../../test/refused.ts';
import { auditEntries, companyActivityDays, companyBursts, moderationDecisions, notifications, ratings } from '../../db/schema/index.ts';
import { insertUser } from '../users/users.repository.ts';
import { recomputeAllStats } from '../stats/stats.repository.ts';
import { burstsDetectedByMonth, detectBursts } from './bursts.service.ts';
import { DEFAULT_BURST_LIMITS } from './bursts.rules.ts';

const { t, mailbox } = useTestAppWithSmtp();
/** A second app in the same process with its minimums raised by configuration: neither app's limits reach the other. */
const raised = useTestApp({ BURST_MIN_ITEMS: '1000', BURST_MIN_FROM_NEW_ACCOUNTS: '1000' });
const DAY = 86_400_000;
const admin = (permissions: string[]) => t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: permissions as never });
const moderator = () => admin(['reviews.moderate']);

const rate = async (auth: Record<string, string>, companyId: string, stars: number, remoteAddress?: string) => {
  const r = await t.app.inject({ method: 'POST', url: '/api/rating', headers: auth, payload: { organizationId: companyId, rating: stars }, ...(remoteAddress ? { remoteAddress } : {}) });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{ rating: { id: string } }>().rating.id;
};
const company = async (id: string) => (await t.app.inject({ url: `/api/company/GetCompany/${id}` })).json<Company>();
const average = async (id: string) => (await t.app.inject({ url: `/api/rating/averageRating/${id}` })).json<AverageRating>();
const explained = async (id: string) => (await t.app.inject({ url: `/api/rating/scoreExplained/${id}?size=100` })).json<ScoreExplained>();
const openBursts = async () => {
  const r = await t.app.inject({ url: '/api/admin/bursts', headers: await moderator() });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<BurstListResponse>();
};

/** A company with an earlier history: `stars` ratings by as many customers, written ten days ago. */
async function ratedCompany(name: string, stars: number[]) {
  const c = await companyWithOwner(t, name);
  for (const [i, s] of stars.entries()) await rate((await customerNamed(t, 'Earlier', `Rater${i}`)).auth, c.id, s);
  await t.app.database.db.update(ratings).set({ createdAt: new Date(Date.now() - 10 * DAY) }).where(eq(ratings.companyId, c.id));
  await recomputeAllStats(t.app.database);
  return c;
}

describe('a burst of one-star ratings (the review-bomb guard)', () => {
  it('freezes the score at its value before the burst, says why, holds the items for moderators, and lifts when they decide', async () => {
    const db = t.app.database.db;
    const c = await ratedCompany('Bombed Kettles', [5, 4, 1, 3, 2, 4, 1, 3]);
    const before = await average(c.id);
    expect(before.score).toBeGreaterThan(0);
    expect((await company(c.id)).unusualActivity).toBeNull();

    const attackers: Awaited<ReturnType<typeof customerNamed>>[] = [];
    for (let i = 0; i < 25; i++) attackers.push(await customerNamed(t, 'Bomber', `Account${i}`));
    const started = Date.now();
    const ids: string[] = [];
    for (const a of attackers) ids.push(await rate(a.auth, c.id, 1));
    expect(Date.now() - started).toBeLessThan(60_000);

    // The public score and figures stay where they were; the page says why, neutrally.
    const during = await average(c.id);
    expect(during.score).toBe(before.score);
    expect(during.totalRatings).toBe(before.totalRatings);
    const page = await company(c.id);
    expect(page.rating).toBe(before.score);
    expect(page.unusualActivity?.message).toMatch(/^Unusual activity: .*the score is paused while moderators check recent reviews/i);
    const list = await t.app.inject({ url: `/api/rating/organization/${c.id}?size=100` });
    expect(list.json<{ meta: { totalResults: number } }>().meta.totalResults).toBe(8);

    // "How this score is made" explains the frozen value, still adds up to it, and says the held items do not count.
    const parts = await explained(c.id);
    expect(parts.score).toBe(before.score);
    expect(parts.result).toBeCloseTo(before.score, 2);
    expect(parts.totals.counted).toBe(8);
    expect(parts.held.items).toBe(25);
    expect(parts.held.note).toMatch(/25 reviews and ratings held for checks .* not counted/);
    expect(parts.unusualActivity).not.toBeNull();

    // While frozen, a new review joins the burst: its author sees it, the public does not.
    const late = await customerNamed(t, 'Late', 'Reviewer');
    const written = await t.app.inject({
      method: 'POST', url: '/api/review', headers: late.auth,
      payload: { organizationId: c.id, rating: 1, review: 'Awful kettle', description: 'It never boiled, not even once.', experiencedOn: '2026-10-01' },
    });
    expect(written.statusCode, written.body).toBe(201);
    const reviewId = written.json<{ review: Review }>().review.id;
    expect((await t.app.inject({ url: `/api/review/${reviewId}`, headers: late.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/review/${reviewId}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/review/organization/${c.id}` })).json<ReviewListResponse>().meta.totalResults).toBe(0);
    expect((await average(c.id)).score).toBe(before.score);

    // The moderators' queue.
    const queue = await openBursts();
    const burst = queue.data.find((b) => b.organizationId === c.id)!;
    expect(burst).toMatchObject({ signal: 'volume', detectedBy: 'write', itemsHeld: 26, itemsPending: 26, organizationName: 'Bombed Kettles', endedAt: null });
    expect(burst.scoreBefore).toBe(before.score);
    const detail = await t.app.inject({ url: `/api/admin/bursts/${burst.id}?size=100`, headers: await moderator() });
    expect(detail.statusCode, detail.body).toBe(200);
    const items = detail.json<BurstDetail>().data;
    expect(items).toHaveLength(26);
    expect(new Set(items.map((i) => i.id))).toEqual(new Set([...ids, reviewId]));
    expect(items.every((i) => i.decision === 'pending')).toBe(true);

    // Approving two ratings: still frozen while others are pending.
    const mod = await moderator();
    const approve = await t.app.inject({
      method: 'POST', url: `/api/admin/bursts/${burst.id}/decision`, headers: mod,
      payload: { action: 'approve', items: [{ kind: 'rating', id: ids[0] }, { kind: 'rating', id: ids[1] }] },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json<BurstDetail>().burst.itemsPending).toBe(24);
    expect((await average(c.id)).score).toBe(before.score);
    // Deciding an item twice is a conflict, not a silent no-op.
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/bursts/${burst.id}/decision`, headers: mod, payload: { action: 'remove', items: [{ kind: 'rating', id: ids[0] }] } });
    expect(again.statusCode).toBe(409);

    // Removing the rest at once ends the burst: the score is recomputed from what remains (8 earlier + 2 approved).
    const sent = mailbox.received.length;
    const rest = await t.app.inject({ method: 'POST', url: `/api/admin/bursts/${burst.id}/decision`, headers: mod, payload: { action: 'remove', note: 'A coordinated attack' } });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json<BurstDetail>().burst).toMatchObject({ itemsPending: 0 });
    expect(rest.json<BurstDetail>().burst.endedAt).not.toBeNull();
    const after = await average(c.id);
    expect(after.totalRatings).toBe(10);
    expect(after.score).toBeLessThan(before.score);
    expect((await company(c.id)).unusualActivity).toBeNull();
    const lifted = await explained(c.id);
    expect(lifted.totals.counted).toBe(10);
    expect(lifted.result).toBeCloseTo(after.score, 2);
    expect(lifted.held.items).toBe(0);
    // The removed review is gone for everyone else; its author still reads it, marked removed, with why (decision 170).
    expect((await t.app.inject({ url: `/api/review/${reviewId}` })).statusCode).toBe(404);
    const own = await t.app.inject({ url: `/api/review/${reviewId}`, headers: late.auth });
    expect(own.statusCode).toBe(200);
    expect(own.json<{ deleted: boolean }>().deleted).toBe(true);
    expect((await openBursts()).data.some((b) => b.id === burst.id)).toBe(false);

    // The authors of removed items are told why, in the bell and by mail, as after any moderator's removal; the two
    // whose ratings were approved hear nothing.
    const bell = async (auth: Record<string, string>) => (await t.app.inject({ url: '/api/notification', headers: auth })).json<{ data: { title: string; subtitle: string | null }[] }>().data;
    expect((await bell(attackers[2]!.auth))[0]).toMatchObject({
      title: 'A moderator removed your rating', subtitle: 'Your 1-star rating of Bombed Kettles: Removed by a moderator after unusual activity: A coordinated attack',
    });
    expect((await bell(late.auth))[0]).toMatchObject({ title: 'A moderator removed your review', subtitle: expect.stringMatching(/^Awful kettle: Removed by a moderator after unusual activity/) });
    for (const kept of attackers.slice(0, 2)) expect((await bell(kept.auth)).filter((n) => /moderator/i.test(n.title))).toEqual([]);
    const told = await db.select().from(notifications).where(and(eq(notifications.type, 'moderation'), inArray(notifications.userId, attackers.map((a) => a.user.id))));
    expect(told).toHaveLength(23);
    // Each removal is a recorded decision its author reads on the item (and may appeal), like any other delete.
    expect(own.json<{ moderation: { action: string; canAppeal: boolean } | null }>().moderation).toMatchObject({ action: 'delete', canAppeal: true });
    const recorded = await db.select().from(moderationDecisions).where(inArray(moderationDecisions.itemId, [...ids, reviewId]));
    expect(recorded).toHaveLength(24);
    await t.app.platform.jobs.runDue();
    const mail = mailbox.received.slice(sent).find((m) => m.to.includes(late.user.email));
    expect(mail, 'a mail to the removed review\'s author').toBeDefined();
    expect(mail!.raw).toContain('A moderator removed your review');
    expect(mailbox.received.slice(sent).some((m) => m.to.includes(attackers[0]!.user.email))).toBe(false);
    const audited = await db.select().from(auditEntries).where(eq(auditEntries.entityId, burst.id));
    expect(audited.map((a) => a.action).sort()).toEqual(['burst.approve', 'burst.remove']);
    expect((await burstsDetectedByMonth(db, new Date(started - 1000), new Date(Date.now() + 1000))).get(new Date().toISOString().slice(0, 7))).toBeGreaterThanOrEqual(1);
  });

  it('is a burst from one network at 8 items, and from accounts a few days old at 10, whatever the volume', async () => {
    const net = await ratedCompany('One Network Geysers', [4, 4]);
    for (let i = 0; i < 8; i++) await rate((await customerNamed(t, 'Same', `Net${i}`)).auth, net.id, 1, `198.51.100.${10 + i}`);
    expect((await company(net.id)).unusualActivity?.message).toMatch(/same network/);
    const stored = await t.app.database.db.select({ key: ratings.networkKey }).from(ratings).where(eq(ratings.companyId, net.id));
    expect(stored.some((r) => r.key && !r.key.includes('198.51'))).toBe(true);

    const young = await ratedCompany('New Accounts Toasters', [3]);
    for (let i = 0; i < 10; i++) {
      const u = await insertUser(t.app.database.db, { email: `young${i}.${Date.now()}@example.com`, firstName: 'Young', lastName: `Acc${i}`, profileType: 'user', emailVerified: true });
      await rate(await t.authHeader({ id: u.id, role: 'user' }), young.id, 1);
    }
    expect((await company(young.id)).unusualActivity?.message).toMatch(/accounts created in the last few days/);
  });

  it('new accounts are measured against the company\'s own pace: usual where most customers are new, a burst where sudden', async () => {
    // Five earlier days of 15 items each: all from new accounts at one company (a platform at launch), none at the other.
    const history = (companyId: string, fromNewAccounts: number) => t.app.database.db.insert(companyActivityDays).values(
      [2, 3, 4, 5, 6].map((d) => ({ companyId, day: new Date(Date.now() - d * DAY).toISOString().slice(0, 10), items: 15, fromNewAccounts })),
    );
    const rateAsNew = async (companyId: string, n: number) => {
      for (let i = 0; i < n; i++) {
        const u = await insertUser(t.app.database.db, { email: `new${i}.${crypto.randomUUID()}@example.com`, firstName: 'New', lastName: `Acc${i}`, profileType: 'user', emailVerified: true });
        await rate(await t.authHeader({ id: u.id, role: 'user' }), companyId, 5);
      }
    };
    const usual = await companyWithOwner(t, 'Launch Day Kettles');
    await history(usual.id, 15);
    await rateAsNew(usual.id, 12);
    expect((await company(usual.id)).unusualActivity).toBeNull();
    expect((await average(usual.id)).totalRatings).toBe(12);

    const sudden = await companyWithOwner(t, 'Sudden Kettles');
    await history(sudden.id, 0);
    await rateAsNew(sudden.id, 10);
    expect((await company(sudden.id)).unusualActivity?.message).toMatch(/accounts created in the last few days/);
    // The day's counter keeps who wrote: the new-account items are the next days' history.
    const [today] = await t.app.database.db.select().from(companyActivityDays)
      .where(and(eq(companyActivityDays.companyId, usual.id), eq(companyActivityDays.day, new Date().toISOString().slice(0, 10))));
    expect(today).toMatchObject({ items: 12, fromNewAccounts: 12 });
  });

  it('is not a burst at a busy company\'s usual pace, nor under 20 items', async () => {
    const c = await ratedCompany('Quiet Irons', [4]);
    for (let i = 0; i < 19; i++) await rate((await customerNamed(t, 'Calm', `Rater${i}`)).auth, c.id, 1);
    expect((await company(c.id)).unusualActivity).toBeNull();
    expect((await average(c.id)).totalRatings).toBe(20);
  });

  it('applies each app\'s own minimums: raised on one app, the defaults still hold on the other', async () => {
    const quiet = await companyWithOwner(raised, 'Raised Limits Kettles');
    for (let i = 0; i < 20; i++) {
      const who = await customerNamed(raised, 'Raised', `Rater${i}`);
      const r = await raised.app.inject({ method: 'POST', url: '/api/rating', headers: who.auth, payload: { organizationId: quiet.id, rating: 1 } });
      expect(r.statusCode, r.body).toBe(201);
    }
    expect((await raised.app.inject({ url: `/api/company/GetCompany/${quiet.id}` })).json<Company>().unusualActivity).toBeNull();
    const bombed = await companyWithOwner(t, 'Default Limits Kettles');
    for (let i = 0; i < 20; i++) await rate((await customerNamed(t, 'Default', `Rater${i}`)).auth, bombed.id, 1);
    expect((await company(bombed.id)).unusualActivity).not.toBeNull();
  });

  it('the scheduled job opens the burst writes missed', async () => {
    const db = t.app.database.db;
    const c = await ratedCompany('Imported Fridges', [5, 5, 4]);
    const before = await average(c.id);
    for (let i = 0; i < 20; i++) {
      const who = await customerNamed(t, 'Imported', `Row${i}`);
      await db.insert(ratings).values({ companyId: c.id, customerId: who.user.id, overall: 1 });
    }
    await recomputeAllStats(t.app.database);
    expect((await average(c.id)).score).toBeLessThan(before.score);
    const opened = await detectBursts({ database: t.app.database, now: () => new Date(), limits: DEFAULT_BURST_LIMITS });
    expect(opened).toBeGreaterThanOrEqual(1);
    const [burst] = await db.select().from(companyBursts).where(eq(companyBursts.companyId, c.id));
    expect(burst).toMatchObject({ detectedBy: 'job', itemsHeld: 20, itemsPending: 20 });
    expect((await average(c.id)).score).toBeCloseTo(before.score, 2);
    expect((await company(c.id)).unusualActivity).not.toBeNull();
    // Decided elsewhere (the moderation screen's delete): the next run ends the burst.
    await db.update(ratings).set({ heldFor: null }).where(eq(ratings.burstId, burst!.id));
    await detectBursts({ database: t.app.database, now: () => new Date(), limits: DEFAULT_BURST_LIMITS });
    expect((await company(c.id)).unusualActivity).toBeNull();
  });
});

describe('a single review held for checks', () => {
  const write = (auth: Record<string, string>, companyId: string, extra: object = {}) => t.app.inject({
    method: 'POST', url: '/api/review', headers: auth,
    payload: { organizationId: companyId, rating: 5, review: 'Best kettle ever', description: 'It boils in a minute and looks great.', experiencedOn: '2026-10-01', ...extra },
  });

  it('holds a review from the company\'s own e-mail domain: "Being checked" to its author only, counted nowhere until a moderator approves it', async () => {
    const c = await companyWithOwner(t, 'Own Domain Kettles');
    const owner = await t.authHeader({ id: c.ownerUserId!, role: 'organization', companyId: c.id });
    const before = await average(c.id);
    const insider = await insertUser(t.app.database.db, {
      email: `sales.${Date.now()}@${c.email.split('@')[1]}`, firstName: 'Sam', lastName: 'Seller', profileType: 'user', emailVerified: true, createdAt: new Date('2020-01-01T00:00:00Z'),
    });
    const auth = await t.authHeader({ id: insider.id, role: 'user' });
    const r = await write(auth, c.id);
    expect(r.statusCode, r.body).toBe(201);
    const review = r.json<{ review: Review }>().review;
    expect(review.beingChecked).toBe(true);
    expect((await t.app.inject({ url: `/api/review/${review.id}`, headers: auth })).json<Review>().beingChecked).toBe(true);
    expect((await t.app.inject({ url: `/api/review/${review.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/review/${review.id}`, headers: owner })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/review/organization/${c.id}`, headers: owner })).json<ReviewListResponse>().meta.totalResults).toBe(0);
    expect((await t.app.inject({ url: `/api/review/organization/${c.id}` })).json<ReviewListResponse>().meta.totalResults).toBe(0);
    expect((await average(c.id)).score).toBe(before.score);
    expect((await explained(c.id)).held.items).toBe(1);

    // A moderator finds it among the held reviews and approves it (restore): it counts, and nobody is told "being checked".
    const mod = await moderator();
    const seen = await t.app.inject({ url: `/api/review/${review.id}`, headers: mod });
    expect(seen.json<Review>().beingChecked).toBe(true);
    const ok = await t.app.inject({ method: 'POST', url: `/api/admin/review/${review.id}/moderation`, headers: mod, payload: { action: 'restore', reason: 'other', note: 'Checked: a real customer' } });
    expect(ok.statusCode, ok.body).toBe(200);
    const now = (await t.app.inject({ url: `/api/review/${review.id}` })).json<Review>();
    expect(now.beingChecked).toBe(false);
    expect((await average(c.id)).score).toBeGreaterThan(before.score);
    expect((await explained(c.id)).held.items).toBe(0);
  });

  it('holds a link from a brand-new account, not from an older one', async () => {
    const c = await companyWithOwner(t, 'Link Kettles');
    const fresh = await insertUser(t.app.database.db, { email: `fresh.${Date.now()}@example.com`, firstName: 'Fresh', lastName: 'Account', profileType: 'user', emailVerified: true });
    const freshAuth = { ...(await t.authHeader({ id: fresh.id, role: 'user' })), ...(await t.captchaHeader()) };
    const held = await write(freshAuth, c.id, { description: 'Cheaper at https://kettle-deals.example today' });
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json<{ review: Review }>().review.beingChecked).toBe(true);
    const old = await customerNamed(t, 'Old', 'Account');
    const shown = await write(old.auth, c.id, { description: 'Cheaper at https://kettle-deals.example today' });
    expect(shown.json<{ review: Review }>().review.beingChecked).toBe(false);
  });
});

describe('authorization of the burst routes', () => {
  const routes = (id: string) => [
    { method: 'GET' as const, url: '/api/admin/bursts' },
    { method: 'GET' as const, url: `/api/admin/bursts/${id}` },
    { method: 'POST' as const, url: `/api/admin/bursts/${id}/decision`, payload: { action: 'approve' } },
  ];
  it('refuse no session (401), a customer, another company\'s owner, a company\'s support agent and an admin without reviews.moderate (403)', async () => {
    const id = crypto.randomUUID();
    const customer = await customerNamed(t, 'Nosy', 'Customer');
    const owner = await newCompany(t, 'Other Owner Co');
    const who = [customer.auth, owner.ownerAuth, await admin(['ratings.moderate', 'complaints.moderate'])];
    for (const r of routes(id)) {
      expect((await t.app.inject(r)).statusCode, `${r.method} ${r.url}`).toBe(401);
      for (const headers of who) expect((await t.app.inject({ ...r, headers })).statusCode, `${r.method} ${r.url}`).toBe(403);
    }
    // A company's support agent is no moderator either.
    const agent = (await newEmployee(t, owner.company.id, 'agent')).auth;
    for (const r of routes(id)) expectRefused(await t.app.inject({ ...r, headers: agent }), 403, `${r.method} ${r.url}`);
    // A moderator gets past the guard: an unknown burst is a 404, a bad body a 400 naming the field.
    const mod = await moderator();
    expectRefused(await t.app.inject({ url: `/api/admin/bursts/${id}`, headers: mod }), 404);
    const bad = await t.app.inject({ method: 'POST', url: `/api/admin/bursts/${id}/decision`, headers: mod, payload: { action: 'keep' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('action');
  });
});
