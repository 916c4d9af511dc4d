import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChoosePlanResponse, CompanySubscription, InvoiceListResponse, PlanListResponse } from '@redress/contract';
import { useTestApp } from '../../../test/app.ts';
import { companyWithOwner } from '../../../test/public-content.ts';
import { auditEntries, employees, invoices, plans, subscriptions, users } from '../../db/schema/index.ts';
import { insertUser } from '../users/users.repository.ts';

const t = useTestApp();
let n = 0;

/** A company, its owner, a manager and an agent (employees written straight to the table: the limit is not under test here). */
async function team() {
  const db = t.app.database.db;
  const company = await companyWithOwner(t, `Billing Co ${++n}`);
  const staff = async (role: 'manager' | 'agent') => {
    const u = await insertUser(db, { email: `${role}${n}-${Date.now()}@billing.example`, firstName: 'Sam', lastName: role, profileType: 'employee', companyId: company.id, emailVerified: true });
    await db.insert(employees).values({ userId: u.id, companyId: company.id, role });
    return t.authHeader({ id: u.id, role: 'employee', companyId: company.id });
  };
  return {
    company,
    owner: await t.authHeader({ id: company.ownerUserId!, role: 'organization', companyId: company.id }),
    manager: await staff('manager'),
    agent: await staff('agent'),
  };
}

const choose = (companyId: string, headers: Record<string, string>, planCode: unknown = 'growth') =>
  t.app.inject({ method: 'PUT', url: `/api/business/subscription/${companyId}`, headers, payload: { planCode } });
const subscriptionOf = async (companyId: string, headers: Record<string, string>) =>
  (await t.app.inject({ url: `/api/business/subscription/${companyId}`, headers })).json<CompanySubscription>();
const rowsOf = async (companyId: string) => ({
  subscriptions: await t.app.database.db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId)),
  invoices: await t.app.database.db.select().from(invoices).where(eq(invoices.companyId, companyId)),
  audit: await t.app.database.db.select().from(auditEntries).where(and(eq(auditEntries.companyId, companyId), eq(auditEntries.action, 'subscription.change'))),
});

afterEach(() => vi.restoreAllMocks());

describe('the API reference', () => {
  it('declares the account, plan and settings calls with their response schemas', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>();
    const declared = (p: string) => Object.keys(doc.paths[p] ?? {}).sort();
    expect(declared('/api/business/plans')).toEqual(['get']);
    expect(declared('/api/business/subscription/{companyId}')).toEqual(['get', 'put']);
    expect(declared('/api/business/invoices/{companyId}')).toEqual(['get']);
    expect(declared('/api/business/settings/{companyId}')).toEqual(['get', 'put']);
    expect(Object.keys(doc.paths['/api/business/subscription/{companyId}']!.put!.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409']));
  });
});

describe('plans', () => {
  it('anyone reads the plans on offer, cheapest first, with their limits', async () => {
    const r = await t.app.inject({ url: '/api/business/plans' });
    expect(r.statusCode).toBe(200);
    const { data } = r.json<PlanListResponse>();
    expect(data.map((p) => [p.code, p.priceCents])).toEqual([['free', 0], ['growth', 4900], ['enterprise', 19900]]);
    expect(data[0]!.limits).toEqual({ employees: 2, widgets: 1, apiClients: 0, dashboardRangeDays: 90, companyExportsPerMonth: 1, webhookEndpoints: 1 });
    expect(data[2]!.limits.employees).toBeNull();
  });
});

describe('the company\'s plan and usage', () => {
  it('the owner, a manager and a subscriptions admin read it; an agent, a customer and another owner may not', async () => {
    const c = await team();
    const other = await team();
    const url = `/api/business/subscription/${c.company.id}`;
    const admin = await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['subscriptions.manage'] });
    for (const headers of [c.owner, c.manager, admin]) {
      const r = await t.app.inject({ url, headers });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ companyId: c.company.id, subscriptionId: null, plan: { code: 'free', name: 'Free' }, usage: { employees: 2, widgets: 0, apiClients: 0 } });
    }
    const customer = await t.authHeader({ id: crypto.randomUUID(), role: 'user' });
    const otherAdmin = await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['users.manage'] });
    for (const headers of [c.agent, customer, other.owner, otherAdmin]) expect((await t.app.inject({ url, headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/business/subscription/nope', headers: c.owner })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/business/subscription/${crypto.randomUUID()}`, headers: c.owner })).statusCode).toBe(404);
  });
});

describe('choosing a plan', () => {
  it('the owner moves to Growth: the old plan ends, the new one starts, an open manual invoice is recorded and audited', async () => {
    const c = await team();
    const r = await choose(c.company.id, c.owner);
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json<ChoosePlanResponse>();
    expect(body.subscription).toMatchObject({ plan: { code: 'growth' }, usage: { employees: 2 } });
    expect(body.invoice).toMatchObject({ planName: 'Growth', amountCents: 4900, currency: 'USD', status: 'open', provider: 'manual', paidAt: null });
    expect((await subscriptionOf(c.company.id, c.manager)).plan.code).toBe('growth');

    // And on to Enterprise: Growth's subscription is cancelled, never deleted; each change has its invoice and audit entry.
    expect((await choose(c.company.id, c.owner, 'enterprise')).statusCode).toBe(200);
    const rows = await rowsOf(c.company.id);
    expect(rows.subscriptions.map((s) => s.status).sort()).toEqual(['active', 'cancelled']);
    expect(rows.subscriptions.find((s) => s.status === 'cancelled')?.endsAt).not.toBeNull();
    expect(rows.invoices.map((i) => i.amountCents).sort()).toEqual([19900, 4900]);
    expect(rows.audit.map((a) => [a.before, a.after && (a.after as { plan: string }).plan])).toContainEqual([expect.objectContaining({ plan: 'growth' }), 'enterprise']);

    const list = await t.app.inject({ url: `/api/business/invoices/${c.company.id}?size=1`, headers: c.owner });
    expect(list.statusCode).toBe(200);
    const page = list.json<InvoiceListResponse>();
    expect(page.data.map((i) => i.planName)).toEqual(['Enterprise']);
    expect(page.meta).toMatchObject({ totalResults: 2, numberOfPages: 2, hasNextPage: true });
    expect((await t.app.inject({ url: `/api/business/invoices/${c.company.id}?size=1&page=2`, headers: c.manager })).json<InvoiceListResponse>().data[0]?.planName).toBe('Growth');
  });

  it('only the owner chooses: managers, agents, admins, customers and other owners get a 403, no session a 401', async () => {
    const c = await team();
    const other = await team();
    const admin = await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['subscriptions.manage', 'companies.manage'] });
    const customer = await t.authHeader({ id: crypto.randomUUID(), role: 'user' });
    for (const headers of [c.manager, c.agent, admin, customer, other.owner]) {
      const r = await choose(c.company.id, headers);
      expect(r.statusCode).toBe(403);
    }
    expect((await choose(c.company.id, {})).statusCode).toBe(401);
    expect(await rowsOf(c.company.id)).toEqual({ subscriptions: [], invoices: [], audit: [] });
  });

  it('bad input is a 400 naming planCode; the plan it is on already is a 409; nothing is written', async () => {
    const c = await team();
    for (const planCode of ['platinum', '', 42]) {
      const r = await choose(c.company.id, c.owner, planCode);
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toMatch(/^planCode: /);
    }
    const inactive = `retired-${n}`;
    await t.app.database.db.insert(plans).values({ code: inactive, name: 'Retired', priceCents: 100, active: false });
    expect((await choose(c.company.id, c.owner, inactive)).statusCode).toBe(400);
    expect((await choose(c.company.id, c.owner, 'free')).statusCode).toBe(409);
    expect(await rowsOf(c.company.id)).toEqual({ subscriptions: [], invoices: [], audit: [] });
  });

  it('a downgrade below what the company uses is refused with a 409 naming what exceeds, and the plan stays', async () => {
    const c = await team();
    expect((await choose(c.company.id, c.owner)).statusCode).toBe(200);
    const db = t.app.database.db;
    const u = await insertUser(db, { email: `third${n}@billing.example`, firstName: 'Third', lastName: 'Hand', profileType: 'employee', companyId: c.company.id });
    await db.insert(employees).values({ userId: u.id, companyId: c.company.id });
    const r = await choose(c.company.id, c.owner, 'free');
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('The company uses more than the Free plan allows: employees (3 in use, the Free plan allows 2 employees)');
    expect(r.json().details).toEqual([{ field: 'employees', message: '3 in use, the Free plan allows 2 employees' }]);
    expect((await subscriptionOf(c.company.id, c.owner)).plan.code).toBe('growth');
    expect((await rowsOf(c.company.id)).subscriptions).toHaveLength(1);
  });

  it('a charge the provider refuses leaves the old subscription as it was: no new subscription, invoice or audit entry', async () => {
    const c = await team();
    expect((await choose(c.company.id, c.owner)).statusCode).toBe(200);
    const before = await rowsOf(c.company.id);
    vi.spyOn(t.app.platform.payments, 'charge').mockRejectedValueOnce(new Error('card declined'));
    const r = await choose(c.company.id, c.owner, 'enterprise');
    expect(r.statusCode).toBe(500);
    expect(r.body).not.toMatch(/card declined/);
    expect(await rowsOf(c.company.id)).toEqual(before);
    expect((await subscriptionOf(c.company.id, c.owner)).plan.code).toBe('growth');
  });

  it('the invoices list refuses bad paging and outsiders', async () => {
    const c = await team();
    const other = await team();
    expect((await t.app.inject({ url: `/api/business/invoices/${c.company.id}?size=1000`, headers: c.owner })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/business/invoices/${c.company.id}?page=0`, headers: c.owner })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/business/invoices/${c.company.id}`, headers: c.agent })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/business/invoices/${c.company.id}`, headers: other.owner })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/business/invoices/${c.company.id}` })).statusCode).toBe(401);
    const empty = await t.app.inject({ url: `/api/business/invoices/${c.company.id}`, headers: c.owner });
    expect(empty.json()).toMatchObject({ data: [], meta: { totalResults: 0 } });
  });
});

describe('the employees limit', () => {
  it('a company on Free adds two employees; the third is refused naming the plan until it moves to Growth', async () => {
    const company = await companyWithOwner(t, `Limited Co ${++n}`);
    const owner = await t.authHeader({ id: company.ownerUserId!, role: 'organization', companyId: company.id });
    const add = (i: number) => t.app.inject({
      method: 'POST', url: '/api/Employees/CreateEmployeeProfile', headers: owner,
      payload: { email: `hire${i}-${n}@limited.example`, password: 'Sunny-Morning-42', firstName: 'Hire', lastName: `Number${i}`, companyId: company.id },
    });
    expect((await add(1)).statusCode).toBe(201);
    expect((await add(2)).statusCode).toBe(201);
    const third = await add(3);
    expect(third.statusCode).toBe(403);
    expect(third.json().message).toBe('The Free plan allows 2 employees; choose another plan for more');
    expect(await t.app.database.db.select().from(users).where(eq(users.email, `hire3-${n}@limited.example`))).toEqual([]);
    expect((await choose(company.id, owner)).statusCode).toBe(200);
    expect((await add(3)).statusCode).toBe(201);
  });
});
