// The company page's disclosure (issue 39, decision 165): how its reviews are collected and checked, from counters kept
// in the writes' transactions: claimed or not, the share of invited reviews, whether it pays for a plan, and the 9 pm
// rule's on-time record, which the stats recount rebuilds to the same figures.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Company, CompanyTrust, PublicConfig } from '@redress/contract';
import { createTestApp, useTestApp } from '../../../test/app.ts';
import { targetFactories } from '../../../test/targets.ts';
import { companies, companyStats, plans, subscriptions } from '../../db/schema/index.ts';
import { markOverdue } from '../complaints/complaints.repository.ts';
import { recomputeAllStats } from '../stats/stats.repository.ts';

const t = useTestApp();
const f = targetFactories(t);

const trustOf = async (ref: string) => {
  const r = await t.app.inject({ url: `/api/company/GetCompany/${ref}` });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<Company>().trust;
};

const fileThrough = async (auth: Record<string, string>, companyId: string, complaint: string) => {
  const r = await t.app.inject({
    method: 'POST', url: '/api/complaint', headers: auth,
    payload: { complaint, experience: 'The parcel never came and nobody answers the phone since Monday.', experiencedOn: '2026-10-01', organizationId: companyId },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{ returnId: string }>().returnId;
};
const answer = async (auth: Record<string, string>, complaintId: string) => {
  const r = await t.app.inject({ method: 'POST', url: '/api/complaint/comment', headers: auth, payload: { complaintId, commentText: 'We are on it today.' } });
  expect(r.statusCode, r.body).toBe(201);
};

describe('how reviews are collected and checked', () => {
  it('says whether the company is claimed, its share of invited reviews, and whether it pays for a plan', async () => {
    const c = await f.company();
    const db = t.app.database.db;
    expect(await trustOf(c.company.slug)).toEqual<CompanyTrust>({
      claimed: true, reviewsTotal: 0, reviewsInvited: 0, invitedShare: null, paidPlan: false, answersDue: 0, answeredOnTime: 0, onTimeShare: null,
    });
    // Three live reviews, one written from an invitation (the invitations' branch sets source; the figure is kept with
    // the company's review figures).
    for (const source of ['organic', 'organic', 'invited'] as const) {
      const me = await f.customer();
      const r = await t.app.inject({
        method: 'POST', url: '/api/review', headers: me.auth,
        payload: { organizationId: c.company.id, experiencedOn: '2026-10-01', rating: 4, review: 'Quick and kind', description: 'They sorted out my order the same afternoon.' },
      });
      expect(r.statusCode, r.body).toBe(201);
      if (source === 'invited') {
        await db.execute(`UPDATE reviews SET source = 'invited' WHERE id = '${r.json<{ returnId: string }>().returnId}'`);
        await recomputeAllStats(t.app.database);
      }
    }
    const [growth] = await db.select().from(plans).where(eq(plans.code, 'growth'));
    expect(growth!.priceCents).toBeGreaterThan(0);
    await db.insert(subscriptions).values({ companyId: c.company.id, planId: growth!.id });
    expect(await trustOf(c.company.id)).toMatchObject({ claimed: true, reviewsTotal: 3, reviewsInvited: 1, invitedShare: 33.3, paidPlan: true });

    // A profile a customer listed has no owner: not claimed. A free plan is no paid plan.
    await db.update(companies).set({ ownerUserId: null }).where(eq(companies.id, c.company.id));
    await db.update(subscriptions).set({ status: 'cancelled' }).where(eq(subscriptions.companyId, c.company.id));
    expect(await trustOf(c.company.id)).toMatchObject({ claimed: false, paidPlan: false });
  });

  it('the 9 pm rule: answers before the due time among complaints whose answer fell due, kept as writes happen and rebuilt alike', async () => {
    const c = await f.company();
    const me = await f.customer();
    const db = t.app.database.db;
    const onTime = await fileThrough(me.auth, c.company.id, 'Answered on time');
    const late = await fileThrough(me.auth, c.company.id, 'Answered late');
    const never = await fileThrough(me.auth, c.company.id, 'Never answered');
    // Nothing has fallen due yet: no record, no share.
    expect(await trustOf(c.company.id)).toMatchObject({ answersDue: 0, answeredOnTime: 0, onTimeShare: null });

    await answer(c.ownerAuth, onTime);
    expect(await trustOf(c.company.id)).toMatchObject({ answersDue: 1, answeredOnTime: 1, onTimeShare: 100 });
    // The other two pass their due time unanswered (their due time moved an hour into the past, the job run now).
    const dueAnHourAgo = (id: string) => db.execute(`UPDATE complaints SET response_due_at = now() - interval '1 hour' WHERE id = '${id}'`);
    await dueAnHourAgo(late);
    await dueAnHourAgo(never);
    await markOverdue(db, new Date());
    expect(await trustOf(c.company.id)).toMatchObject({ answersDue: 3, answeredOnTime: 1, onTimeShare: 33.3 });
    // A late answer does not make it on time, nor does a later overdue spell (the customer declined the closure, the
    // clock ran again) move when it first went overdue.
    await answer(c.ownerAuth, late);
    await dueAnHourAgo(late);
    await markOverdue(db, new Date(Date.now() + 1000));
    expect(await trustOf(c.company.id)).toMatchObject({ answersDue: 3, answeredOnTime: 1 });
    // A complaint still within its due time owes nothing yet.
    await fileThrough(me.auth, c.company.id, 'Not due yet');
    expect(await trustOf(c.company.id)).toMatchObject({ answersDue: 3, answeredOnTime: 1 });
    // A deleted complaint leaves the record.
    await db.execute(`UPDATE complaints SET deleted_at = now() WHERE id = '${never}'`);
    expect(await trustOf(c.company.id)).toMatchObject({ answersDue: 2, answeredOnTime: 1, onTimeShare: 50 });

    // The stats recount rebuilds the same figures from the rows.
    const before = (await db.select().from(companyStats).where(eq(companyStats.companyId, c.company.id)))[0]!;
    await db.update(companyStats).set({ answersDue: 0, answeredOnTime: 0 }).where(eq(companyStats.companyId, c.company.id));
    await recomputeAllStats(t.app.database);
    const after = (await db.select().from(companyStats).where(eq(companyStats.companyId, c.company.id)))[0]!;
    expect({ due: after.answersDue, onTime: after.answeredOnTime }).toEqual({ due: before.answersDue, onTime: before.answeredOnTime });
  });
});

describe('the review-bomb guard\'s minimums in the disclosure', () => {
  const dist = fileURLToPath(new URL('../../../../web/dist', import.meta.url));
  const rootOf = (html: string) => (/<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="ssr-state">/.exec(html)?.[1] ?? '').replaceAll('<!-- -->', '');

  it('states the minimums this server applies, in /api/config and in the first HTML of the company page and /how-reviews-work', async () => {
    expect(existsSync(`${dist}/index.html`), 'the web build (run `npm run build`)').toBe(true);
    expect((await t.app.inject({ url: '/api/config' })).json<PublicConfig>().burstLimits).toEqual({ minItems: 20, minFromNewAccounts: 10 });
    const own = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://redress.example', BURST_MIN_ITEMS: '60', BURST_MIN_FROM_NEW_ACCOUNTS: '25' });
    try {
      expect((await own.app.inject({ url: '/api/config' })).json<PublicConfig>().burstLimits).toEqual({ minItems: 60, minFromNewAccounts: 25 });
      const c = await targetFactories(own).company();
      const said = 'at least 60 and 10 times its usual daily pace; 25 from accounts under 3 days old and 10 times its usual daily number of those';
      for (const url of [`/companies/explore/${c.company.slug}`, '/how-reviews-work']) {
        const page = await own.app.inject({ url, headers: { accept: 'text/html' } });
        expect(page.statusCode, url).toBe(200);
        const root = rootOf(page.body);
        expect(root, url).toContain(said);
        expect(root, url).not.toContain('at least 20 and');
      }
    } finally {
      await own.close();
    }
  });
});
