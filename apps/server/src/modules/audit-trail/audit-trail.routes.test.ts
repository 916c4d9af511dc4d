import { describe, expect, it } from 'vitest';
import type { AuditListResponse } from '@redress/contract';
import { auditEntries } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/app.ts';
import { targetFactories } from '../../../test/targets.ts';

const t = useTestApp();
const f = () => targetFactories(t);
const url = (companyId: string, q = '') => `/api/business/audit/search/${companyId}${q}`;

async function trail(auth: Record<string, string>, companyId: string, q = '') {
  const r = await t.app.inject({ url: url(companyId, q), headers: auth });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<AuditListResponse>();
}

/** A company whose people answered a complaint and a review through the API, and entries made by others. */
async function world() {
  const { customer, company, complaint, review } = f();
  const co = await company();
  const thandi = await customer();
  const anonymous = await complaint(thandi.user.id, co.company.id, { title: 'Anonymous one', anonymous: true, responseDueAt: new Date(Date.now() + 3_600_000) });
  const rev = await review(thandi.user.id, co.company.id, { anonymous: true });
  const post = (url: string, headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
  expect((await post('/api/complaint/comment', co.ownerAuth, { complaintId: anonymous.id, commentText: 'Sorry, we are on it.' })).statusCode).toBe(201);
  const answer = await post('/api/review/comment', co.staffAuth, { reviewId: rev.id, commentText: 'Thank you!' });
  expect(answer.statusCode, answer.body).toBe(201);
  const db = t.app.database.db;
  // What an organization may not see: a customer's identity in before/after, IPs.
  await db.insert(auditEntries).values({
    actorId: crypto.randomUUID(), actorRole: 'admin', companyId: co.company.id, action: 'complaint.delete', entityType: 'complaint', entityId: anonymous.id,
    before: { status: 'pending', customerId: thandi.user.id, customerEmail: thandi.user.email, email: thandi.user.email }, after: { deleted: true, reason: 'Spam' }, ip: '203.0.113.9',
  });
  const other = await company();
  await db.insert(auditEntries).values({ actorRole: 'organization', companyId: other.company.id, action: 'company.update', entityType: 'company', entityId: other.company.id });
  return { ...co, other, thandi, anonymous, rev, answerId: answer.json<{ returnId: string }>().returnId };
}

describe('GET /business/audit/search/{id}', () => {
  it('lists the company\'s changes newest first, with who made them and nothing about customers', async () => {
    const w = await world();
    const body = await trail(w.ownerAuth, w.company.id);
    expect(body.data.map((e) => e.action)).toEqual(['complaint.delete', 'review.respond', 'complaint.respond']);
    expect(body.meta).toMatchObject({ totalResults: 3, numberOfPages: 1 });
    const [deleted, reviewAnswer, complaintAnswer] = body.data;
    expect(deleted!.actor).toEqual({ id: null, name: 'Redress team', role: 'admin', apiKey: null, apiClientId: null });
    expect(deleted!.before).toEqual({ status: 'pending' });
    expect(deleted!.after).toEqual({ deleted: true, reason: 'Spam' });
    expect(reviewAnswer).toMatchObject({ entityType: 'review', entityId: w.rev.id, actor: { name: 'Musa Zulu', role: 'employee' }, after: { commentId: w.answerId, reply: false } });
    expect(complaintAnswer).toMatchObject({ entityType: 'complaint', entityId: w.anonymous.id, actor: { name: 'Owen Dlamini', role: 'organization' }, before: { status: 'pending' }, after: { status: 'in-review' } });
    // Each item by its title (the complaint's and the review's, as their pages show them), not a raw id.
    expect([deleted!.target, reviewAnswer!.target, complaintAnswer!.target]).toEqual(['Anonymous one', 'Friendly and quick', 'Anonymous one']);
    const raw = JSON.stringify(body);
    expect(raw).not.toContain(w.thandi.user.id);
    expect(raw).not.toContain(w.thandi.user.email);
    expect(raw).not.toContain('203.0.113.9');
  });

  it('searches the action and entity, by actor and by day, and pages', async () => {
    const w = await world();
    const actions = async (q: string) => (await trail(w.staffAuth, w.company.id, q)).data.map((e) => e.action);
    expect(await actions('?search=respond')).toEqual(['review.respond', 'complaint.respond']);
    expect(await actions('?search=REVIEW')).toEqual(['review.respond']);
    expect(await actions(`?search=${w.anonymous.id}`)).toEqual(['complaint.delete', 'complaint.respond']);
    const owner = (await trail(w.ownerAuth, w.company.id)).data.find((e) => e.action === 'complaint.respond')!.actor.id!;
    expect(await actions(`?actor=${owner}`)).toEqual(['complaint.respond']);
    const today = new Date().toISOString().slice(0, 10);
    expect(await actions(`?from=${today}&to=${today}`)).toHaveLength(3);
    expect(await actions('?from=2020-01-01&to=2020-01-31')).toEqual([]);
    const page2 = await trail(w.ownerAuth, w.company.id, '?size=2&page=2');
    expect(page2.data.map((e) => e.action)).toEqual(['complaint.respond']);
    expect(page2.meta).toMatchObject({ totalResults: 3, numberOfPages: 2, prevPage: 1, nextPage: null });
  });

  it('answers 400 naming the field for bad options', async () => {
    const w = await world();
    for (const [q, field] of [['?from=2026-05-02&to=2026-05-01', 'from'], ['?actor=someone', 'actor'], ['?to=yesterday', 'to'], ['?page=0', 'page'], [`?search=${'x'.repeat(101)}`, 'search']]) {
      const r = await t.app.inject({ url: url(w.company.id, q), headers: w.ownerAuth });
      expect(r.statusCode, q).toBe(400);
      expect(r.json<{ message: string }>().message).toContain(field);
    }
  });

  it('is for the company\'s people and admins with audit.view, and read-only', async () => {
    const w = await world();
    const { customer, admin } = f();
    const status = async (headers: Record<string, string>, id = w.company.id) => (await t.app.inject({ url: url(id), headers })).statusCode;
    expect(await status({})).toBe(401);
    expect(await status((await customer()).auth)).toBe(403);
    expect(await status(w.other.ownerAuth)).toBe(403);
    expect(await status(w.other.staffAuth)).toBe(403);
    expect(await status(await admin(['companies.manage']))).toBe(403);
    expect(await status(w.staffAuth)).toBe(200);
    expect(await status(w.ownerAuth, crypto.randomUUID())).toBe(404);
    expect((await trail(await admin(['audit.view']), w.company.id)).meta.totalResults).toBe(3);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      expect((await t.app.inject({ method, url: url(w.company.id), headers: w.ownerAuth })).statusCode, method).toBe(404);
    }
  });

  it('shows coworkers\' e-mail addresses to those the employee list shows them to: the owner and admins, not managers or agents', async () => {
    const { company, admin } = f();
    const co = await company();
    const create = async (email: string, role: 'manager' | 'agent') => {
      const r = await t.app.inject({
        method: 'POST', url: '/api/Employees/CreateEmployeeProfile', headers: co.ownerAuth,
        payload: { companyId: co.company.id, firstName: 'Lerato', lastName: 'Mahlangu', email, password: 'Quiet-River-2031', role },
      });
      expect(r.statusCode, r.body).toBe(201);
      return r.json<{ employee: { userId: string } }>().employee.userId;
    };
    const managerId = await create(`manager-${co.company.id}@shop.example`, 'manager');
    const agentId = await create(`agent-${co.company.id}@shop.example`, 'agent');
    const employeeOf = async (auth: Record<string, string>) => (await trail(auth, co.company.id, '?search=employee')).data;
    const asOwner = await employeeOf(co.ownerAuth);
    expect(asOwner.map((e) => e.after?.email)).toEqual([`agent-${co.company.id}@shop.example`, `manager-${co.company.id}@shop.example`]);
    expect((await employeeOf(await admin(['audit.view']))).map((e) => e.after?.email)).toEqual(asOwner.map((e) => e.after?.email));
    for (const id of [agentId, managerId]) {
      const entries = await employeeOf(await t.authHeader({ id, role: 'employee', companyId: co.company.id }));
      // Names, as the rest of the trail shows them; no address.
      expect(entries.map((e) => e.after)).toEqual([
        { firstName: 'Lerato', lastName: 'Mahlangu', jobTitle: null, role: 'agent' },
        { firstName: 'Lerato', lastName: 'Mahlangu', jobTitle: null, role: 'manager' },
      ]);
      expect(JSON.stringify(entries)).not.toContain('@shop.example');
    }
    // The employee list call refuses them alike.
    const list = await t.app.inject({ url: `/api/Employees/GetCompanyEmployees/${co.company.id}`, headers: await t.authHeader({ id: managerId, role: 'employee', companyId: co.company.id }) });
    expect(list.statusCode).toBe(403);
  });

  it('records a company withdrawing its own answer', async () => {
    const w = await world();
    const r = await t.app.inject({ method: 'DELETE', url: `/api/review/comment/${w.answerId}`, headers: w.staffAuth });
    expect(r.statusCode, r.body).toBe(200);
    const [latest] = (await trail(w.ownerAuth, w.company.id)).data;
    expect(latest).toMatchObject({ action: 'comment.delete', entityType: 'review', entityId: w.rev.id, actor: { name: 'Musa Zulu' }, before: { commentId: w.answerId, commentText: 'Thank you!' } });
  });

  it('is declared in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(doc.paths['/api/business/audit/search/{id}']?.get).toBeDefined();
  });
});
