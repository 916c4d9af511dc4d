// What the public reads of disputes in the first HTML (decision 66, decision 167), on the real web build: the
// "Under dispute" label on a review's and a complaint's page, the neutral line once a dispute is rejected, and the
// company's dispute record on its page; never the dispute's reason, statement or evidence, nor an anonymous author.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Dispute, Review } from '@redress/contract';
import { pageOf, rootOf, useTestAppWithPages } from '../../../test/pages.ts';
import { companyWithOwner, customerNamed, fileComplaint } from '../../../test/public-content.ts';
import { disputes } from '../../db/schema/index.ts';

const t = useTestAppWithPages();
const page = pageOf(t);
const statement = 'Nobody by this name ever ordered from us; our books for October show no such sale.';

async function setup(name: string) {
  const c = await companyWithOwner(t, name);
  const owner = await t.authHeader({ id: c.ownerUserId!, role: 'organization', companyId: c.id });
  const author = await customerNamed(t, 'Nomsa', 'Privatename');
  const posted = await t.app.inject({
    method: 'POST', url: '/api/review', headers: author.auth,
    payload: { organizationId: c.id, rating: 1, review: 'Kettle leaked', description: 'It leaked on the counter from the first day.', anonymous: true, experiencedOn: '2026-10-01' },
  });
  expect(posted.statusCode, posted.body).toBe(201);
  const review = posted.json<{ review: Review }>().review;
  const opened = await t.app.inject({ method: 'POST', url: '/api/dispute', headers: owner, payload: { itemKind: 'review', itemId: review.id, reason: 'not-a-customer', statement } });
  expect(opened.statusCode, opened.body).toBe(201);
  return { c, owner, author, review, dispute: opened.json<Dispute>() };
}

describe('disputes in the first HTML', () => {
  it('a disputed review\'s page carries the "Under dispute" label and nothing of the dispute or the anonymous author', async () => {
    const { author, review } = await setup('Disputed Kettles');
    const r = await page(`/reviews/${review.id}`);
    expect(r.statusCode).toBe(200);
    const root = rootOf(r.body);
    expect(root).toContain('Kettle leaked');
    expect(root).toContain('Under dispute');
    for (const secret of [statement, 'The author was never a customer', author.user.lastName, author.user.email]) expect(r.body).not.toContain(secret);
  });

  it('once rejected, the label goes and the neutral line stays; the company page shows its dispute record', async () => {
    const { c, review, dispute } = await setup('Kept Kettles');
    await t.app.database.db.update(disputes).set({ evidenceUntil: new Date(Date.now() - 1000) }).where(eq(disputes.id, dispute.id));
    const mod = await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['reviews.moderate'] });
    const decided = await t.app.inject({ method: 'POST', url: `/api/admin/dispute/${dispute.id}/decision`, headers: mod, payload: { outcome: 'rejected', reason: 'genuine-experience' } });
    expect(decided.statusCode, decided.body).toBe(200);
    const root = rootOf((await page(`/reviews/${review.id}`)).body);
    expect(root).not.toContain('Under dispute');
    expect(root).toContain('The company disputed this review; a moderator looked at both sides and kept it.');
    const company = rootOf((await page(`/companies/explore/${c.slug}`)).body);
    expect(company).toContain('Dispute record');
    expect(company).toMatch(/>1<\/span><span[^>]*>Dispute opened</);
    expect(company).toMatch(/>0<\/span><span[^>]*>Upheld \(item removed\)</);
    expect(company).toMatch(/>1<\/span><span[^>]*>Rejected \(item kept\)</);
  });

  it('a disputed complaint\'s page carries the label', async () => {
    const c = await companyWithOwner(t, 'Disputed Fridges');
    const owner = await t.authHeader({ id: c.ownerUserId!, role: 'organization', companyId: c.id });
    const author = await customerNamed(t, 'Ayanda', 'Complainer');
    const complaint = await fileComplaint(t, author.auth, c.id, { experiencedOn: '2026-10-01' });
    const opened = await t.app.inject({ method: 'POST', url: '/api/dispute', headers: owner, payload: { itemKind: 'complaint', itemId: complaint.id, reason: 'offensive', statement } });
    expect(opened.statusCode, opened.body).toBe(201);
    const root = rootOf((await page(`/complaints/${complaint.id}`)).body);
    expect(root).toContain(complaint.complaint);
    expect(root).toContain('Under dispute');
    expect(root).not.toContain(statement);
  });
});
