// Admin users and roles: who may create and hand out which rights, the super-admin's protection, rights changing at
// once, bad input naming the field, and every change audited.
import { describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS, type AdminPermission } from '@redress/contract';
import { useTestApp } from '../../../test/app.ts';
import { ensureSuperAdminRole, insertUser } from '../users/users.repository.ts';

const t = useTestApp();
let n = 0;
type H = Record<string, string>;
const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: H = {}, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const admin = (permissions: AdminPermission[] = [...ADMIN_PERMISSIONS]) => t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions });
const uniq = (s: string) => `${s} ${++n}.${Date.now()}`;
const auditActions = async (entityId: string) =>
  (await t.app.database.query<{ action: string }>('SELECT action FROM audit_entries WHERE entity_id = $1 ORDER BY created_at', [entityId])).rows.map((r) => r.action);
const countRoles = async () => (await t.app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM admin_roles')).rows[0]!.n;

async function role(permissions: AdminPermission[], h?: H) {
  const r = await inject('POST', '/admin/roles', h ?? (await admin()), { name: uniq('Role'), description: 'For tests', permissions });
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as { id: string; name: string };
}

describe('admin roles', () => {
  it('a role is created, read, listed with its holders, edited and deleted; each change is audited', async () => {
    const h = await admin();
    const created = await role(['reviews.moderate', 'reviews.moderate', 'audit.view'], h);
    expect(created).toMatchObject({ permissions: ['reviews.moderate', 'audit.view'], isSuper: false, holders: 0 });
    expect((await inject('GET', `/admin/roles/${created.id}`, h)).json().name).toBe(created.name);
    const list = (await inject('GET', '/admin/roles', h)).json().data as { id: string }[];
    expect(list.map((r) => r.id)).toContain(created.id);
    const edited = await inject('PATCH', `/admin/roles/${created.id}`, h, { permissions: ['ratings.moderate'] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().permissions).toEqual(['ratings.moderate']);
    expect((await inject('DELETE', `/admin/roles/${created.id}`, h)).statusCode).toBe(200);
    expect((await inject('GET', `/admin/roles/${created.id}`, h)).statusCode).toBe(404);
    expect(await auditActions(created.id)).toEqual(['role.create', 'role.update', 'role.delete']);
  });

  it('refuses no session, customers, businesses and admins without roles.manage', async () => {
    const body = { name: uniq('Nope'), permissions: ['reviews.moderate'] };
    const people = [await t.authHeader({ id: crypto.randomUUID(), role: 'user' }), await t.authHeader({ id: crypto.randomUUID(), role: 'organization' })];
    const moderator = await admin(['reviews.moderate']);
    const handsOut = await admin(['admins.manage']);
    const before = await countRoles();
    expect((await inject('POST', '/admin/roles', {}, body)).statusCode).toBe(401);
    expect((await inject('GET', '/admin/roles')).statusCode).toBe(401);
    for (const h of people) {
      expect((await inject('POST', '/admin/roles', h, body)).statusCode).toBe(403);
      expect((await inject('GET', '/admin/roles', h)).statusCode).toBe(403);
    }
    expect((await inject('POST', '/admin/roles', moderator, body)).statusCode).toBe(403);
    expect((await inject('GET', '/admin/roles', moderator)).statusCode).toBe(403);
    // Those who hand roles out read them too.
    expect((await inject('GET', '/admin/roles', handsOut)).statusCode).toBe(200);
    expect((await inject('POST', '/admin/roles', handsOut, body)).statusCode).toBe(403);
    expect(await countRoles()).toBe(before);
  });

  it('bad input is a 400 naming the field; a taken name 409; nothing is written', async () => {
    const h = await admin();
    const before = await countRoles();
    const noPerms = await inject('POST', '/admin/roles', h, { name: uniq('Empty'), permissions: [] });
    expect(noPerms.statusCode).toBe(400);
    expect(noPerms.json().details).toEqual([expect.objectContaining({ field: 'permissions' })]);
    const unknown = await inject('POST', '/admin/roles', h, { name: uniq('Odd'), permissions: ['everything.do'] });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json().details)).toContain('permissions');
    const noName = await inject('POST', '/admin/roles', h, { name: ' ', permissions: ['audit.view'] });
    expect(noName.json().details).toEqual([expect.objectContaining({ field: 'name' })]);
    const existing = await role(['audit.view'], h);
    const taken = await inject('POST', '/admin/roles', h, { name: existing.name.toUpperCase(), permissions: ['audit.view'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details).toEqual([expect.objectContaining({ field: 'name' })]);
    expect((await inject('PATCH', `/admin/roles/${existing.id}`, h, {})).statusCode).toBe(400);
    expect(await countRoles()).toBe(before + 1);
  });

  it('nobody grants what they do not hold; the super role is neither edited nor deleted', async () => {
    const limited = await admin(['roles.manage', 'reviews.moderate']);
    const beyond = await inject('POST', '/admin/roles', limited, { name: uniq('Power'), permissions: ['reviews.moderate', 'users.manage'] });
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().message).toContain('users.manage');
    await role(['reviews.moderate'], limited);
    const strong = await role(['users.manage']);
    expect((await inject('PATCH', `/admin/roles/${strong.id}`, limited, { permissions: ['reviews.moderate'] })).statusCode).toBe(403);
    const superId = await ensureSuperAdminRole(t.app.database.db, [...ADMIN_PERMISSIONS]);
    expect((await inject('PATCH', `/admin/roles/${superId}`, await admin(), { name: 'Less' })).statusCode).toBe(409);
    expect((await inject('DELETE', `/admin/roles/${superId}`, await admin())).statusCode).toBe(409);
  });

  it('a role in use is not deleted (409 naming how many hold it); editing it changes its holders\' rights at once', async () => {
    const h = await admin();
    const r = await role(['users.manage'], h);
    const holder = crypto.randomUUID();
    const holderAuth = await t.authHeader({ id: holder, role: 'admin', permissions: ['audit.view'] });
    expect((await inject('GET', '/admin/users', holderAuth)).statusCode).toBe(403);
    expect((await inject('POST', `/admin/users/adminusers/permissions/${holder}`, h, { roleId: r.id })).statusCode).toBe(200);
    // The same session, its next request: the new role's rights.
    expect((await inject('GET', '/admin/users', holderAuth)).statusCode).toBe(200);
    const held = await inject('DELETE', `/admin/roles/${r.id}`, h);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toMatch(/^1 admin holds this role/);
    expect((await inject('PATCH', `/admin/roles/${r.id}`, h, { permissions: ['audit.view'] })).statusCode).toBe(200);
    expect((await inject('GET', '/admin/users', holderAuth)).statusCode).toBe(403);
    expect((await inject('GET', `/admin/roles/${r.id}`, h)).json().holders).toBe(1);
  });
});

describe('admin users', () => {
  it('creates an admin with a role who signs in with the password given; lists admins; audits it', async () => {
    const h = await admin();
    const r = await role(['reviews.moderate'], h);
    const email = `moderator${++n}.${Date.now()}@example.com`;
    const created = await inject('POST', '/admin/users/adminusers', h, { email, firstName: 'Naledi', lastName: 'Mokoena', password: 'Quiet-Harbour-Lantern-7', roleId: r.id });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ email, profileType: 'admin', role: { id: r.id, isSuper: false }, permissions: ['reviews.moderate'] });
    expect(created.body).not.toMatch(/passwordHash|Quiet-Harbour/);
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email, password: 'Quiet-Harbour-Lantern-7' } });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user.permissions).toEqual(['reviews.moderate']);
    const me = await inject('POST', '/admin/users/current', { authorization: `Bearer ${login.json().access_token}` });
    expect(me.json()).toMatchObject({ email, permissions: ['reviews.moderate'], role: { name: r.name } });
    const list = await inject('GET', '/admin/users/adminusers?size=100', h);
    expect((list.json().data as { email: string }[]).map((a) => a.email)).toContain(email);
    expect(await auditActions(created.json().id)).toEqual(['admin.create']);
  });

  it('refuses bad input naming the field, a taken address, a role beyond the creator, and writes nothing', async () => {
    const h = await admin(['admins.manage', 'reviews.moderate']);
    const mine = await role(['reviews.moderate']);
    const strong = await role(['users.manage']);
    const email = `nope${++n}.${Date.now()}@example.com`;
    const base = { email, firstName: 'Nope', lastName: 'Never', password: 'Quiet-Harbour-Lantern-7', roleId: mine.id };
    const badMail = await inject('POST', '/admin/users/adminusers', h, { ...base, email: 'not-an-address' });
    expect(badMail.statusCode).toBe(400);
    expect(badMail.json().details).toEqual([expect.objectContaining({ field: 'email' })]);
    const badRole = await inject('POST', '/admin/users/adminusers', h, { ...base, roleId: crypto.randomUUID() });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().details).toEqual([expect.objectContaining({ field: 'roleId' })]);
    const weak = await inject('POST', '/admin/users/adminusers', h, { ...base, password: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details).toEqual([expect.objectContaining({ field: 'password' })]);
    const beyond = await inject('POST', '/admin/users/adminusers', h, { ...base, roleId: strong.id });
    expect(beyond.statusCode).toBe(403);
    const taken = await inject('POST', '/admin/users/adminusers', h, { ...base, email: (await insertUser(t.app.database.db, { email: `taken${++n}@example.com` })).email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details).toEqual([expect.objectContaining({ field: 'email' })]);
    expect((await inject('POST', '/admin/users/adminusers', {}, base)).statusCode).toBe(401);
    expect((await inject('POST', '/admin/users/adminusers', await t.authHeader({ id: crypto.randomUUID(), role: 'user' }), base)).statusCode).toBe(403);
    expect((await inject('POST', '/admin/users/adminusers', await t.authHeader({ id: crypto.randomUUID(), role: 'organization' }), base)).statusCode).toBe(403);
    expect((await inject('POST', '/admin/users/adminusers', await admin(['users.manage']), base)).statusCode).toBe(403);
    const rows = await t.app.database.query('SELECT 1 FROM users WHERE lower(email) = $1', [email]);
    expect(rows.rows).toEqual([]);
  });

  it('the super-admin keeps their rights; nobody changes their own role; a role beyond the caller is refused', async () => {
    const db = t.app.database.db;
    const superRole = await ensureSuperAdminRole(db, [...ADMIN_PERMISSIONS]);
    const boss = await insertUser(db, { email: `boss${++n}.${Date.now()}@example.com`, profileType: 'admin', adminRoleId: superRole });
    const r = await role(['reviews.moderate']);
    const h = await admin();
    const refused = await inject('POST', `/admin/users/adminusers/permissions/${boss.id}`, h, { roleId: r.id });
    expect(refused.statusCode).toBe(403);
    expect((await inject('DELETE', `/admin/users/${boss.id}`, h)).statusCode).toBe(403);
    expect((await inject('PATCH', `/admin/users/${boss.id}`, h, { firstName: 'Renamed' })).statusCode).toBe(403);
    expect((await inject('POST', `/admin/users/${boss.id}/disable`, h)).statusCode).toBe(403);
    const selfId = crypto.randomUUID();
    const self = await t.authHeader({ id: selfId, role: 'admin', permissions: [...ADMIN_PERMISSIONS] });
    expect((await inject('POST', `/admin/users/adminusers/permissions/${selfId}`, self, { roleId: r.id })).statusCode).toBe(409);
    const limitedId = crypto.randomUUID();
    const limited = await t.authHeader({ id: limitedId, role: 'admin', permissions: ['admins.manage'] });
    const target = crypto.randomUUID();
    await t.authHeader({ id: target, role: 'admin', permissions: ['reviews.moderate'] });
    // Taking reviews.moderate away is granting it too: the caller does not hold it.
    expect((await inject('POST', `/admin/users/adminusers/permissions/${target}`, limited, { roleId: r.id })).statusCode).toBe(403);
    const bad = await inject('POST', `/admin/users/adminusers/permissions/${target}`, h, { roleId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([expect.objectContaining({ field: 'roleId' })]);
    expect(await auditActions(boss.id)).toEqual([]);
  });
});
