// Adverts (decision 128): admin CRUD with its guards, the live read and its impressions, the counting click redirect.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ADMIN_PERMISSIONS } from '@redress/contract';
import { useTestApp } from '../../../test/app.ts';
import { adverts, auditEntries } from '../../db/schema/index.ts';

const t = useTestApp();
const admin = () => t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['adverts.manage'] });
const hour = 3600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
const base = { title: 'Spring sale', imageUrl: '/uploads/advert-images/2026/11/a.webp', linkUrl: 'https://shop.example/spring' };
const create = async (body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/adverts', headers: headers ?? await admin(), payload: body });
const count = async () => (await t.app.database.db.select().from(adverts)).length;

describe('who may manage adverts', () => {
  it('refuses the signed-out, customers, businesses and admins without adverts.manage, and writes nothing', async () => {
    const others = ADMIN_PERMISSIONS.filter((p) => p !== 'adverts.manage');
    const cases: [Record<string, string>, number][] = [
      [{}, 401], [await t.authHeader({ id: crypto.randomUUID(), role: 'user' }), 403],
      [await t.authHeader({ id: crypto.randomUUID(), role: 'organization' }), 403],
      [await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: others }), 403],
    ];
    const id = crypto.randomUUID();
    for (const [headers, status] of cases) {
      expect((await create(base, headers)).statusCode).toBe(status);
      expect((await t.app.inject({ url: '/api/admin/adverts', headers })).statusCode).toBe(status);
      expect((await t.app.inject({ method: 'PUT', url: `/api/admin/adverts/${id}`, headers, payload: base })).statusCode).toBe(status);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/adverts/${id}`, headers })).statusCode).toBe(status);
    }
    expect(await count()).toBe(0);
  });

  it('answers bad input with a 400 naming the field, and stores nothing', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ ...base, title: '' }, 'title'],
      [{ ...base, linkUrl: 'javascript:alert(1)' }, 'linkUrl'],
      [{ ...base, linkUrl: 'ftp://files.example/x' }, 'linkUrl'],
      [{ ...base, imageUrl: 'data:image/png;base64,AAAA' }, 'imageUrl'],
      [{ ...base, placement: 'footer' }, 'placement'],
      [{ ...base, startsAt: 'tomorrow' }, 'startsAt'],
      [{ ...base, startsAt: iso(2 * hour), endsAt: iso(hour) }, 'endsAt'],
    ];
    for (const [body, field] of bad) {
      const r = await create(body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.body).toContain(field);
    }
    expect(await count()).toBe(0);
    const missing = await t.app.inject({ method: 'PUT', url: `/api/admin/adverts/${crypto.randomUUID()}`, headers: await admin(), payload: base });
    expect(missing.statusCode).toBe(404);
  });
});

describe('adverts on pages', () => {
  it('shows only live side adverts, counts one impression per render and each click, and redirects to the link', async () => {
    const live = (await create({ ...base, startsAt: iso(-hour), endsAt: iso(hour), sortOrder: 1 })).json();
    const first = (await create({ ...base, title: 'First', linkUrl: 'http://first.example/' })).json();
    await create({ ...base, title: 'Later', startsAt: iso(hour) });
    await create({ ...base, title: 'Over', startsAt: iso(-2 * hour), endsAt: iso(-hour) });
    await create({ ...base, title: 'Paused', active: false });
    await create({ ...base, title: 'Top', placement: 'top' });

    for (let i = 0; i < 2; i++) {
      const r = await t.app.inject({ url: '/api/adverts?placement=side' });
      expect(r.statusCode).toBe(200);
      expect(r.json().data.map((a: { title: string }) => a.title)).toEqual(['First', 'Spring sale']);
      expect(r.body).not.toContain('shop.example');
    }
    const click = await t.app.inject({ url: live.clickUrl ?? `/api/adverts/${live.id}/click` });
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe('https://shop.example/spring');

    const list = (await t.app.inject({ url: '/api/admin/adverts', headers: await admin() })).json().data as { id: string; impressions: number; clicks: number; ctr: number; live: boolean }[];
    expect(list.find((a) => a.id === live.id)).toMatchObject({ impressions: 2, clicks: 1, ctr: 0.5, live: true });
    expect(list.find((a) => a.id === first.id)).toMatchObject({ impressions: 2, clicks: 0, ctr: 0 });
    expect(list.filter((a) => !a.live)).toHaveLength(3);

    // Not live: no redirect, nothing counted.
    const paused = list.find((a) => !a.live)!;
    expect((await t.app.inject({ url: `/api/adverts/${paused.id}/click` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/adverts/not-an-id/click' })).statusCode).toBe(400);
  });

  it('edits and deletes an advert, audited with the state before and after', async () => {
    const h = await admin();
    const a = (await create({ ...base, title: 'Winter' }, h)).json();
    const edited = await t.app.inject({ method: 'PUT', url: `/api/admin/adverts/${a.id}`, headers: h, payload: { ...base, title: 'Winter sale', active: false } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Winter sale', active: false, live: false });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/adverts/${a.id}`, headers: h })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/adverts/${a.id}`, headers: h })).statusCode).toBe(404);
    const trail = await t.app.database.db.select().from(auditEntries).where(and(eq(auditEntries.entityType, 'advert'), eq(auditEntries.entityId, a.id)));
    expect(trail.map((e) => e.action).sort()).toEqual(['advert.create', 'advert.delete', 'advert.update']);
    expect(trail.find((e) => e.action === 'advert.update')).toMatchObject({ before: { title: 'Winter', active: true }, after: { title: 'Winter sale', active: false } });
  });
});
