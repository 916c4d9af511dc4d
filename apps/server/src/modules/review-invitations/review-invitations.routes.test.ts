// Review invitations through the real app and a real SMTP server (issue 39, decision 161): the portal's batch (preview,
// de-duplication, the monthly allowance), the API's personal link, the mail's fixed words, the single-use link that
// only the invited address's account may spend, the Invited and Verified labels it gives the review, the counts, and who
// may do any of it. Reviews and complaints written here already send experiencedOn (required by another change).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedReviewInvitation, Review, ReviewInvitationBatch, ReviewInvitationLink, ReviewInvitationList } from '@redress/contract';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { startSmtp } from '../../../test/smtp.ts';
import { newApiKey } from '../../../test/people.ts';
import { expectRefused } from '../../../test/refused.ts';
import { targetFactories } from '../../../test/targets.ts';
import { companyStats, employees, plans, reviewInvitations, subscriptions } from '../../db/schema/index.ts';
import { insertUser } from '../users/users.repository.ts';
import { hashInvitationToken } from './review-invitations.service.ts';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let f: ReturnType<typeof targetFactories>;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
  f = targetFactories(t);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const EXPERIENCED_ON = '2026-10-01';
const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const send = (headers: Record<string, string>, recipients: object[]) => inject('POST', '/api/business/review-invitations', headers, { recipients });
const preview = (headers: Record<string, string>, recipients: object[]) => inject('POST', '/api/business/review-invitations/preview', headers, { recipients });
const list = async (headers: Record<string, string>) => {
  const r = await inject('GET', '/api/business/review-invitations?size=50', headers);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<ReviewInvitationList>();
};
const writeReview = (headers: Record<string, string>, extra: object) => inject('POST', '/api/review', headers, {
  rating: 4, review: 'Quick delivery', description: 'The parcel came on the day they said it would.', experiencedOn: EXPERIENCED_ON, ...extra,
});

/** The mail's quoted-printable body as text, and the invitation token in its link. */
function mailTo(email: string) {
  const mails = smtp.received.filter((m) => m.to.includes(email));
  expect(mails, `one mail to ${email}`).toHaveLength(1);
  const text = mails[0]!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const token = /\/review-invitation\/([A-Za-z0-9_-]{20,100})/.exec(text)?.[1];
  expect(token).toBeDefined();
  return { text, token: token! };
}

async function onPlan(companyId: string, code: 'growth' | 'enterprise') {
  const db = t.app.database.db;
  const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.code, code));
  await db.insert(subscriptions).values({ companyId, planId: plan!.id, status: 'active' });
}

async function staff(companyId: string, role: 'manager' | 'agent') {
  const u = await insertUser(t.app.database.db, { email: `${role}-${crypto.randomUUID()}@shop.example`, firstName: 'Sam', lastName: role, profileType: 'employee', companyId, emailVerified: true });
  await t.app.database.db.insert(employees).values({ userId: u.id, companyId, role });
  return t.authHeader({ id: u.id, role: 'employee', companyId });
}

describe('review invitations by mail from the portal', () => {
  it('previews, then mails each address once with Redress\'s fixed words; duplicates and recent invitations are skipped and named', async () => {
    const c = await f.company();
    const [ann, ben] = [await f.customer(), await f.customer()];
    const batch = [{ email: ann.user.email, name: 'Ann Lee' }, { email: ben.user.email.toUpperCase() }, { email: ann.user.email }];

    const p = await preview(c.ownerAuth, batch);
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json<ReviewInvitationBatch>()).toMatchObject({
      toSend: [{ email: ann.user.email, name: 'Ann Lee' }, { email: ben.user.email, name: null }],
      skipped: [{ email: ann.user.email, reason: 'repeated-in-list' }],
      allowance: { limit: 50, used: 0, remaining: 50, planName: 'Free' }, fits: true,
      message: '2 invitations will be sent, 1 address skipped (1 duplicate in the list)',
    });
    expect((await list(c.ownerAuth)).counts.sent).toBe(0);

    const r = await send(c.ownerAuth, batch);
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json<ReviewInvitationBatch>()).toMatchObject({ allowance: { used: 2, remaining: 48 }, message: '2 invitations sent, 1 address skipped (1 duplicate in the list)' });

    await t.app.platform.jobs.runDue();
    const mail = mailTo(ann.user.email);
    expect(mail.text).toContain(`${c.company.name} invites you to review them on Redress`);
    expect(mail.text).toContain('Hello Ann Lee,');
    expect(mail.text).toContain('good or bad, every honest review is welcome');
    expect(mail.text).toContain('cannot change or remove it');
    expect(mail.text).not.toMatch(/5 stars|positive|great review/i);
    expect(mail.text).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // The body's opt-out is the page (decision 180), the header the one-click API address.
    expect(mail.text).toMatch(/\/unsubscribe\/invitations\?email=/);
    expect(mail.text).toMatch(/List-Unsubscribe:\s+<[^>]*\/api\/tell-a-friend\/unsubscribe\?email=/);
    mailTo(ben.user.email);
    // Stored hashed: the token is nowhere in the table, its SHA-256 is.
    const rows = await t.app.database.db.select().from(reviewInvitations).where(eq(reviewInvitations.companyId, c.company.id));
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toContain(mail.token);
    expect(rows.map((x) => x.tokenHash)).toContain(hashInvitationToken(mail.token));

    // Within 30 days, the same addresses are skipped and nothing is mailed.
    const again = await send(c.ownerAuth, [{ email: ben.user.email }]);
    expect(again.statusCode).toBe(201);
    expect(again.json<ReviewInvitationBatch>()).toMatchObject({ toSend: [], skipped: [{ email: ben.user.email, reason: 'invited-recently' }], message: 'No invitation sent, 1 address skipped (1 address invited in the last 30 days)' });
    await t.app.platform.jobs.runDue();
    mailTo(ben.user.email);

    // Audited once, for the send that mailed (the one that skipped everything wrote nothing).
    const audit = await t.app.database.query<{ action: string; after: unknown }>('SELECT action, after FROM audit_entries WHERE company_id = $1 ORDER BY created_at', [c.company.id]);
    expect(audit.rows).toEqual([{ action: 'review_invitation.send', after: { sent: 2, skipped: 1 } }]);

    const l = await list(c.ownerAuth);
    expect(l.counts).toEqual({ sent: 2, opened: 0, reviewed: 0 });
    expect(l.data.map((i) => [i.email, i.state, i.channel])).toEqual(expect.arrayContaining([[ann.user.email, 'sent', 'mail'], [ben.user.email, 'sent', 'mail']]));
    expect(l.meta.totalResults).toBe(2);
  });

  it('the link opens the invitation; its account writes an Invited, verified review once; the counts follow', async () => {
    const c = await f.company();
    const ann = await f.customer();
    expect((await send(c.ownerAuth, [{ email: ann.user.email }])).statusCode).toBe(201);
    await t.app.platform.jobs.runDue();
    const { token } = mailTo(ann.user.email);

    // Signed out: the page learns the company and whom it is for, and the invitation counts opened.
    const opened = await inject('GET', `/api/review-invitations/${token}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<OpenedReviewInvitation>()).toMatchObject({ state: 'open', company: { id: c.company.id, name: c.company.name }, accountMatches: null, emailHint: expect.stringMatching(/^f\*\*\*@example\.com$/) });
    expect((await list(c.ownerAuth)).counts).toEqual({ sent: 1, opened: 1, reviewed: 0 });
    expect((await inject('GET', `/api/review-invitations/${token}`, ann.auth)).json<OpenedReviewInvitation>().accountMatches).toBe(true);

    const r = await writeReview(ann.auth, { invitationToken: token });
    expect(r.statusCode, r.body).toBe(201);
    const review = r.json<{ review: Review }>().review;
    expect(review).toMatchObject({ source: 'invited', verifiedVia: 'invitation', reviewOrganizationDto: { organizationId: c.company.id } });
    // Everyone reads the labels' facts.
    expect((await inject('GET', `/api/review/${review.id}`)).json<Review>()).toMatchObject({ source: 'invited', verifiedVia: 'invitation' });
    const [stats] = await t.app.database.db.select({ invited: companyStats.reviewsInvited }).from(companyStats).where(eq(companyStats.companyId, c.company.id));
    expect(stats!.invited).toBe(1);

    const l = await list(c.ownerAuth);
    expect(l.counts).toEqual({ sent: 1, opened: 1, reviewed: 1 });
    expect(l.data[0]).toMatchObject({ state: 'reviewed', reviewId: review.id });

    // Single use: a second review from it is refused, and says so.
    const twice = await writeReview(ann.auth, { invitationToken: token });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().details).toEqual([{ field: 'invitationToken', message: 'was used for a review already' }]);
    expect((await inject('GET', `/api/review-invitations/${token}`)).json<OpenedReviewInvitation>().state).toBe('reviewed');
  });

  it('another account cannot spend it (403 naming the field, nothing written), nor an expired one (409), nor one for another company', async () => {
    const c = await f.company();
    const other = await f.company();
    const [ann, eve] = [await f.customer(), await f.customer()];
    await send(c.ownerAuth, [{ email: ann.user.email }]);
    await t.app.platform.jobs.runDue();
    const { token } = mailTo(ann.user.email);

    expect((await inject('GET', `/api/review-invitations/${token}`, eve.auth)).json<OpenedReviewInvitation>().accountMatches).toBe(false);
    const stranger = await writeReview(eve.auth, { invitationToken: token });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().details[0]).toMatchObject({ field: 'invitationToken', message: expect.stringMatching(/^is for f\*\*\*@example\.com: sign in with that address/) });
    expect((await list(c.ownerAuth)).counts.reviewed).toBe(0);

    const elsewhere = await writeReview(ann.auth, { invitationToken: token, organizationId: other.company.id });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().details[0]).toEqual({ field: 'invitationToken', message: `is an invitation to review ${c.company.name}, not this company` });

    await t.app.database.db.update(reviewInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(reviewInvitations.tokenHash, hashInvitationToken(token)));
    expect((await inject('GET', `/api/review-invitations/${token}`)).json<OpenedReviewInvitation>().state).toBe('expired');
    const late = await writeReview(ann.auth, { invitationToken: token });
    expect(late.statusCode).toBe(409);
    expect(late.json().details).toEqual([{ field: 'invitationToken', message: 'has expired' }]);
    expect((await list(c.ownerAuth)).data[0]!.state).toBe('expired');

    expect((await inject('GET', '/api/review-invitations/abcdefghijklmnopqrstuvwxyz012345')).statusCode).toBe(404);
    const unknown = await writeReview(ann.auth, { invitationToken: 'abcdefghijklmnopqrstuvwxyz012345' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0]).toEqual({ field: 'invitationToken', message: 'is not an invitation on Redress' });
  });

  it('keeps to the plan\'s monthly allowance: over it is a 403 naming recipients that sends nothing', async () => {
    const c = await f.company();
    const db = t.app.database.db;
    await db.insert(reviewInvitations).values(Array.from({ length: 49 }, (_, i) => ({
      companyId: c.company.id, email: `earlier${i}@example.com`, channel: 'link' as const, tokenHash: crypto.randomUUID(), expiresAt: new Date(Date.now() + 86_400_000),
    })));
    // Last month's invitations do not count.
    await db.insert(reviewInvitations).values({ companyId: c.company.id, email: 'old@example.com', channel: 'link', tokenHash: crypto.randomUUID(), expiresAt: new Date(), createdAt: new Date(Date.UTC(2020, 0, 5)) });
    const [a, b] = [await f.customer(), await f.customer()];
    const p = (await preview(c.ownerAuth, [{ email: a.user.email }, { email: b.user.email }])).json<ReviewInvitationBatch>();
    expect(p).toMatchObject({ fits: false, allowance: { limit: 50, used: 49, remaining: 1 } });

    const r = await send(c.ownerAuth, [{ email: a.user.email }, { email: b.user.email }]);
    expect(r.statusCode).toBe(403);
    expect(r.json().details).toEqual([{ field: 'recipients', message: '2 invitations to send, but the Free plan has 1 of its 50 left this month' }]);
    expect((await list(c.ownerAuth)).counts.sent).toBe(50);

    const one = await send(c.ownerAuth, [{ email: a.user.email }]);
    expect(one.statusCode).toBe(201);
    expect(one.json<ReviewInvitationBatch>().allowance).toMatchObject({ used: 50, remaining: 0 });
    const link = await inject('POST', '/api/business/review-invitations/link', c.ownerAuth, { email: b.user.email });
    expect(link.statusCode).toBe(403);
    expect(link.json().details[0].field).toBe('email');
  });

  it.each([
    ['no address', [], 'recipients', 'add at least one address'],
    ['an invalid address', [{ email: 'ok@example.com' }, { email: 'not-an-address' }], 'recipients.1.email', 'must be a valid e-mail address'],
    ['a long name', [{ email: 'ok@example.com', name: 'x'.repeat(101) }], 'recipients.0.name', 'must be at most 100 characters'],
  ])('refuses %s with a 400 naming the field, sending nothing', async (_what, recipients, field, message) => {
    const c = await f.company();
    const r = await send(c.ownerAuth, recipients);
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().details[0]).toEqual({ field, message });
    expect((await list(c.ownerAuth)).counts.sent).toBe(0);
  });
});

describe('a personal link through the API', () => {
  it('the owner\'s API key creates a link Redress does not mail; the invited customer reviews with it', async () => {
    const c = await f.company();
    await onPlan(c.company.id, 'growth');
    const key = await inject('POST', '/api/business/generateCredentials', c.ownerAuth, { companyId: c.company.id, label: 'Checkout' });
    expect(key.statusCode, key.body).toBe(201);
    const { clientId, apiKey } = key.json<{ clientId: string; apiKey: string }>();
    const api = { 'x-client-id': clientId, 'x-api-key': apiKey };
    const ann = await f.customer();

    const r = await inject('POST', '/api/business/review-invitations/link', api, { email: ann.user.email, name: 'Ann' });
    expect(r.statusCode, r.body).toBe(201);
    const link = r.json<ReviewInvitationLink>();
    expect(link.url).toMatch(/\/review-invitation\/[A-Za-z0-9_-]{32}$/);
    expect(link).toMatchObject({ invitation: { email: ann.user.email, name: 'Ann', channel: 'link', state: 'sent' }, allowance: { limit: 1000, used: 1, planName: 'Growth' } });
    await t.app.platform.jobs.runDue();
    expect(smtp.received.filter((m) => m.to.includes(ann.user.email))).toHaveLength(0);
    const audit = await t.app.database.query<{ action: string; entity_id: string }>("SELECT action, entity_id FROM audit_entries WHERE company_id = $1 AND action LIKE 'review_invitation.%'", [c.company.id]);
    expect(audit.rows).toEqual([{ action: 'review_invitation.link', entity_id: link.invitation.id }]);

    const again = await inject('POST', '/api/business/review-invitations/link', api, { email: ann.user.email });
    expect(again.statusCode).toBe(409);
    expect(again.json().details).toEqual([{ field: 'email', message: 'was invited in the last 30 days' }]);

    const token = link.url.split('/').pop()!;
    const review = await writeReview(ann.auth, { invitationToken: token });
    expect(review.statusCode, review.body).toBe(201);
    expect(review.json<{ review: Review }>().review).toMatchObject({ source: 'invited', verifiedVia: 'invitation' });
    expect((await list(api)).counts).toEqual({ sent: 1, opened: 1, reviewed: 1 });
  });
});

describe('who may invite', () => {
  it('the owner and managers; not agents, customers, admins, nor anyone signed out; each company sees only its own', async () => {
    const c = await f.company();
    const other = await f.company();
    const ann = await f.customer();
    const manager = await staff(c.company.id, 'manager');
    const agent = await staff(c.company.id, 'agent');
    const body = [{ email: ann.user.email }];

    expect((await send({}, body)).statusCode).toBe(401);
    expect((await inject('GET', '/api/business/review-invitations')).statusCode).toBe(401);
    expect((await inject('POST', '/api/business/review-invitations/link', {}, { email: ann.user.email })).statusCode).toBe(401);
    for (const who of [ann.auth, agent, await f.admin()]) {
      expect((await send(who, body)).statusCode).toBe(403);
      expect((await preview(who, body)).statusCode).toBe(403);
      expect((await inject('POST', '/api/business/review-invitations/link', who, { email: ann.user.email })).statusCode).toBe(403);
      expect((await inject('GET', '/api/business/review-invitations', who)).statusCode).toBe(403);
    }
    expect((await list(c.ownerAuth)).counts.sent).toBe(0);

    const m = await send(manager, body);
    expect(m.statusCode, m.body).toBe(201);
    expect((await list(c.ownerAuth)).counts.sent).toBe(1);
    // Another company's owner neither sees this company's invitations nor is stopped by them.
    expect((await list(other.ownerAuth)).data).toEqual([]);
    expect((await send(other.ownerAuth, body)).json<ReviewInvitationBatch>().toSend).toHaveLength(1);
  });
});

describe('API keys of another company', () => {
  it('read and count only their own company\'s invitations; a key sent with another company\'s client id is a 401', async () => {
    const c = await f.company();
    const other = await f.company();
    const ann = await f.customer();
    expect((await send(c.ownerAuth, [{ email: ann.user.email }])).statusCode).toBe(201);
    const ours = await newApiKey(t, c.company.id, c.ownerAuth);
    const theirs = await newApiKey(t, other.company.id, other.ownerAuth);
    const seen = await list(theirs);
    expect(seen.data).toEqual([]);
    expect(seen.counts).toEqual({ sent: 0, opened: 0, reviewed: 0 });
    expect((await list(ours)).counts.sent).toBe(1);
    const mixed = { 'x-client-id': ours['x-client-id'], 'x-api-key': theirs['x-api-key'] };
    expectRefused(await inject('GET', '/api/business/review-invitations', mixed), 401);
    expectRefused(await inject('POST', '/api/business/review-invitations/link', mixed, { email: ann.user.email }), 401);
    expectRefused(await send(mixed, [{ email: ann.user.email }]), 401);
  });
});

describe('verified experience from a complaint', () => {
  it('a review by the author of a resolved or closed complaint to the company is verified by it; an open complaint verifies nothing', async () => {
    const c = await f.company();
    const [solved, closed, open] = [await f.customer(), await f.customer(), await f.customer()];
    await f.complaint(solved.user.id, c.company.id, { status: 'resolved', experiencedOn: EXPERIENCED_ON });
    await f.complaint(closed.user.id, c.company.id, { status: 'unresolved', experiencedOn: EXPERIENCED_ON });
    await f.complaint(open.user.id, c.company.id, { status: 'in-review', experiencedOn: EXPERIENCED_ON });
    const other = await f.company();
    await f.complaint(open.user.id, other.company.id, { status: 'resolved', experiencedOn: EXPERIENCED_ON });

    for (const [who, verifiedVia] of [[solved, 'complaint'], [closed, 'complaint'], [open, null]] as const) {
      const r = await writeReview(who.auth, { organizationId: c.company.id });
      expect(r.statusCode, r.body).toBe(201);
      expect(r.json<{ review: Review }>().review).toMatchObject({ source: 'organic', verifiedVia });
    }
  });
});
