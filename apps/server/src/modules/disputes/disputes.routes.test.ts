// Disputes (issue 39, section 2): who may call each route; a company disputes its review or complaint, which stays
// public with the "Under dispute" label; the author is told in the bell and by e-mail without the company learning
// who they are; both sides add private evidence until the deadline; a moderator upholds (the item is hidden through
// moderation, figures follow) or rejects (the label goes); a rejected reason cannot be opened again, in the database too.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Company, Complaint, ComplaintListResponse, Dispute, DisputeListResponse, Review } from '@redress/contract';
import { newApiKey, newCompany, newCustomer, newEmployee } from '../../../test/people.ts';
import { expectRefused } from '../../../test/refused.ts';
import { useTestAppWithSmtp } from '../../../test/smtp.ts';
import { auditEntries, companyStats, disputes, notifications, reviews } from '../../db/schema/index.ts';
import { recomputeAllStats, refreshCompanyReviewFigures } from '../stats/stats.repository.ts';
import { disputesByMonth } from './disputes.repository.ts';

const { t, mailbox: smtp } = useTestAppWithSmtp();

type Headers = Record<string, string>;
const admin = (permissions: string[]) => t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: permissions as never });
const stats = async (companyId: string) => (await t.app.database.db.select().from(companyStats).where(eq(companyStats.companyId, companyId)))[0]!;
const status = (r: LightMyRequestResponse, code: number) => expect(r.statusCode, r.body).toBe(code);
const ok = <T>(r: LightMyRequestResponse, code = 200) => {
  status(r, code);
  return r.json<T>();
};

const employee = async (companyId: string, role: 'manager' | 'agent') => (await newEmployee(t, companyId, role)).auth;

async function writeReview(auth: Headers, companyId: string, extra: object = {}): Promise<Review> {
  const r = await t.app.inject({
    method: 'POST', url: '/api/review', headers: auth,
    payload: { organizationId: companyId, rating: 1, review: 'Kettle broke in a week', description: 'The switch stopped working after six days.', experiencedOn: '2026-10-01', ...extra },
  });
  return ok<{ review: Review }>(r, 201).review;
}

async function fileComplaint(auth: Headers, companyId: string): Promise<Complaint> {
  const r = await t.app.inject({
    method: 'POST', url: '/api/complaint', headers: auth,
    payload: { complaint: 'My fridge arrived broken', experience: 'The fridge was delivered with a cracked door and nobody answers.', organizationId: companyId, experiencedOn: '2026-10-01' },
  });
  return ok<{ complaint: Complaint }>(r, 201).complaint;
}

const open = (headers: Headers, payload: object) => t.app.inject({ method: 'POST', url: '/api/dispute', headers, payload });
const statement = 'We have no order, delivery or payment from anyone by this name, and the product named is not one we sell.';
const read = (id: string, headers: Headers) => t.app.inject({ url: `/api/dispute/${id}`, headers });
const addEvidence = (id: string, headers: Headers, payload: object) => t.app.inject({ method: 'POST', url: `/api/dispute/${id}/evidence`, headers, payload });
const decide = async (id: string, headers: Headers, payload: object) => t.app.inject({ method: 'POST', url: `/api/admin/dispute/${id}/decision`, headers, payload });
/** Moves a dispute's evidence deadline into the past, as the clock would. */
const closeEvidence = (id: string) => t.app.database.db.update(disputes).set({ evidenceUntil: new Date(Date.now() - 1000) }).where(eq(disputes.id, id));

/** A company, the author (of an anonymous review), and the company's open dispute of it. */
async function disputed(opts: { anonymous?: boolean; reason?: string } = {}) {
  const co = await newCompany(t);
  const author = await newCustomer(t, { first: 'Zanele', last: `Secretname${Date.now()}` });
  const review = await writeReview(author.auth, co.company.id, { anonymous: opts.anonymous ?? true });
  const dispute = ok<Dispute>(await open(co.ownerAuth, { itemKind: 'review', itemId: review.id, reason: opts.reason ?? 'not-a-customer', statement }), 201);
  return { co, author, review, dispute };
}

describe('who may call the dispute routes', () => {
  it('no session 401 on every route', async () => {
    const { dispute, review } = await disputed();
    for (const [method, url] of [
      ['POST', '/api/dispute'], ['GET', `/api/dispute/${dispute.id}`], ['GET', `/api/dispute?itemKind=review&itemId=${review.id}`],
      ['POST', `/api/dispute/${dispute.id}/evidence`], ['GET', '/api/business/dispute'], ['GET', '/api/admin/dispute'], ['POST', `/api/admin/dispute/${dispute.id}/decision`],
    ] as const) {
      status(await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined }), 401);
    }
  });

  it('opening: a customer, an agent, another company\'s owner and an admin are refused; the owner and a manager may', async () => {
    const co = await newCompany(t);
    const other = await newCompany(t);
    const author = await newCustomer(t);
    const r1 = await writeReview(author.auth, co.company.id);
    const body = { itemKind: 'review', itemId: r1.id, reason: 'fake', statement };
    status(await open((await newCustomer(t)).auth, body), 403);
    status(await open(author.auth, body), 403);
    status(await open(await employee(co.company.id, 'agent'), body), 403);
    status(await open(other.ownerAuth, body), 403);
    status(await open(await admin(['reviews.moderate', 'complaints.moderate']), body), 403);
    expect(await t.app.database.db.select().from(disputes).where(eq(disputes.itemId, r1.id))).toEqual([]);
    ok(await open(await employee(co.company.id, 'manager'), body), 201);
    const r2 = await writeReview((await newCustomer(t)).auth, co.company.id);
    ok(await open(co.ownerAuth, { ...body, itemId: r2.id }), 201);
  });

  it('reading and evidence: another customer, another company\'s owner and an admin without the kind\'s permission hear 404', async () => {
    const { dispute, review } = await disputed();
    const other = await newCompany(t);
    for (const h of [(await newCustomer(t)).auth, other.ownerAuth, await admin(['complaints.moderate']), await employee(dispute.company.id, 'agent')]) {
      status(await read(dispute.id, h), 404);
      status(await t.app.inject({ url: `/api/dispute?itemKind=review&itemId=${review.id}`, headers: h }), 404);
      status(await addEvidence(dispute.id, h, { text: 'Here is something' }), 404);
    }
    // A moderator reads both sides but gives no evidence.
    ok(await read(dispute.id, await admin(['reviews.moderate'])));
    status(await addEvidence(dispute.id, await admin(['reviews.moderate']), { text: 'x' }), 403);
  });

  it('API keys may call none of the dispute routes, even for their own company (403)', async () => {
    const { co, dispute, review } = await disputed();
    const headers = await newApiKey(t, co.company.id, co.ownerAuth);
    for (const [method, url, payload] of [
      ['POST', '/api/dispute', { itemKind: 'review', itemId: review.id, reason: 'fake', statement }], ['GET', `/api/dispute/${dispute.id}`, undefined],
      ['GET', `/api/dispute?itemKind=review&itemId=${review.id}`, undefined], ['POST', `/api/dispute/${dispute.id}/evidence`, { text: 'Ledger' }],
      ['GET', '/api/business/dispute', undefined], ['GET', '/api/admin/dispute', undefined],
    ] as const) {
      expectRefused(await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) }), 403, `${method} ${url}`);
    }
  });

  it('the company\'s list: customers, agents and admins 403; another company sees none of it', async () => {
    const { dispute } = await disputed();
    const other = await newCompany(t);
    for (const h of [(await newCustomer(t)).auth, await employee(dispute.company.id, 'agent'), await admin(['reviews.moderate'])]) {
      status(await t.app.inject({ url: '/api/business/dispute', headers: h }), 403);
    }
    expect(ok<DisputeListResponse>(await t.app.inject({ url: '/api/business/dispute', headers: other.ownerAuth })).data).toEqual([]);
  });

  it('the queue and decisions: customers, companies and admins without the kind\'s permission 403', async () => {
    const { co, author, dispute } = await disputed();
    await closeEvidence(dispute.id);
    const other = await newCompany(t);
    for (const h of [author.auth, co.ownerAuth, other.ownerAuth, await admin(['users.manage'])]) {
      status(await t.app.inject({ url: '/api/admin/dispute', headers: h }), 403);
      status(await decide(dispute.id, h, { outcome: 'rejected', reason: 'genuine-experience' }), 403);
    }
    // The company's support agent and another customer, like the author, neither read the queue nor decide.
    for (const h of [await employee(co.company.id, 'agent'), (await newCustomer(t)).auth]) {
      expectRefused(await t.app.inject({ url: '/api/admin/dispute', headers: h }), 403);
      expectRefused(await decide(dispute.id, h, { outcome: 'rejected', reason: 'genuine-experience' }), 403);
    }
    // complaints.moderate reads the complaints' queue only and does not decide a review's dispute.
    const complaintsOnly = await admin(['complaints.moderate']);
    const queue = ok<DisputeListResponse>(await t.app.inject({ url: '/api/admin/dispute?size=100', headers: complaintsOnly }));
    expect(queue.data.every((d) => d.itemKind === 'complaint')).toBe(true);
    status(await decide(dispute.id, complaintsOnly, { outcome: 'rejected', reason: 'genuine-experience' }), 403);
    expect((await t.app.database.db.select().from(disputes).where(eq(disputes.id, dispute.id)))[0]!.status).toBe('open');
  });
});

describe('opening a dispute', () => {
  it('the review stays public with the label; the record counts it; it is audited; the author is told by bell and e-mail', async () => {
    const sent = smtp.received.length;
    const { co, author, review, dispute } = await disputed();
    expect(dispute).toMatchObject({ status: 'open', reason: 'not-a-customer', viewerSide: 'company', canAddEvidence: true, evidence: [], decision: null, itemId: review.id });
    const days = (Date.parse(dispute.evidenceUntil) - Date.parse(dispute.createdAt)) / 86_400_000;
    expect(days).toBe(7);
    const pub = ok<Review>(await t.app.inject({ url: `/api/review/${review.id}` }));
    expect(pub).toMatchObject({ status: 'published', dispute: 'open' });
    // The company's list of its reviews carries the label too.
    const list = ok<{ data: Review[] }>(await t.app.inject({ url: `/api/review/organization/${co.company.id}` }));
    expect(list.data.find((r) => r.id === review.id)?.dispute).toBe('open');
    // Nothing of the dispute itself reaches the public.
    expect(JSON.stringify(pub)).not.toContain(statement);
    expect(await stats(co.company.id)).toMatchObject({ disputesOpened: 1, disputesUpheld: 0, disputesRejected: 0 });
    expect(ok<Company>(await t.app.inject({ url: `/api/company/GetCompany/${co.company.id}` })).disputeRecord).toEqual({ opened: 1, upheld: 0, rejected: 0 });
    const audit = await t.app.database.db.select().from(auditEntries).where(and(eq(auditEntries.entityType, 'dispute'), eq(auditEntries.entityId, dispute.id)));
    expect(audit.map((a) => a.action)).toEqual(['dispute.open']);
    const bell = await t.app.database.db.select().from(notifications).where(and(eq(notifications.userId, author.user.id), eq(notifications.type, 'dispute')));
    expect(bell).toMatchObject([{ action: `/disputes/${dispute.id}` }]);
    expect(bell[0]!.title).toContain('disputed your review');
    await t.app.platform.jobs.runDue();
    const mail = smtp.received.slice(sent).find((m) => m.to.includes(author.user.email));
    expect(mail, 'a mail to the author').toBeDefined();
    expect(mail!.raw.replace(/=\r?\n/g, '')).toContain('disputed your review');
  });

  it('the company never learns who wrote an anonymous review; the author never learns who disputed it', async () => {
    const { co, author, dispute } = await disputed({ anonymous: true });
    ok(await addEvidence(dispute.id, author.auth, { text: 'I paid by card on 3 October, receipt attached.' }));
    const seen = (await read(dispute.id, co.ownerAuth)).body + (await t.app.inject({ url: '/api/business/dispute', headers: co.ownerAuth })).body;
    for (const secret of [author.user.id, author.user.email, author.user.lastName]) expect(seen).not.toContain(secret);
    const authorSees = (await read(dispute.id, author.auth)).body;
    for (const secret of [co.owner.id, co.owner.email, co.owner.lastName]) expect(authorSees).not.toContain(secret);
  });

  it('one open dispute per item (409); an unknown reason or kind is a 400 naming the field; a hidden review cannot be disputed', async () => {
    const { co, review } = await disputed();
    status(await open(co.ownerAuth, { itemKind: 'review', itemId: review.id, reason: 'fake', statement }), 409);
    const bad = await open(co.ownerAuth, { itemKind: 'review', itemId: review.id, reason: 'too-harsh', statement });
    status(bad, 400);
    expect(bad.json<{ message: string }>().message).toContain('reason');
    const noStatement = await open(co.ownerAuth, { itemKind: 'rating', itemId: review.id, reason: 'fake' });
    status(noStatement, 400);
    expect(noStatement.body).toMatch(/itemKind|statement/);
    const hidden = await writeReview((await newCustomer(t)).auth, co.company.id);
    await t.app.database.db.update(reviews).set({ hidden: true }).where(eq(reviews.id, hidden.id));
    status(await open(co.ownerAuth, { itemKind: 'review', itemId: hidden.id, reason: 'fake', statement }), 409);
    status(await open(co.ownerAuth, { itemKind: 'review', itemId: crypto.randomUUID(), reason: 'fake', statement }), 404);
  });

  it('a complaint can be disputed the same way and carries the label, on its page and on its card in every list', async () => {
    const co = await newCompany(t);
    const author = await newCustomer(t);
    const c = await fileComplaint(author.auth, co.company.id);
    const quiet = await fileComplaint((await newCustomer(t)).auth, co.company.id);
    const d = ok<Dispute>(await open(co.ownerAuth, { itemKind: 'complaint', itemId: c.id, reason: 'personal-data', statement }), 201);
    expect(d.itemKind).toBe('complaint');
    expect(ok<Complaint>(await t.app.inject({ url: `/api/complaint/${c.id}` })).dispute).toBe('open');
    expect(ok<Complaint>(await t.app.inject({ url: `/api/complaint/${c.id}`, headers: co.ownerAuth })).can.dispute).toBe(false);
    // The cards: the company's public list (signed out, another company, the company itself), the author's own list and
    // the admins' list; a complaint never disputed has no label (the author's list holds only their own).
    const other = await newCompany(t);
    const lists: [string, Headers | undefined][] = [
      [`/api/complaint/complaintByOrganizationId/${co.company.id}`, undefined],
      [`/api/complaint/complaintByOrganizationId/${co.company.id}`, other.ownerAuth],
      [`/api/complaint/complaintByOrganizationId/${co.company.id}`, co.ownerAuth],
      ['/api/complaint', author.auth],
      ['/api/complaint?size=100', await admin(['complaints.moderate'])],
    ];
    for (const [url, headers] of lists) {
      const cards = ok<ComplaintListResponse>(await t.app.inject({ url, headers })).data;
      expect(cards.find((x) => x.id === c.id)?.dispute, url).toBe('open');
      if (headers !== author.auth) expect(cards.find((x) => x.id === quiet.id)?.dispute, url).toBeNull();
    }
    // Nothing of the dispute itself is on a card.
    expect((await t.app.inject({ url: `/api/complaint/complaintByOrganizationId/${co.company.id}` })).body).not.toContain(statement);
  });
});

describe('evidence', () => {
  it('both sides add text and uploaded files; each sees both, by side; moderators read both', async () => {
    const { co, author, dispute } = await disputed();
    ok(await addEvidence(dispute.id, co.ownerAuth, { text: 'Our order system has no such customer.', files: ['/uploads/dispute-evidence/2026/11/a.png'] }));
    const mine = ok<Dispute>(await addEvidence(dispute.id, author.auth, { text: 'Receipt from 3 October.' }));
    expect(mine.evidence).toMatchObject([
      { side: 'company', mine: false, text: 'Our order system has no such customer.', files: ['/uploads/dispute-evidence/2026/11/a.png'] },
      { side: 'author', mine: true, text: 'Receipt from 3 October.' },
    ]);
    expect(ok<Dispute>(await read(dispute.id, co.ownerAuth)).evidence.map((e) => e.mine)).toEqual([true, false]);
    expect(ok<Dispute>(await read(dispute.id, await admin(['reviews.moderate']))).evidence).toHaveLength(2);
    const audit = await t.app.database.db.select().from(auditEntries).where(and(eq(auditEntries.entityId, dispute.id), eq(auditEntries.action, 'dispute.evidence')));
    expect(audit).toHaveLength(2);
    // Each side hears of the other's evidence in the bell, naming no person.
    const toAuthor = await t.app.database.db.select().from(notifications).where(and(eq(notifications.userId, author.user.id), eq(notifications.type, 'dispute')));
    expect(toAuthor.map((n) => n.title)).toContain(`${co.company.name} added evidence to its dispute of your review`);
    const toCompany = await t.app.database.db.select().from(notifications).where(and(eq(notifications.companyId, co.company.id), eq(notifications.type, 'dispute')));
    expect(toCompany.map((n) => n.title)).toEqual(['The author added evidence to your dispute of a review']);
  });

  it('a file not uploaded to the evidence folder or empty text is a 400 naming the field; after the deadline a 409', async () => {
    const { co, author, dispute } = await disputed();
    const badFile = await addEvidence(dispute.id, co.ownerAuth, { text: 'x', files: ['https://evil.example/a.png'] });
    status(badFile, 400);
    expect(badFile.body).toContain('files');
    const empty = await addEvidence(dispute.id, author.auth, { text: '   ' });
    status(empty, 400);
    expect(empty.body).toContain('text');
    await closeEvidence(dispute.id);
    status(await addEvidence(dispute.id, author.auth, { text: 'Late' }), 409);
    expect(ok<Dispute>(await read(dispute.id, author.auth)).canAddEvidence).toBe(false);
  });
});

describe('deciding a dispute', () => {
  it('the queue is paginated, open disputes oldest deadline first', async () => {
    const a = await disputed();
    const b = await disputed();
    await t.app.database.db.update(disputes).set({ evidenceUntil: new Date('2020-01-01T00:00:00Z') }).where(eq(disputes.id, b.dispute.id));
    await t.app.database.db.update(disputes).set({ evidenceUntil: new Date('2020-01-02T00:00:00Z') }).where(eq(disputes.id, a.dispute.id));
    const page = ok<DisputeListResponse>(await t.app.inject({ url: '/api/admin/dispute?size=1', headers: await admin(['reviews.moderate']) }));
    expect(page.data.map((d) => d.id)).toEqual([b.dispute.id]);
    expect(page.meta).toMatchObject({ hasNextPage: true, nextPage: 2 });
    const second = ok<DisputeListResponse>(await t.app.inject({ url: '/api/admin/dispute?size=1&page=2', headers: await admin(['reviews.moderate']) }));
    expect(second.data.map((d) => d.id)).toEqual([a.dispute.id]);
  });

  it('before the deadline a decision is a 409; a bad outcome or reason is a 400', async () => {
    const { dispute } = await disputed();
    const mod = await admin(['reviews.moderate']);
    status(await decide(dispute.id, mod, { outcome: 'rejected', reason: 'genuine-experience' }), 409);
    await closeEvidence(dispute.id);
    status(await decide(dispute.id, mod, { outcome: 'maybe', reason: 'fake' }), 400);
    const wrongList = await decide(dispute.id, mod, { outcome: 'rejected', reason: 'spam' });
    status(wrongList, 400);
    expect(wrongList.body).toContain('reason');
    status(await decide(dispute.id, mod, { outcome: 'upheld', reason: 'other' }), 400);
  });

  it('before the deadline a moderator may decide once both sides have given evidence, not before', async () => {
    const { co, author, dispute } = await disputed();
    const mod = await admin(['reviews.moderate']);
    ok(await addEvidence(dispute.id, co.ownerAuth, { text: 'No such order in our system.' }));
    status(await decide(dispute.id, mod, { outcome: 'rejected', reason: 'genuine-experience' }), 409);
    ok(await addEvidence(dispute.id, author.auth, { text: 'Receipt from 3 October.' }));
    expect(ok<Dispute>(await decide(dispute.id, mod, { outcome: 'rejected', reason: 'genuine-experience' })).status).toBe('rejected');
    status(await addEvidence(dispute.id, author.auth, { text: 'More' }), 409);
  });

  it('rejected: the review stays, the label goes, a neutral state remains; both are told; the same reason cannot come back', async () => {
    const { co, author, review, dispute } = await disputed({ reason: 'fake' });
    await closeEvidence(dispute.id);
    const sent = smtp.received.length;
    const done = ok<Dispute>(await decide(dispute.id, await admin(['reviews.moderate']), { outcome: 'rejected', reason: 'genuine-experience', note: 'The receipt matches.' }));
    expect(done).toMatchObject({ status: 'rejected', decision: { outcome: 'rejected', reason: 'genuine-experience', note: 'The receipt matches.' } });
    expect(ok<Review>(await t.app.inject({ url: `/api/review/${review.id}` }))).toMatchObject({ status: 'published', hidden: false, dispute: 'rejected' });
    expect(await stats(co.company.id)).toMatchObject({ disputesOpened: 1, disputesUpheld: 0, disputesRejected: 1 });
    expect(ok<Dispute>(await read(dispute.id, author.auth)).decision?.reasonLabel).toBe('It describes a genuine experience');
    const toAuthor = await t.app.database.db.select().from(notifications).where(and(eq(notifications.userId, author.user.id), eq(notifications.type, 'dispute')));
    const toCompany = await t.app.database.db.select().from(notifications).where(and(eq(notifications.companyId, co.company.id), eq(notifications.type, 'dispute')));
    expect(toAuthor.map((n) => n.title)).toContain('The dispute about your review was rejected: the review stays published');
    expect(toCompany.map((n) => n.title)).toEqual(['Your dispute of a review was rejected: the review stays published']);
    await t.app.platform.jobs.runDue();
    expect(smtp.received.slice(sent).some((m) => m.to.includes(author.user.email))).toBe(true);
    expect(smtp.received.slice(sent).some((m) => m.to.includes(co.owner.email))).toBe(true);
    // Not again for the same reason (409 naming it), and the database refuses it too; another reason may be tried.
    const again = await open(co.ownerAuth, { itemKind: 'review', itemId: review.id, reason: 'fake', statement });
    status(again, 409);
    expect(again.body).toContain('reason');
    await expect(t.app.database.db.insert(disputes).values({
      itemKind: 'review', itemId: review.id, companyId: co.company.id, reason: 'fake', statement, evidenceUntil: new Date(),
    })).rejects.toThrow();
    ok(await open(co.ownerAuth, { itemKind: 'review', itemId: review.id, reason: 'conflict-of-interest', statement }), 201);
    const audit = await t.app.database.db.select().from(auditEntries).where(and(eq(auditEntries.entityId, dispute.id), eq(auditEntries.action, 'dispute.reject')));
    expect(audit).toHaveLength(1);
  });

  it('upheld: the review is hidden through moderation with the reason, the figures follow, both are told', async () => {
    const { co, author, review, dispute } = await disputed({ anonymous: false });
    const before = await stats(co.company.id);
    await closeEvidence(dispute.id);
    const done = ok<Dispute>(await decide(dispute.id, await admin(['reviews.moderate']), { outcome: 'upheld', reason: 'fake', note: 'No such order.' }));
    expect(done).toMatchObject({ status: 'upheld', decision: { outcome: 'upheld', reasonLabel: 'Fake or misleading' } });
    status(await t.app.inject({ url: `/api/review/${review.id}` }), 404);
    const row = (await t.app.database.db.select().from(reviews).where(eq(reviews.id, review.id)))[0]!;
    expect(row).toMatchObject({ hidden: true, hiddenByModerator: true, hiddenReason: 'Fake or misleading: No such order.' });
    const after = await stats(co.company.id);
    expect(after).toMatchObject({ reviewsPublic: before.reviewsPublic - 1, disputesUpheld: 1, disputesRejected: 0 });
    const actions = (await t.app.database.db.select().from(auditEntries).where(eq(auditEntries.companyId, co.company.id))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['dispute.open', 'review.moderate.hide', 'dispute.uphold']));
    // The author still reads their review, with the outcome; the company reads the outcome too.
    expect(ok<Review>(await t.app.inject({ url: `/api/review/${review.id}`, headers: author.auth })).hidden).toBe(true);
    expect(ok<Dispute>(await t.app.inject({ url: `/api/dispute?itemKind=review&itemId=${review.id}`, headers: author.auth })).status).toBe('upheld');
    expect(ok<Dispute>(await t.app.inject({ url: `/api/dispute?itemKind=review&itemId=${review.id}`, headers: co.ownerAuth })).status).toBe('upheld');
    status(await decide(dispute.id, await admin(['reviews.moderate']), { outcome: 'rejected', reason: 'genuine-experience' }), 409);
  });

  it('the stats recount rebuilds the dispute record and the invited reviews from the rows, to the same figures', async () => {
    const co = await newCompany(t);
    const db = t.app.database.db;
    const mod = await admin(['reviews.moderate']);
    const disputeOne = async () => {
      const review = await writeReview((await newCustomer(t)).auth, co.company.id);
      return ok<Dispute>(await open(co.ownerAuth, { itemKind: 'review', itemId: review.id, reason: 'fake', statement }), 201);
    };
    const [up, down] = [await disputeOne(), await disputeOne()];
    await disputeOne();
    await closeEvidence(up.id);
    await closeEvidence(down.id);
    ok(await decide(up.id, mod, { outcome: 'upheld', reason: 'fake' }));
    ok(await decide(down.id, mod, { outcome: 'rejected', reason: 'genuine-experience' }));
    // One live review came from an invitation (the invitations' branch sets source; the live path refreshes the figure).
    const invited = await writeReview((await newCustomer(t)).auth, co.company.id);
    await db.update(reviews).set({ source: 'invited' }).where(eq(reviews.id, invited.id));
    await refreshCompanyReviewFigures(db, co.company.id);
    const before = await stats(co.company.id);
    expect(before).toMatchObject({ disputesOpened: 3, disputesUpheld: 1, disputesRejected: 1, reviewsInvited: 1 });

    await db.update(companyStats).set({ disputesOpened: 0, disputesUpheld: 0, disputesRejected: 0, reviewsInvited: 0 }).where(eq(companyStats.companyId, co.company.id));
    await recomputeAllStats(t.app.database);
    const after = await stats(co.company.id);
    const record = (s: typeof before) => ({ opened: s.disputesOpened, upheld: s.disputesUpheld, rejected: s.disputesRejected, invited: s.reviewsInvited });
    expect(record(after)).toEqual(record(before));
    expect(ok<Company>(await t.app.inject({ url: `/api/company/GetCompany/${co.company.id}` })).disputeRecord).toEqual({ opened: 3, upheld: 1, rejected: 1 });
  });

  it('the transparency counts: opened, upheld and rejected in a time range', async () => {
    const from = new Date();
    const a = await disputed();
    const b = await disputed();
    await closeEvidence(a.dispute.id);
    await closeEvidence(b.dispute.id);
    const mod = await admin(['reviews.moderate']);
    ok(await decide(a.dispute.id, mod, { outcome: 'upheld', reason: 'fake' }));
    ok(await decide(b.dispute.id, mod, { outcome: 'rejected', reason: 'insufficient-evidence' }));
    const to = new Date(Date.now() + 1000);
    const month = from.toISOString().slice(0, 7);
    expect((await disputesByMonth(t.app.database.db, from, to)).get(month)).toEqual({ opened: 2, upheld: 1, rejected: 1 });
    expect((await disputesByMonth(t.app.database.db, new Date('2020-01-01'), new Date('2020-02-01'))).size).toBe(0);
  });
});
