// The platform audit log (GET /admin/audit, /admin/audit/search): every entry, newest first, for audit.view.
import { describe, expect, it } from 'vitest';
import type { AdminAuditListResponse } from '@redress/contract';
import { auditEntries } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/app.ts';
import { targetFactories } from '../../../test/targets.ts';
import { insertUser } from '../users/users.repository.ts';

const t = useTestApp();
type H = Record<string, string>;

async function world() {
  const db = t.app.database.db;
  const { company, customer } = targetFactories(t);
  const co = await company();
  const other = await company();
  const mod = await insertUser(db, { email: `mod${crypto.randomUUID()}@redress.example`, firstName: 'Zanele', lastName: 'Mokoena', profileType: 'admin' });
  const fan = await customer();
  const at = (s: string) => new Date(`2023-04-${s}Z`);
  const [r1, c1] = [`r-${crypto.randomUUID()}`, `c-${crypto.randomUUID()}`];
  await db.insert(auditEntries).values([
    { actorId: mod.id, actorRole: 'admin', action: 'review.hide', entityType: 'review', entityId: r1, companyId: co.company.id, before: { hidden: false }, after: { hidden: true, reason: 'spam' }, ip: '198.51.100.7', userAgent: 'Secret/1.0', createdAt: at('10T09:00:00') },
    { actorId: mod.id, actorRole: 'admin', action: 'user.disable', entityType: 'user', entityId: fan.user.id, before: { status: 'active', passwordHash: 'x$y' }, after: { status: 'disabled' }, createdAt: at('11T09:00:00') },
    { actorRole: 'system', action: 'complaint.overdue', entityType: 'complaint', entityId: c1, companyId: other.company.id, createdAt: at('12T09:00:00') },
    { actorId: mod.id, actorRole: 'admin', action: 'complaint.delete', entityType: 'complaint', entityId: c1, companyId: other.company.id, createdAt: at('13T09:00:00') },
  ]);
  return { co, other, mod, fan, r1, c1 };
}

const search = async (h: H, q: string) => {
  const r = await t.app.inject({ url: `/api/admin/audit/search?from=2023-04-01&to=2023-04-30&${q}`, headers: h });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<AdminAuditListResponse>();
};

describe('the admin audit log', () => {
  it('lists every entry newest first with the actor named, and no IP, user agent or secret', async () => {
    const w = await world();
    const h = await targetFactories(t).admin(['audit.view']);
    const all = await t.app.inject({ url: '/api/admin/audit?size=100', headers: h });
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json<AdminAuditListResponse>();
    const mine = body.data.filter((e) => [w.r1, w.c1, w.fan.user.id].includes(e.entityId ?? ''));
    expect(mine.map((e) => e.action)).toEqual(['complaint.delete', 'complaint.overdue', 'user.disable', 'review.hide']);
    expect(mine[0]!.actor).toEqual({ id: w.mod.id, name: 'Zanele Mokoena', role: 'admin', apiKey: null, apiClientId: null });
    expect(mine[1]!.actor).toEqual({ id: null, name: 'Redress', role: 'system', apiKey: null, apiClientId: null });
    expect(mine[2]!.before).toEqual({ status: 'active' });
    // The account by its holder's name; an id that names no item (these made-up ones) gives none.
    expect(mine.map((e) => e.target)).toEqual([null, null, `${w.fan.user.firstName} ${w.fan.user.lastName}`, null]);
    expect(mine[3]).toMatchObject({ companyId: w.co.company.id, before: { hidden: false }, after: { hidden: true, reason: 'spam' } });
    expect(all.body).not.toContain('198.51.100.7');
    expect(all.body).not.toContain('Secret/1.0');
    expect(all.body).not.toContain('x$y');
  });

  it('searches by actor, action (or its start), target type and id, company and days, and pages', async () => {
    const w = await world();
    const h = await targetFactories(t).admin(['audit.view']);
    const actions = async (q: string) => (await search(h, q)).data.map((e) => e.action);
    expect(await actions(`actor=${w.mod.id}`)).toEqual(['complaint.delete', 'user.disable', 'review.hide']);
    expect(await actions(`entityType=complaint&entityId=${w.c1}`)).toEqual(['complaint.delete', 'complaint.overdue']);
    expect(await actions(`actor=${w.mod.id}&action=complaint`)).toEqual(['complaint.delete']);
    expect(await actions(`actor=${w.mod.id}&action=review.hide`)).toEqual(['review.hide']);
    expect(await actions(`actor=${w.mod.id}&action=review.hid`)).toEqual([]);
    expect(await actions(`companyId=${w.other.company.id}`)).toEqual(['complaint.delete', 'complaint.overdue']);
    const days = await t.app.inject({ url: `/api/admin/audit/search?actor=${w.mod.id}&from=2023-04-11&to=2023-04-11`, headers: h });
    expect(days.json<AdminAuditListResponse>().data.map((e) => e.action)).toEqual(['user.disable']);
    const page2 = await search(h, `actor=${w.mod.id}&size=2&page=2`);
    expect(page2.data.map((e) => e.action)).toEqual(['review.hide']);
    expect(page2.meta).toMatchObject({ totalResults: 3, numberOfPages: 2, prevPage: 1, nextPage: null });
  });

  it('answers 400 naming the field for bad options', async () => {
    const h = await targetFactories(t).admin(['audit.view']);
    for (const [q, field] of [
      ['from=2023-04-02&to=2023-04-01', 'to'], ['actor=someone', 'actor'], ['companyId=1', 'companyId'], ['to=yesterday', 'to'],
      ['page=0', 'page'], ['action=drop%20table', 'action'], [`entityId=${'x'.repeat(101)}`, 'entityId'], ['size=101', 'size'],
    ]) {
      const r = await t.app.inject({ url: `/api/admin/audit/search?${q}`, headers: h });
      expect(r.statusCode, q).toBe(400);
      expect(r.json<{ message: string }>().message, q).toContain(field);
    }
    expect((await t.app.inject({ url: '/api/admin/audit?page=0', headers: h })).statusCode).toBe(400);
  });

  it.each(['/api/admin/audit', '/api/admin/audit/search'])('%s is for admins with audit.view, and read-only', async (url) => {
    const { customer, company, admin } = targetFactories(t);
    const co = await company();
    const status = async (headers: H, method: 'GET' | 'POST' | 'DELETE' = 'GET') => (await t.app.inject({ method, url, headers })).statusCode;
    expect(await status({})).toBe(401);
    for (const h of [(await customer()).auth, co.ownerAuth, co.staffAuth, await admin(['reports.view', 'companies.manage'])]) expect(await status(h)).toBe(403);
    const h = await admin(['audit.view']);
    expect(await status(h)).toBe(200);
    expect(await status(h, 'POST')).toBe(404);
    expect(await status(h, 'DELETE')).toBe(404);
  });
});
