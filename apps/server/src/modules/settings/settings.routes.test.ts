// Maintenance mode (decision 127): who may switch it, what it refuses while on, and that every instance hears it.
import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ADMIN_PERMISSIONS } from '@redress/contract';
import { useTestApp } from '../../../test/app.ts';
import { databaseUrlForTests } from '../../../test/database.ts';
import { buildApp } from '../../app.ts';
import { createDatabase } from '../../db/client.ts';
import { appSettings, auditEntries } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { ensureSuperAdminRole, insertUser } from '../users/users.repository.ts';

const t = useTestApp();
const URL_ = '/api/admin/settings/maintenance';
const PASSWORD = 'Correct-horse-42';
let n = 0;

const admin = (permissions = [...ADMIN_PERMISSIONS]) => t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions });
const customer = () => t.authHeader({ id: crypto.randomUUID(), role: 'user' });
const put = (headers: Record<string, string>, payload: unknown, app: FastifyInstance = t.app) =>
  app.inject({ method: 'PUT', url: URL_, headers, payload: payload as object });
const stored = async () => (await t.app.database.db.select().from(appSettings).where(eq(appSettings.key, 'maintenance')))[0]?.value ?? false;

describe('who may switch maintenance mode', () => {
  it('refuses the signed-out, customers, businesses and admins without settings.manage, and changes nothing', async () => {
    const business = await t.authHeader({ id: crypto.randomUUID(), role: 'organization' });
    const others = ADMIN_PERMISSIONS.filter((p) => p !== 'settings.manage');
    const cases: [Record<string, string>, number][] = [[{}, 401], [await customer(), 403], [business, 403], [await admin(others), 403]];
    for (const [headers, status] of cases) {
      expect((await put(headers, { enabled: true })).statusCode).toBe(status);
      expect((await t.app.inject({ url: URL_, headers })).statusCode).toBe(status);
    }
    expect(await stored()).toBe(false);
  });

  it('answers bad input with a 400 naming the field, and stores nothing', async () => {
    const h = await admin(['settings.manage']);
    for (const [payload, field] of [[{}, 'enabled'], [{ enabled: 'yes' }, 'enabled'], [{ enabled: true, message: 'x'.repeat(501) }, 'message'], [{ enabled: true, colour: 'red' }, 'colour']] as const) {
      const r = await put(h, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.body).toContain(field);
    }
    expect(await stored()).toBe(false);
  });
});

describe('while maintenance mode is on', () => {
  it('refuses every call but an admin\'s, admin sign-in, health and the public settings; off again, all is back', async () => {
    const roleId = await ensureSuperAdminRole(t.app.database.db, [...ADMIN_PERMISSIONS]);
    const adminEmail = `keeper${++n}${Date.now()}@example.com`;
    await insertUser(t.app.database.db, { email: adminEmail, passwordHash: await hashPassword(PASSWORD), firstName: 'Ayanda', lastName: 'Mokoena', profileType: 'admin', adminRoleId: roleId, emailVerified: true });
    const h = await admin(['settings.manage']);
    const visitor = await customer();
    expect((await t.app.inject({ url: '/api/notification/unread', headers: visitor })).statusCode).toBe(200);

    const on = await put(h, { enabled: true, message: 'Back at 18:00 UTC' });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ enabled: true, message: 'Back at 18:00 UTC' });

    const refused = await t.app.inject({ url: '/api/notification/unread', headers: visitor });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('120');
    expect(refused.json().message).toBe('Back at 18:00 UTC');
    expect((await t.app.inject({ url: '/api/company/GetCategories' })).statusCode).toBe(503);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@example.com', password: 'x' } })).statusCode).toBe(503);

    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    // The probes too (decision 193): a load balancer must not take every instance out for maintenance.
    expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/health/ready' })).json()).toEqual({ status: 'ready' });
    const config = await t.app.inject({ url: '/api/config' });
    expect(config.json()).toMatchObject({ maintenance: true, maintenanceMessage: 'Back at 18:00 UTC' });
    const signIn = await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email: adminEmail, password: PASSWORD }, remoteAddress: '10.9.9.9' });
    expect(signIn.statusCode).toBe(200);
    const adminHeaders = { authorization: `Bearer ${signIn.json().access_token as string}` };
    expect((await t.app.inject({ url: '/api/notification/unread', headers: adminHeaders })).statusCode).toBe(200);
    expect((await t.app.inject({ url: URL_, headers: h })).json()).toMatchObject({ enabled: true });

    const off = await put(h, { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false, message: null });
    expect((await t.app.inject({ url: '/api/notification/unread', headers: visitor })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/config' })).json().maintenance).toBe(false);

    const audit = await t.app.database.db.select().from(auditEntries).where(eq(auditEntries.entityType, 'setting')).orderBy(desc(auditEntries.createdAt)).limit(2);
    expect(audit.map((a) => a.action)).toEqual(['maintenance.off', 'maintenance.on']);
    expect(audit[1]).toMatchObject({ before: { enabled: false }, after: { enabled: true, message: 'Back at 18:00 UTC' } });
  });

  it('refuses an API call spelled with percent-encoding (/%61pi/...) like its plain spelling, with the API\'s headers', async () => {
    const h = await admin(['settings.manage']);
    const visitor = await customer();
    const apiPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
    expect((await put(h, { enabled: true })).statusCode).toBe(200);
    try {
      const calls: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
        { method: 'GET', url: '/%61pi/auth/me' },
        { method: 'GET', url: '/ap%69/notification/unread' },
        { method: 'POST', url: '/%61pi/auth/login', payload: { email: 'a@example.com', password: 'Correct-horse-42' } },
        { method: 'POST', url: '/%61pi/complaint/comment', payload: { complaintId: crypto.randomUUID(), text: 'Still waiting for my refund.' } },
        { method: 'GET', url: '/%61pi/%61uth/me' },
        { method: 'GET', url: '/%61pi/no-such-call' },
      ];
      for (const call of calls) {
        const r = await t.app.inject({ ...call, headers: visitor });
        expect(r.statusCode, call.url).toBe(503);
        expect(r.headers['retry-after'], call.url).toBe('120');
        expect(r.headers['content-security-policy'], call.url).toBe(apiPolicy);
        expect(r.headers['content-type'], call.url).toBe('application/json; charset=utf-8');
      }
      // What stays open stays open in any spelling: health, and admin calls for an admin.
      expect((await t.app.inject({ url: '/%61pi/health' })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/%61pi/admin/settings/maintenance', headers: h })).statusCode).toBe(200);
    } finally {
      expect((await put(h, { enabled: false })).statusCode).toBe(200);
    }
  });
});

const onPostgres = databaseUrlForTests().startsWith('postgres');
describe('across instances', () => {
  it.skipIf(!onPostgres)('on PostgreSQL, switched on one instance, another refuses at once (well inside its 5 s cache)', async () => {
    const url = (t.app.database as unknown as { url?: string }).url ?? '';
    const database = await createDatabase(url, { poolSize: 2 });
    let second: FastifyInstance | undefined;
    try {
      second = await buildApp({ ...t.config }, { database, serveWeb: false });
      const visitor = await customer();
      // The second instance has read the setting (off) and keeps it for 5 s.
      expect((await second.inject({ url: '/api/notification/unread', headers: visitor })).statusCode).toBe(200);
      const h = await admin(['settings.manage']);
      expect((await put(h, { enabled: true })).statusCode).toBe(200);
      const started = Date.now();
      let status = 0;
      while (Date.now() - started < 2000) {
        status = (await second.inject({ url: '/api/notification/unread', headers: visitor })).statusCode;
        if (status === 503) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(status).toBe(503);
      expect((await put(h, { enabled: false }, second)).statusCode).toBe(200);
      let back = 0;
      while (Date.now() - started < 4000) {
        back = (await t.app.inject({ url: '/api/notification/unread', headers: visitor })).statusCode;
        if (back === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(back).toBe(200);
    } finally {
      await second?.close();
      await database.close();
    }
  });
});
