// The admin's company calls (issue 25, decisions 131 and 132): a company's e-mail details (POST /admin/emailingDetails,
// GET /admin/emailDetails/{id}, PUT /admin/emailingDetails/{id}) and the management list and view (/admin/company/mgt).
import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminCompanyMgt, AdminCompanyMgtRow, AdminEmailDetails, ListResponse } from '@redress/contract';
import { useTestApp } from '../../../test/app.ts';
import { companyWithOwner, customerNamed, fileComplaint } from '../../../test/public-content.ts';
import { auditEntries, categories, companies, companyCategories, complaints, emailDetails, employees, plans, ratings, reviews, subscriptions } from '../../db/schema/index.ts';
import { insertUser } from '../users/users.repository.ts';

const t = useTestApp();
let n = 0;
const tag = () => `${++n}-${Date.now()}`;

const admin = (permissions: string[] = ['companies.manage']) => t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: permissions as never });
const details = { contactEmails: ['Complaints@Acme.example'], ccEmails: ['boss@acme.example'], mail: { newComplaint: true, newReview: true, overdueSummary: false }, notes: 'Call before mailing' };
const create = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/emailingDetails', headers, payload });
const change = (id: string, headers: Record<string, string>, payload: object = details) => t.app.inject({ method: 'PUT', url: `/api/admin/emailingDetails/${id}`, headers, payload });
const read = (id: string, headers: Record<string, string>) => t.app.inject({ url: `/api/admin/emailDetails/${id}`, headers });

async function others(companyId: string) {
  const owner = await t.authHeader({ id: crypto.randomUUID(), role: 'organization', companyId });
  const customer = await t.authHeader({ id: crypto.randomUUID(), role: 'user' });
  return { owner, customer, otherAdmin: await admin(['users.manage']) };
}

describe('admin e-mail details', () => {
  it('an admin creates them, reads them by company or record id, changes them; the business reads the change; audited', async () => {
    const company = await companyWithOwner(t, `Mail Co ${tag()}`);
    const a = await admin();
    const empty = await read(company.id, a);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({ id: null, companyId: company.id, contactEmails: [], notes: null });

    const made = await create(a, { companyId: company.id, ...details });
    expect(made.statusCode, made.body).toBe(201);
    const saved = made.json<AdminEmailDetails>();
    expect(saved).toMatchObject({ companyId: company.id, contactEmails: ['complaints@acme.example'], ccEmails: ['boss@acme.example'], mail: details.mail, notes: 'Call before mailing' });
    expect((await read(saved.id!, a)).json()).toEqual((await read(company.id, a)).json());
    expect((await create(a, { companyId: company.id, ...details })).statusCode).toBe(409);

    const put = await change(company.id, a, { contactEmails: ['desk@acme.example', 'care@acme.example'], mail: { newComplaint: false, newReview: false, overdueSummary: true } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ id: saved.id, contactEmails: ['desk@acme.example', 'care@acme.example'], ccEmails: [], notes: null });

    // The company's own settings page reads what the admin saved.
    const owner = await t.authHeader({ id: company.ownerUserId!, role: 'organization', companyId: company.id });
    const business = await t.app.inject({ url: `/api/business/settings/${company.id}`, headers: owner });
    expect(business.json()).toMatchObject({ contactEmails: ['desk@acme.example', 'care@acme.example'], ccEmails: [], mail: { newComplaint: false, newReview: false, overdueSummary: true } });

    const entries = await t.app.database.db.select().from(auditEntries).where(eq(auditEntries.companyId, company.id));
    expect(entries.map((e) => e.action).sort()).toEqual(['company.email-details.create', 'company.email-details.update']);
    const update = entries.find((e) => e.action === 'company.email-details.update')!;
    expect(update).toMatchObject({ actorRole: 'admin', before: { contactEmails: ['complaints@acme.example'] }, after: { contactEmails: ['desk@acme.example', 'care@acme.example'] } });
  });

  it('who: no session 401; customer, business and an admin without companies.manage 403; unknown company 404', async () => {
    const company = await companyWithOwner(t, `Mail Who ${tag()}`);
    const o = await others(company.id);
    expect((await create({}, { companyId: company.id, ...details })).statusCode).toBe(401);
    expect((await read(company.id, {})).statusCode).toBe(401);
    expect((await change(company.id, {})).statusCode).toBe(401);
    for (const h of [o.owner, o.customer, o.otherAdmin]) {
      expect((await create(h, { companyId: company.id, ...details })).statusCode).toBe(403);
      expect((await read(company.id, h)).statusCode).toBe(403);
      expect((await change(company.id, h)).statusCode).toBe(403);
    }
    const a = await admin();
    const missing = crypto.randomUUID();
    expect((await create(a, { companyId: missing, ...details })).statusCode).toBe(404);
    expect((await read(missing, a)).statusCode).toBe(404);
    expect((await change(missing, a)).statusCode).toBe(404);
    // A company without details: PUT says to create them first.
    const none = await change(company.id, a);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toMatch(/POST/);
    expect(await t.app.database.db.select().from(emailDetails).where(eq(emailDetails.companyId, company.id))).toEqual([]);
  });

  it('bad input is a 400 naming the field, and nothing is written', async () => {
    const company = await companyWithOwner(t, `Mail Bad ${tag()}`);
    const a = await admin();
    const cases: [object, RegExp][] = [
      [{ ...details, companyId: 'acme' }, /^companyId: must be a company id/],
      [{ ...details, companyId: company.id, contactEmails: ['not-an-address'] }, /^contactEmails\.0: must be a valid e-mail address/],
      [{ ...details, companyId: company.id, ccEmails: ['a@x.example', 'b@x.example', 'c@x.example', 'd@x.example', 'e@x.example', 'f@x.example'] }, /^ccEmails: holds at most 5 addresses/],
      [{ ...details, companyId: company.id, notes: 'x'.repeat(1001) }, /^notes: is at most 1000 characters/],
      [{ ...details, companyId: company.id, mail: { newComplaint: 'yes', newReview: true, overdueSummary: true } }, /^mail\.newComplaint: must be true or false/],
    ];
    for (const [payload, message] of cases) {
      const r = await create(a, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json().message).toMatch(message);
    }
    expect((await read('acme', a)).json().message).toMatch(/^id: must be a company id/);
    expect(await t.app.database.db.select().from(emailDetails).where(eq(emailDetails.companyId, company.id))).toEqual([]);

    expect((await create(a, { companyId: company.id, ...details })).statusCode).toBe(201);
    const bad = await change(company.id, a, { ...details, contactEmails: ['ok@x.example', 'OK@x.example'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^contactEmails: lists an address twice/);
    expect((await read(company.id, a)).json()).toMatchObject({ contactEmails: ['complaints@acme.example'] });
    expect(await t.app.database.db.select().from(auditEntries).where(and(eq(auditEntries.companyId, company.id), eq(auditEntries.action, 'company.email-details.update')))).toEqual([]);
  });
});

describe('admin company management', () => {
  const list = async (query: string, headers?: Record<string, string>) => {
    const r = await t.app.inject({ url: `/api/admin/company/mgt?${query}`, headers: headers ?? await admin() });
    expect(r.statusCode, r.body).toBe(200);
    return r.json<ListResponse<AdminCompanyMgtRow>>();
  };

  it('the figures of a row and of the view are the company\'s real counts; owner, plan and listing date', async () => {
    const db = t.app.database.db;
    const name = `Figures Co ${tag()}`;
    const company = await companyWithOwner(t, name);
    const me = await customerNamed(t, 'Thandi', 'Figures');
    const you = await customerNamed(t, 'Bongani', 'Figures');
    await fileComplaint(t, me.auth, company.id, { complaint: 'First' });
    await fileComplaint(t, you.auth, company.id, { complaint: 'Second' });
    for (const c of [me, you]) {
      const r = await t.app.inject({ method: 'POST', url: '/api/rating', headers: c.auth, payload: { organizationId: company.id, rating: 4 } });
      expect(r.statusCode, r.body).toBe(201);
    }
    const rev = await t.app.inject({ method: 'POST', url: '/api/review', headers: me.auth, payload: { organizationId: company.id, experiencedOn: '2026-10-01', rating: 5, review: 'Boils fast', description: 'A litre in two minutes.' } });
    expect(rev.statusCode, rev.body).toBe(201);
    const staff = await insertUser(db, { email: `staff${tag()}@acme.example`, firstName: 'Sam', lastName: 'Agent', profileType: 'employee', companyId: company.id, emailVerified: true });
    await db.insert(employees).values({ userId: staff.id, companyId: company.id, role: 'agent' });
    const [growth] = await db.select().from(plans).where(eq(plans.code, 'growth'));
    await db.insert(subscriptions).values({ companyId: company.id, planId: growth!.id });

    const real = {
      complaints: (await db.select({ n: count() }).from(complaints).where(and(eq(complaints.companyId, company.id), isNull(complaints.deletedAt))))[0]!.n,
      reviews: (await db.select({ n: count() }).from(reviews).where(eq(reviews.companyId, company.id)))[0]!.n,
      ratings: (await db.select({ n: count() }).from(ratings).where(eq(ratings.companyId, company.id)))[0]!.n,
      employees: (await db.select({ n: count() }).from(employees).where(eq(employees.companyId, company.id)))[0]!.n,
    };
    expect(real).toEqual({ complaints: 2, reviews: 1, ratings: 2, employees: 1 });

    const page = await list(`search=${encodeURIComponent(name.toLowerCase())}`);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]!.figures).toMatchObject({ ...real, planName: growth!.name });
    expect(page.data[0]!.figures.score).toBeGreaterThanOrEqual(0);

    const view = await t.app.inject({ url: `/api/admin/company/mgt/${company.id}`, headers: await admin() });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json<AdminCompanyMgt>()).toMatchObject({
      id: company.id, name, removed: false, figures: { ...real, planName: growth!.name }, plan: { code: 'growth' },
      owner: { id: company.ownerUserId, name: 'Owen Dlamini' }, createdAt: company.createdAt.toISOString(),
    });
  });

  it('filters (verified, unverified, removed, category), searches by name and sorts by complaints', async () => {
    const db = t.app.database.db;
    const stem = `Filter ${tag()}`;
    const loud = await companyWithOwner(t, `${stem} Loud`);
    const quiet = await companyWithOwner(t, `${stem} Quiet`);
    const gone = await companyWithOwner(t, `${stem} Gone`);
    const me = await customerNamed(t, 'Ayanda', 'Filter');
    await fileComplaint(t, me.auth, loud.id, { complaint: 'Loud one' });
    const a = await admin();
    await db.update(companies).set({ isVerified: true }).where(eq(companies.id, loud.id));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/company/DeleteCompany/${gone.id}`, headers: a })).statusCode).toBe(200);
    const [cat] = await db.insert(categories).values({ name: `Kettles ${tag()}` }).returning();
    await db.insert(companyCategories).values({ companyId: quiet.id, categoryId: cat!.id });

    const names = (p: ListResponse<AdminCompanyMgtRow>) => p.data.map((c) => c.name);
    const q = `search=${encodeURIComponent(stem)}`;
    expect(names(await list(q))).toEqual([`${stem} Quiet`, `${stem} Loud`]);
    expect(names(await list(`${q}&sort=complaints`))).toEqual([`${stem} Loud`, `${stem} Quiet`]);
    expect(names(await list(`${q}&filter=verified`))).toEqual([`${stem} Loud`]);
    expect(names(await list(`${q}&filter=unverified`))).toEqual([`${stem} Quiet`]);
    const removed = await list(`${q}&filter=removed`);
    expect(names(removed)).toEqual([`${stem} Gone`]);
    expect(removed.data[0]!.removed).toBe(true);
    expect(names(await list(`${q}&category=${cat!.id}`))).toEqual([`${stem} Quiet`]);
    expect((await list(`${q}&size=1`)).meta).toMatchObject({ totalResults: 2, numberOfPages: 2, hasNextPage: true });
    expect((await t.app.inject({ url: `/api/admin/company/mgt/${gone.id}`, headers: a })).json()).toMatchObject({ removed: true });
  });

  it('who: no session 401; customer, business, admin without companies.manage 403; bad query 400 naming the field; unknown 404', async () => {
    const company = await companyWithOwner(t, `Mgt Who ${tag()}`);
    const o = await others(company.id);
    for (const url of ['/api/admin/company/mgt', `/api/admin/company/mgt/${company.id}`]) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      for (const h of [o.owner, o.customer, o.otherAdmin]) expect((await t.app.inject({ url, headers: h })).statusCode).toBe(403);
    }
    const a = await admin();
    for (const [query, message] of [['filter=gone', /^filter: must be one of/], ['sort=name', /^sort: must be one of/], ['category=kettles', /^category: must be a category id/], ['size=500', /^size: is at most 100/]] as const) {
      const r = await t.app.inject({ url: `/api/admin/company/mgt?${query}`, headers: a });
      expect(r.statusCode, query).toBe(400);
      expect(r.json().message).toMatch(message);
    }
    expect((await t.app.inject({ url: '/api/admin/company/mgt/acme', headers: a })).json().message).toMatch(/^id: /);
    expect((await t.app.inject({ url: `/api/admin/company/mgt/${crypto.randomUUID()}`, headers: a })).statusCode).toBe(404);
  });
});
