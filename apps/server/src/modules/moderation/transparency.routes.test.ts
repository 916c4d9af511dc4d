// Issue 39 section 4: a company's public moderation log and the platform transparency report, as the API answers them
// and in the first HTML the server renders; counts only, nothing that names an item, an author or a moderator.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { CompanyModerationLog, ModerationNotice, TransparencyReport } from '@redress/contract';
import { pageOf, rootTextOf as rootOf, useTestAppWithPages } from '../../../test/pages.ts';
import { newCompany, newCustomer } from '../../../test/people.ts';
import { auditEntries, companyBursts, disputes, moderationDecisions } from '../../db/schema/index.ts';
import { newPublicCode } from '../../lib/ids.ts';
import { insertComplaint } from '../complaints/complaints.repository.ts';
import { insertUser } from '../users/users.repository.ts';

const t = useTestAppWithPages();
const htmlPage = pageOf(t);

const ALL = ['complaints.moderate', 'reviews.moderate', 'ratings.moderate'];
async function moderator() {
  const u = await insertUser(t.app.database.db, { email: `mod${crypto.randomUUID()}@redress.example`, firstName: 'Zanele', lastName: 'Mokoena', profileType: 'admin' });
  return { id: u.id, auth: await t.authHeader({ id: u.id, role: 'admin', permissions: ALL as never }) };
}
const decide = (h: Record<string, string>, kind: string, id: string, body: object) => t.app.inject({ method: 'POST', url: `/api/admin/${kind}/${id}/moderation`, headers: h, payload: body });
async function review(auth: Record<string, string>, companyId: string, title = 'Kettle broke in a week') {
  const r = await t.app.inject({ method: 'POST', url: '/api/review', headers: auth, payload: { organizationId: companyId, rating: 1, review: title, description: 'The element died after six days.', experiencedOn: '2026-10-01' } });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{ returnId: string }>().returnId;
}
const thisMonth = () => new Date().toISOString().slice(0, 7);

describe('a company\'s public moderation log', () => {
  it('counts decisions by month, kind, action and reason and the appeals, naming no item, author or moderator', async () => {
    const c = await newCompany(t);
    const elsewhere = await newCompany(t, 'Toaster Ltd');
    const mod = await moderator();
    const anon = await newCustomer(t, { first: 'Nomvula', last: 'Secretname' });
    const a = await review(anon.auth, c.company.id, 'Anonymous kettle story');
    const b = await review((await newCustomer(t)).auth, c.company.id);
    await decide(mod.auth, 'review', a, { action: 'hide', reason: 'spam', note: 'Private note about Nomvula' });
    await decide(mod.auth, 'review', b, { action: 'hide', reason: 'spam' });
    const complaint = await insertComplaint(t.app.database.db, { uniqueId: newPublicCode('CMP'), customerId: anon.user.id, companyId: c.company.id, title: 'Charged twice', experience: 'Twice.', status: 'pending', anonymous: true });
    await decide(mod.auth, 'complaint', complaint.id, { action: 'delete', reason: 'abuse' });
    await decide(mod.auth, 'review', await review((await newCustomer(t)).auth, elsewhere.company.id), { action: 'delete', reason: 'fake' });
    await t.app.inject({ method: 'POST', url: '/api/moderation/appeals', headers: anon.auth, payload: { kind: 'review', itemId: a, statement: 'This is my own honest experience with the kettle.' } });

    const r = await t.app.inject({ url: `/api/moderation/log/${c.company.slug}` });
    expect(r.statusCode, r.body).toBe(200);
    const log = r.json<CompanyModerationLog>();
    expect(log.rows).toEqual(expect.arrayContaining([
      { month: thisMonth(), kind: 'review', action: 'hide', reason: 'spam', count: 2 },
      { month: thisMonth(), kind: 'complaint', action: 'delete', reason: 'abuse', count: 1 },
    ]));
    expect(log.rows).toHaveLength(2);
    expect(log.appeals).toEqual({ filed: 1, restored: 0, upheld: 0, pending: 1 });
    for (const secret of [a, b, complaint.id, 'Nomvula', 'Secretname', 'Private note', mod.id, 'Anonymous kettle story']) expect(r.body).not.toContain(secret);
    expect((await t.app.inject({ url: '/api/moderation/log/no-such-company' })).statusCode).toBe(404);

    // The page, linked from the company page, carries the figures in its first HTML.
    const page = await htmlPage(`/companies/explore/${c.company.slug}/moderation`);
    expect(page.statusCode).toBe(200);
    const root = rootOf(page.body);
    expect(root).toContain(`Moderation log of ${c.company.name}`);
    expect(root).toContain('Spam or advertising');
    expect(root).toContain('Abusive or hateful');
    expect(root).toContain('1 appealed');
    for (const secret of ['Nomvula', 'Private note', 'Anonymous kettle story']) expect(page.body).not.toContain(secret);
    const companyPage = rootOf((await htmlPage(`/companies/explore/${c.company.slug}`)).body);
    expect(companyPage).toContain(`href="/companies/explore/${c.company.slug}/moderation"`);
  });
});

describe('the platform transparency report', () => {
  it('is built from the records: posted, decided by reason, appeals and outcomes, median time to decide; disputes opened and bursts detected', async () => {
    const before = (await t.app.inject({ url: '/api/transparency' })).json<TransparencyReport>();
    const now0 = before.months[0]!;
    const c = await newCompany(t);
    const [first, second] = [await moderator(), await moderator()];
    const me = await newCustomer(t);
    const id = await review(me.auth, c.company.id);
    await decide(first.auth, 'review', id, { action: 'delete', reason: 'personal-data' });
    const appealed = await t.app.inject({ method: 'POST', url: '/api/moderation/appeals', headers: me.auth, payload: { kind: 'review', itemId: id, statement: 'The name in it is my own, not anyone else\'s.' } });
    const appealId = appealed.json<ModerationNotice>().appeal!.id;
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/appeals/${appealId}/decision`, headers: second.auth, payload: { outcome: 'restore', note: 'It is the author\'s own name' } })).statusCode).toBe(200);

    const r = await t.app.inject({ url: '/api/transparency' });
    expect(r.statusCode).toBe(200);
    const report = r.json<TransparencyReport>();
    expect(report.months).toHaveLength(12);
    const now = report.months[0]!;
    expect(now.month).toBe(thisMonth());
    expect(now.reviewsPosted).toBe(now0.reviewsPosted + 1);
    expect(now.appealsFiled).toBe(now0.appealsFiled + 1);
    expect(now.appealsRestored).toBe(now0.appealsRestored + 1);
    const removed = (m: TransparencyReport['months'][number]) => m.decisions.find((d) => d.kind === 'review' && d.action === 'delete' && d.reason === 'personal-data')?.count ?? 0;
    expect(removed(now)).toBe(removed(now0) + 1);
    expect(now.medianHoursToDecide).not.toBeNull();
    // The restored review is disputed by its company: this month's disputes opened move by one; no burst happened.
    const disputed = await t.app.inject({
      method: 'POST', url: '/api/dispute', headers: c.ownerAuth,
      payload: { itemKind: 'review', itemId: id, reason: 'not-a-customer', statement: 'We have no order, delivery or payment from anyone by this name.' },
    });
    expect(disputed.statusCode).toBe(201);
    const after = (await t.app.inject({ url: '/api/transparency?fresh=1' })).json<TransparencyReport>();
    expect(after.disputes).toHaveLength(12);
    expect(after.disputes[0]).toEqual({ month: thisMonth(), opened: report.disputes[0]!.opened + 1, upheld: report.disputes[0]!.upheld, rejected: report.disputes[0]!.rejected });
    expect(after.bursts).toHaveLength(12);
    expect(after.bursts[0]).toEqual({ month: thisMonth(), detected: report.bursts[0]!.detected });

    const page = await htmlPage('/transparency');
    expect(page.statusCode).toBe(200);
    const root = rootOf(page.body);
    expect(root).toContain('Transparency report');
    expect(root).toContain('Shares personal data');
    expect(root).toContain('Restored on appeal');
    expect(root).toContain('Disputes by companies');
    expect(root).toContain('Review bursts detected');
    // Linked from the footer of every page.
    expect(root).toContain('href="/transparency"');
  });
});

describe('disputes and bursts by month', () => {
  it('counts each in the month it happened: opened by when opened, outcomes by when decided, bursts by when detected', async () => {
    const db = t.app.database.db;
    const report = async (key: string) => (await t.app.inject({ url: `/api/transparency?${key}=1` })).json<TransparencyReport>();
    const before = await report('before-two-months');
    const c = await newCompany(t);
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12));
    const twoAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 28, 23, 30));
    const dispute = (createdAt: Date, status: string, decidedAt: Date | null) => ({
      id: crypto.randomUUID(), itemKind: 'review', itemId: crypto.randomUUID(), companyId: c.company.id, reason: 'fake', statement: 'Not a customer of ours.', status, evidenceUntil: createdAt, decidedAt, createdAt,
    });
    // Opened two months ago and upheld last month; opened and rejected last month; opened last month, still open; one this month.
    await db.insert(disputes).values([
      dispute(twoAgo, 'upheld', lastMonth), dispute(lastMonth, 'rejected', lastMonth), dispute(lastMonth, 'open', null), dispute(now, 'open', null),
    ]);
    const burst = (detectedAt: Date) => ({ id: crypto.randomUUID(), companyId: c.company.id, signal: 'volume' as const, detectedBy: 'job' as const, windowStart: detectedAt, scoreBefore: 3, detectedAt, endedAt: detectedAt });
    await db.insert(companyBursts).values([burst(twoAgo), burst(lastMonth), burst(lastMonth)]);

    const after = await report('after-two-months');
    const moved = (i: number) => ({
      opened: after.disputes[i]!.opened - before.disputes[i]!.opened, upheld: after.disputes[i]!.upheld - before.disputes[i]!.upheld,
      rejected: after.disputes[i]!.rejected - before.disputes[i]!.rejected, bursts: after.bursts[i]!.detected - before.bursts[i]!.detected,
    });
    expect(after.disputes.map((d) => d.month)).toEqual(after.months.map((m) => m.month));
    expect(after.bursts.map((d) => d.month)).toEqual(after.months.map((m) => m.month));
    expect(moved(0)).toEqual({ opened: 1, upheld: 0, rejected: 0, bursts: 0 });
    expect(moved(1)).toEqual({ opened: 2, upheld: 1, rejected: 1, bursts: 2 });
    expect(moved(2)).toEqual({ opened: 1, upheld: 0, rejected: 0, bursts: 1 });
    for (let i = 3; i < 12; i++) expect(moved(i)).toEqual({ opened: 0, upheld: 0, rejected: 0, bursts: 0 });
  });
});

describe('the migration\'s backfill', () => {
  it('records past moderator decisions from the audit entries, with their reason codes and notes, and a moderator\'s plain delete without a code', async () => {
    const db = t.app.database.db;
    const c = await newCompany(t);
    const mod = await moderator();
    const me = await newCustomer(t);
    const hidden = await review(me.auth, c.company.id);
    const deleted = await review(me.auth, c.company.id);
    const own = await review(me.auth, c.company.id);
    await decide(mod.auth, 'review', hidden, { action: 'hide', reason: 'off-topic', note: 'About another shop' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/review/${deleted}`, headers: mod.auth, payload: { reason: 'Duplicate' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/review/${own}`, headers: me.auth })).statusCode).toBe(200);
    const ids = [hidden, deleted, own];
    const recorded = await db.select().from(moderationDecisions).where(sql`${moderationDecisions.itemId} IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);
    expect(recorded.map((d) => [d.itemId, d.action, d.reason, d.note]).sort()).toEqual([[deleted, 'delete', null, 'Duplicate'], [hidden, 'hide', 'off-topic', 'About another shop']].sort());

    // As if the decisions predated the table: remove them and run the migration's backfill statement again.
    await db.delete(moderationDecisions).where(sql`${moderationDecisions.itemId} IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);
    const migration = readFileSync(fileURLToPath(new URL('../../db/migrations/0046_moderation_decisions_appeals.sql', import.meta.url)), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((s) => s.includes('INSERT INTO "moderation_decisions"'))!;
    await db.execute(sql.raw(`${backfill.trim().replace(/;$/, '')} ON CONFLICT ("id") DO NOTHING`));
    const back = await db.select().from(moderationDecisions).where(sql`${moderationDecisions.itemId} IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);
    expect(back.map((d) => [d.itemId, d.action, d.reason, d.note, d.moderatorId, d.companyId]).sort()).toEqual([
      [deleted, 'delete', null, 'Duplicate', mod.id, c.company.id], [hidden, 'hide', 'off-topic', 'About another shop', mod.id, c.company.id],
    ].sort());
    const audited = await db.select().from(auditEntries).where(eq(auditEntries.entityId, hidden));
    expect(back.find((d) => d.itemId === hidden)!.decidedAt.getTime()).toBe(audited.find((x) => x.action === 'review.moderate.hide')!.createdAt.getTime());
  });
});
