// The admin side of plans (decisions 129 and 130): plans, the companies on each, assigning a plan, invoices.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminInvoice, AdminInvoiceList, AdminPlanList, AdminSubscriptionList, ChoosePlanResponse, InvoiceListResponse, PlanSaveResponse } from '@redress/contract';
import { useTestApp } from '../../../test/app.ts';
import { companyWithOwner } from '../../../test/public-content.ts';
import { auditEntries, employees, invoices, plans, subscriptions } from '../../db/schema/index.ts';
import { insertUser } from '../users/users.repository.ts';

const t = useTestApp();
let n = 0;
type Headers = Record<string, string>;
let admin: Headers;
let refused: [string, Headers | undefined, number][];

beforeAll(async () => {
  admin = await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['subscriptions.manage'] });
  const c = await companyWithOwner(t, `Outsider Co ${++n}`);
  refused = [
    ['no session', undefined, 401],
    ['a customer', await t.authHeader({ id: crypto.randomUUID(), role: 'user' }), 403],
    ['a business owner', await t.authHeader({ id: c.ownerUserId!, role: 'organization', companyId: c.id }), 403],
    ['an admin without subscriptions.manage', await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['companies.manage', 'users.manage'] }), 403],
  ];
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, headers: Headers | undefined, payload?: unknown) =>
  t.app.inject({ method, url, headers: headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });

async function company(name = `Shop ${++n}`) {
  const c = await companyWithOwner(t, name);
  return { company: c, owner: await t.authHeader({ id: c.ownerUserId!, role: 'organization', companyId: c.id }) };
}
async function hire(companyId: string, count: number) {
  const db = t.app.database.db;
  for (let i = 0; i < count; i++) {
    const u = await insertUser(db, { email: `hire${++n}-${Date.now()}@admin-billing.example`, firstName: 'Hire', lastName: `N${n}`, profileType: 'employee', companyId });
    await db.insert(employees).values({ userId: u.id, companyId });
  }
}
const planInput = (over: object = {}) => ({
  code: `pro-${++n}`, name: `Pro ${n}`, priceCents: 2500, currency: 'USD', interval: 'month',
  limits: { employees: 5, widgets: null, apiClients: 0, dashboardRangeDays: 365 }, features: ['Priority support'], ...over,
});
const rowsOf = async (companyId: string) => ({
  subscriptions: await t.app.database.db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId)),
  invoices: await t.app.database.db.select().from(invoices).where(eq(invoices.companyId, companyId)),
});
const planRow = async (code: string) => (await t.app.database.db.select().from(plans).where(eq(plans.code, code)))[0]!;

describe('the API reference', () => {
  it('declares the admin plan, subscription and invoice calls', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{ paths: Record<string, object> }>();
    const declared = (p: string) => Object.keys(doc.paths[p] ?? {}).sort();
    expect(declared('/api/admin/plans')).toEqual(['get', 'post']);
    expect(declared('/api/admin/plans/{id}')).toEqual(['patch']);
    expect(declared('/api/admin/subscriptions')).toEqual(['get']);
    expect(declared('/api/admin/subscriptions/{companyId}')).toEqual(['put']);
    expect(declared('/api/admin/invoices')).toEqual(['get']);
    expect(declared('/api/admin/invoices/{id}')).toEqual(['patch']);
  });
});

describe('who may call', () => {
  it('every admin billing call: no session 401; a customer, an owner and an admin without subscriptions.manage 403; nothing written', async () => {
    const { company: c } = await company();
    const growth = await planRow('growth');
    const calls: [method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown][] = [
      ['GET', '/api/admin/plans'],
      ['POST', '/api/admin/plans', planInput({ code: 'never-made' })],
      ['PATCH', `/api/admin/plans/${growth.id}`, { priceCents: 1 }],
      ['GET', '/api/admin/subscriptions'],
      ['PUT', `/api/admin/subscriptions/${c.id}`, { planCode: 'growth' }],
      ['GET', '/api/admin/invoices'],
      ['PATCH', `/api/admin/invoices/${crypto.randomUUID()}`, { status: 'paid' }],
    ];
    for (const [method, url, payload] of calls) {
      for (const [who, headers, status] of refused) expect((await call(method, url, headers, payload)).statusCode, `${method} ${url} as ${who}`).toBe(status);
    }
    expect(await rowsOf(c.id)).toEqual({ subscriptions: [], invoices: [] });
    expect((await planRow('growth')).priceCents).toBe(growth.priceCents);
    expect(await t.app.database.db.select().from(plans).where(eq(plans.code, 'never-made'))).toEqual([]);
  });
});

describe('plans', () => {
  it('lists every plan with its subscriber count; Free counts companies without a subscription', async () => {
    const before = (await call('GET', '/api/admin/plans', admin)).json<AdminPlanList>().data;
    const a = await company();
    await company();
    expect((await call('PUT', `/api/admin/subscriptions/${a.company.id}`, admin, { planCode: 'growth' })).statusCode).toBe(200);
    const r = await call('GET', '/api/admin/plans', admin);
    expect(r.statusCode).toBe(200);
    const after = r.json<AdminPlanList>().data;
    const count = (list: typeof after, code: string) => list.find((p) => p.code === code)!.subscribers;
    expect(count(after, 'growth')).toBe(count(before, 'growth') + 1);
    expect(count(after, 'free')).toBe(count(before, 'free') + 1);
    expect(after.find((p) => p.code === 'enterprise')).toMatchObject({ active: true, limits: { employees: null } });
  });

  it('creates a plan, audited; a taken code is a 409; bad input is a 400 naming the field', async () => {
    const input = planInput();
    const r = await call('POST', '/api/admin/plans', admin, input);
    expect(r.statusCode, r.body).toBe(201);
    const body = r.json<PlanSaveResponse>();
    expect(body.plan).toMatchObject({ code: input.code, name: input.name, priceCents: 2500, active: true, subscribers: 0, limits: input.limits, features: ['Priority support'] });
    expect(body.overLimit).toEqual({ count: 0, companies: [] });
    const audit = await t.app.database.db.select().from(auditEntries).where(and(eq(auditEntries.action, 'plan.create'), eq(auditEntries.entityId, body.plan.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorRole).toBe('admin');
    expect((await call('GET', '/api/business/plans', undefined)).json<{ data: { code: string }[] }>().data.map((p) => p.code)).toContain(input.code);

    const taken = await call('POST', '/api/admin/plans', admin, { ...input, name: 'Again' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/^code: /);

    const bad: [object, string][] = [
      [{ code: 'Pro Plan' }, 'code'], [{ code: 'pro_plan' }, 'code'], [{ name: '' }, 'name'], [{ priceCents: -1 }, 'priceCents'], [{ priceCents: 9.5 }, 'priceCents'],
      [{ currency: 'dollars' }, 'currency'], [{ interval: 'week' }, 'interval'],
      [{ limits: { employees: -1, widgets: 1, apiClients: 0, dashboardRangeDays: 90 } }, 'limits.employees'], [{ limits: { employees: 1 } }, 'limits.widgets'],
      [{ features: [''] }, 'features.0'], [{ free: true }, ''],
    ];
    for (const [over, field] of bad) {
      const code = `bad-${++n}`;
      const res = await call('POST', '/api/admin/plans', admin, planInput({ code, ...over }));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      if (field) expect(res.json().message, JSON.stringify(over)).toMatch(new RegExp(`^${field.replace('.', '\\.')}`));
      if (!('code' in over)) expect(await t.app.database.db.select().from(plans).where(eq(plans.code, code))).toEqual([]);
    }
  });

  it('edits a plan and retires it: businesses no longer see it, its subscribers keep it, and it can come back', async () => {
    const created = (await call('POST', '/api/admin/plans', admin, planInput())).json<PlanSaveResponse>().plan;
    const { company: c } = await company();
    expect((await call('PUT', `/api/admin/subscriptions/${c.id}`, admin, { planCode: created.code })).statusCode).toBe(200);

    const edited = await call('PATCH', `/api/admin/plans/${created.id}`, admin, { name: 'Pro Plus', priceCents: 3000, features: ['A', 'B'] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<PlanSaveResponse>().plan).toMatchObject({ name: 'Pro Plus', priceCents: 3000, features: ['A', 'B'], code: created.code, subscribers: 1 });

    const retired = await call('PATCH', `/api/admin/plans/${created.id}`, admin, { active: false });
    expect(retired.json<PlanSaveResponse>().plan).toMatchObject({ active: false, subscribers: 1 });
    expect((await call('GET', '/api/business/plans', undefined)).json<{ data: { code: string }[] }>().data.map((p) => p.code)).not.toContain(created.code);
    const owner = await t.authHeader({ id: c.ownerUserId!, role: 'organization', companyId: c.id });
    expect((await call('GET', `/api/business/subscription/${c.id}`, owner)).json()).toMatchObject({ plan: { code: created.code } });
    const other = await company();
    expect((await call('PUT', `/api/admin/subscriptions/${other.company.id}`, admin, { planCode: created.code })).statusCode).toBe(400);

    expect((await call('PATCH', `/api/admin/plans/${created.id}`, admin, { active: true })).json<PlanSaveResponse>().plan.active).toBe(true);
    const actions = (await t.app.database.db.select().from(auditEntries).where(eq(auditEntries.entityId, created.id))).map((a) => a.action);
    expect(actions.sort()).toEqual(['plan.create', 'plan.reactivate', 'plan.retire', 'plan.update']);
  });

  it('Free is neither retired nor priced; an unknown plan is a 404; bad edits are 400s naming the field and change nothing', async () => {
    const free = await planRow('free');
    const retire = await call('PATCH', `/api/admin/plans/${free.id}`, admin, { active: false });
    expect(retire.statusCode).toBe(400);
    expect(retire.json().message).toMatch(/^active: the Free plan cannot be retired/);
    const price = await call('PATCH', `/api/admin/plans/${free.id}`, admin, { priceCents: 100 });
    expect(price.statusCode).toBe(400);
    expect(price.json().message).toMatch(/^priceCents: /);
    expect((await call('POST', '/api/admin/plans', admin, planInput({ code: 'free' }))).statusCode).toBe(400);
    const growth = await planRow('growth');
    for (const [body, field] of [[{}, 'name'], [{ code: 'other' }, ''], [{ limits: { employees: 'many', widgets: 1, apiClients: 0, dashboardRangeDays: 1 } }, 'limits.employees'], [{ active: 'no' }, 'active']] as const) {
      const r = await call('PATCH', `/api/admin/plans/${growth.id}`, admin, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(r.json().message).toMatch(new RegExp(`^${field.replace('.', '\\.')}`));
    }
    expect((await call('PATCH', '/api/admin/plans/nope', admin, { name: 'X' })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/admin/plans/${crypto.randomUUID()}`, admin, { name: 'X' })).statusCode).toBe(404);
    expect(await planRow('free')).toEqual(free);
    expect(await planRow('growth')).toEqual(growth);
  });

  it('lowering a limit below what subscribers use is allowed and the answer names the companies now over it', async () => {
    const created = (await call('POST', '/api/admin/plans', admin, planInput({ limits: { employees: 10, widgets: 5, apiClients: 0, dashboardRangeDays: 90 } }))).json<PlanSaveResponse>().plan;
    const big = await company(`Big Shop ${++n}`);
    const small = await company(`Small Shop ${++n}`);
    await hire(big.company.id, 4);
    await hire(small.company.id, 1);
    for (const c of [big, small]) expect((await call('PUT', `/api/admin/subscriptions/${c.company.id}`, admin, { planCode: created.code })).statusCode).toBe(200);
    const r = await call('PATCH', `/api/admin/plans/${created.id}`, admin, { limits: { ...created.limits, employees: 2 } });
    expect(r.statusCode).toBe(200);
    expect(r.json<PlanSaveResponse>().overLimit).toEqual({ count: 1, companies: [{ companyId: big.company.id, companyName: big.company.name, fields: ['employees'] }] });
    expect((await planRow(created.code)).limits.employees).toBe(2);
  });
});

describe('subscriptions', () => {
  it('lists companies with their plan, newest first, by plan and by name, paged', async () => {
    const tag = `Zebrafinch ${Date.now()}`;
    const first = await company(`${tag} Bakery`);
    const second = await company(`${tag} Butcher`);
    await company(`${tag} Candles`);
    expect((await call('PUT', `/api/admin/subscriptions/${first.company.id}`, admin, { planCode: 'growth' })).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/subscriptions/${second.company.id}`, admin, { planCode: 'enterprise' })).statusCode).toBe(200);

    const all = (await call('GET', `/api/admin/subscriptions?search=${encodeURIComponent(tag)}`, admin)).json<AdminSubscriptionList>();
    expect(all.data.map((s) => [s.companyName.replace(`${tag} `, ''), s.plan.code])).toEqual([['Butcher', 'enterprise'], ['Bakery', 'growth'], ['Candles', 'free']]);
    expect(all.data[0]).toMatchObject({ assignedByAdmin: true, startedAt: expect.any(String), subscriptionId: expect.any(String) });
    expect(all.data[2]).toMatchObject({ subscriptionId: null, startedAt: null, assignedByAdmin: false, plan: { name: 'Free' } });

    const growth = (await call('GET', `/api/admin/subscriptions?plan=growth&search=${encodeURIComponent(tag)}`, admin)).json<AdminSubscriptionList>();
    expect(growth.data.map((s) => s.companyId)).toEqual([first.company.id]);
    const free = (await call('GET', `/api/admin/subscriptions?plan=free&search=${encodeURIComponent(tag)}`, admin)).json<AdminSubscriptionList>();
    expect(free.data.map((s) => s.companyName)).toEqual([`${tag} Candles`]);
    const paged = (await call('GET', `/api/admin/subscriptions?size=1&page=2&search=${encodeURIComponent(tag)}`, admin)).json<AdminSubscriptionList>();
    expect(paged.data.map((s) => s.companyName)).toEqual([`${tag} Bakery`]);
    expect(paged.meta).toMatchObject({ totalResults: 3, numberOfPages: 3 });

    // Page by page at size 1, the order is the same newest-first as the whole list: the companies on Free interleave by
    // when they joined with the subscriptions by when they started (two index walks merged, decision 135).
    const later = await company(`${tag} Dairy`);
    const newest = await company(`${tag} Eggs`);
    expect((await call('PUT', `/api/admin/subscriptions/${newest.company.id}`, admin, { planCode: 'growth' })).statusCode).toBe(200);
    const pages: string[] = [];
    for (let page = 1; page <= 6; page++) {
      const one = (await call('GET', `/api/admin/subscriptions?size=1&page=${page}&search=${encodeURIComponent(tag)}`, admin)).json<AdminSubscriptionList>();
      expect(one.meta).toMatchObject({ totalResults: 5, numberOfPages: 5, hasNextPage: page < 5 });
      pages.push(...one.data.map((s) => s.companyName.replace(`${tag} `, '')));
    }
    expect(pages).toEqual(['Eggs', 'Dairy', 'Butcher', 'Bakery', 'Candles']);
    const growthNow = (await call('GET', `/api/admin/subscriptions?plan=growth&search=${encodeURIComponent(tag)}`, admin)).json<AdminSubscriptionList>();
    expect(growthNow.data.map((s) => s.companyId)).toEqual([newest.company.id, first.company.id]);
    const freeNow = (await call('GET', `/api/admin/subscriptions?plan=free&search=${encodeURIComponent(tag)}`, admin)).json<AdminSubscriptionList>();
    expect(freeNow.data.map((s) => s.companyId)).toEqual([later.company.id, expect.any(String)]);

    for (const q of ['size=500', 'page=0', 'plan=Not%20A%20Code']) {
      const r = await call('GET', `/api/admin/subscriptions?${q}`, admin);
      expect(r.statusCode, q).toBe(400);
      expect(r.json().message).toMatch(new RegExp(`^${q.split('=')[0]}`));
    }
  });

  it('the whole list\'s total is the maintained count of live companies, not recounted; its pages keep the newest-first order', async () => {
    const a = await company();
    await company();
    expect((await call('PUT', `/api/admin/subscriptions/${a.company.id}`, admin, { planCode: 'growth' })).statusCode).toBe(200);
    const db = t.app.database;
    const live = Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM companies WHERE deleted_at IS NULL')).rows[0]!.n);
    const expected = (await db.query<{ id: string }>(`SELECT c.id FROM companies c LEFT JOIN subscriptions s ON s.company_id = c.id AND s.status = 'active'
      WHERE c.deleted_at IS NULL ORDER BY coalesce(s.started_at, c.created_at) DESC, c.id DESC LIMIT 6`)).rows.map((r) => r.id);
    const pages: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const one = (await call('GET', `/api/admin/subscriptions?size=2&page=${page}`, admin)).json<AdminSubscriptionList>();
      expect(one.meta).toMatchObject({ totalResults: live, hasNextPage: live > page * 2 });
      pages.push(...one.data.map((s) => s.companyId));
    }
    expect(pages).toEqual(expected);

    // The total is the platform's counter (moved by every company's creation and deletion), read in one row.
    await db.query("UPDATE platform_stats SET companies_total = companies_total + 7 WHERE id = 'global'");
    try {
      expect((await call('GET', '/api/admin/subscriptions?size=2', admin)).json<AdminSubscriptionList>().meta.totalResults).toBe(live + 7);
      // A filtered list still counts its matches.
      expect((await call('GET', `/api/admin/subscriptions?search=${encodeURIComponent(a.company.name)}`, admin)).json<AdminSubscriptionList>().meta.totalResults).toBe(1);
    } finally {
      await db.query("UPDATE platform_stats SET companies_total = companies_total - 7 WHERE id = 'global'");
    }
  });

  it('an admin assigns a paid plan: the old subscription ends, an open invoice is recorded, audited with the admin', async () => {
    const { company: c, owner } = await company();
    const r = await call('PUT', `/api/admin/subscriptions/${c.id}`, admin, { planCode: 'growth' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<ChoosePlanResponse>()).toMatchObject({ subscription: { plan: { code: 'growth' } }, invoice: { amountCents: 4900, status: 'open', provider: 'manual' } });
    expect((await call('PUT', `/api/admin/subscriptions/${c.id}`, admin, { planCode: 'enterprise' })).statusCode).toBe(200);
    const rows = await rowsOf(c.id);
    expect(rows.subscriptions.map((s) => s.status).sort()).toEqual(['active', 'cancelled']);
    expect(rows.subscriptions.every((s) => s.assignedById !== null)).toBe(true);
    expect(rows.invoices).toHaveLength(2);
    const audit = await t.app.database.db.select().from(auditEntries).where(and(eq(auditEntries.companyId, c.id), eq(auditEntries.action, 'subscription.assign')));
    expect(audit).toHaveLength(2);
    expect(audit.every((a) => a.actorRole === 'admin')).toBe(true);
    // The owner's own account shows the plan the admin assigned.
    expect((await call('GET', `/api/business/subscription/${c.id}`, owner)).json()).toMatchObject({ plan: { code: 'enterprise' } });
  });

  it('bad input is a 400 naming planCode, the plan it is on a 409, a plan it outgrows a 409 that leaves the old subscription', async () => {
    const { company: c } = await company();
    for (const body of [{ planCode: 'platinum' }, { planCode: '' }, {}, { planCode: 'growth', extra: 1 }]) {
      const r = await call('PUT', `/api/admin/subscriptions/${c.id}`, admin, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      if (!('extra' in body)) expect(r.json().message).toMatch(/^planCode: /);
    }
    expect((await call('PUT', '/api/admin/subscriptions/nope', admin, { planCode: 'growth' })).statusCode).toBe(400);
    expect((await call('PUT', `/api/admin/subscriptions/${crypto.randomUUID()}`, admin, { planCode: 'growth' })).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/subscriptions/${c.id}`, admin, { planCode: 'free' })).statusCode).toBe(409);
    expect(await rowsOf(c.id)).toEqual({ subscriptions: [], invoices: [] });

    expect((await call('PUT', `/api/admin/subscriptions/${c.id}`, admin, { planCode: 'growth' })).statusCode).toBe(200);
    await hire(c.id, 3);
    const before = await rowsOf(c.id);
    const r = await call('PUT', `/api/admin/subscriptions/${c.id}`, admin, { planCode: 'free' });
    expect(r.statusCode).toBe(409);
    expect(r.json().details).toEqual([{ field: 'employees', message: '3 in use, the Free plan allows 2 employees' }]);
    expect(await rowsOf(c.id)).toEqual(before);
  });

  it('an admin assignment racing the owner\'s choice leaves exactly one active subscription', async () => {
    const { company: c, owner } = await company();
    const [byAdmin, byOwner] = await Promise.all([
      call('PUT', `/api/admin/subscriptions/${c.id}`, admin, { planCode: 'enterprise' }),
      call('PUT', `/api/business/subscription/${c.id}`, owner, { planCode: 'growth' }),
    ]);
    expect([byAdmin.statusCode, byOwner.statusCode]).toEqual([200, 200]);
    const rows = await rowsOf(c.id);
    expect(rows.subscriptions.filter((s) => s.status === 'active')).toHaveLength(1);
    expect(rows.subscriptions).toHaveLength(2);
    expect(rows.invoices).toHaveLength(2);
  });
});

describe('invoices', () => {
  async function invoiced() {
    const c = await company();
    const r = await call('PUT', `/api/admin/subscriptions/${c.company.id}`, admin, { planCode: 'growth' });
    return { ...c, invoice: r.json<ChoosePlanResponse>().invoice! };
  }

  it('lists invoices across companies newest first, by status and company, paged', async () => {
    const a = await invoiced();
    const b = await invoiced();
    const all = (await call('GET', '/api/admin/invoices?size=2', admin)).json<AdminInvoiceList>();
    expect(all.data.map((i) => i.id)).toEqual([b.invoice.id, a.invoice.id]);
    expect(all.data[0]).toMatchObject({ companyId: b.company.id, companyName: b.company.name, planName: 'Growth', status: 'open' });
    const mine = (await call('GET', `/api/admin/invoices?companyId=${a.company.id}`, admin)).json<AdminInvoiceList>();
    expect(mine.data.map((i) => i.id)).toEqual([a.invoice.id]);
    expect(mine.meta.totalResults).toBe(1);
    expect((await call('PATCH', `/api/admin/invoices/${a.invoice.id}`, admin, { status: 'void' })).statusCode).toBe(200);
    const open = (await call('GET', '/api/admin/invoices?status=open&size=100', admin)).json<AdminInvoiceList>();
    expect(open.data.map((i) => i.id)).not.toContain(a.invoice.id);
    expect(open.data.every((i) => i.status === 'open')).toBe(true);
    for (const q of ['status=late', 'companyId=nope', 'size=0']) {
      const r = await call('GET', `/api/admin/invoices?${q}`, admin);
      expect(r.statusCode, q).toBe(400);
      expect(r.json().message).toMatch(new RegExp(`^${q.split('=')[0]}`));
    }
  });

  it('marks an open invoice paid: paid_at set, audited, the company sees it paid; once settled it is a 409', async () => {
    const { company: c, owner, invoice } = await invoiced();
    const r = await call('PATCH', `/api/admin/invoices/${invoice.id}`, admin, { status: 'paid' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<AdminInvoice>()).toMatchObject({ id: invoice.id, status: 'paid', paidAt: expect.any(String) });
    const theirs = (await call('GET', `/api/business/invoices/${c.id}`, owner)).json<InvoiceListResponse>();
    expect(theirs.data[0]).toMatchObject({ id: invoice.id, status: 'paid', paidAt: expect.any(String) });
    const audit = await t.app.database.db.select().from(auditEntries).where(eq(auditEntries.entityId, invoice.id));
    expect(audit.map((a) => [a.action, a.companyId, a.actorRole])).toEqual([['invoice.paid', c.id, 'admin']]);

    for (const status of ['paid', 'void']) {
      const again = await call('PATCH', `/api/admin/invoices/${invoice.id}`, admin, { status });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/is paid, not open/);
    }
    expect((await rowsOf(c.id)).invoices[0]).toMatchObject({ status: 'paid' });
  });

  it('voids an open invoice; bad input is a 400 naming status; an unknown invoice a 404', async () => {
    const { company: c, invoice } = await invoiced();
    for (const body of [{ status: 'open' }, { status: 'refunded' }, {}]) {
      const r = await call('PATCH', `/api/admin/invoices/${invoice.id}`, admin, body);
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toMatch(/^status: /);
    }
    expect((await rowsOf(c.id)).invoices[0]).toMatchObject({ status: 'open', paidAt: null });
    expect((await call('PATCH', `/api/admin/invoices/${crypto.randomUUID()}`, admin, { status: 'paid' })).statusCode).toBe(404);
    const r = await call('PATCH', `/api/admin/invoices/${invoice.id}`, admin, { status: 'void' });
    expect(r.json<AdminInvoice>()).toMatchObject({ status: 'void', paidAt: null });
  });
});
