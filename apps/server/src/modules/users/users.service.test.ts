// ensureFirstAdmin (run at every start from ADMIN_EMAIL / ADMIN_PASSWORD) against a fresh migrated database.
import { describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS } from '@redress/contract';
import { useTestApp } from '../../../test/app.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { insertUser } from './users.repository.ts';
import { ensureFirstAdmin } from './users.service.ts';

const t = useTestApp();
let n = 0;
const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

const rowsFor = async (email: string) =>
  (await t.app.database.query<{ id: string; email: string; profile_type: string; status: string; email_verified: boolean; is_super: boolean | null }>(
    `SELECT u.id, u.email, u.profile_type, u.status, u.email_verified, r.is_super
       FROM users u LEFT JOIN admin_roles r ON r.id = u.admin_role_id
      WHERE lower(u.email) = lower($1)`,
    [email],
  )).rows;
const bootstrapEntries = async (id: string) =>
  (await t.app.database.query<{ actor_id: string | null }>(`SELECT actor_id FROM audit_entries WHERE action = 'admin.bootstrap' AND entity_id = $1`, [id])).rows;
const adminLogin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email, password }, remoteAddress: randomIp() });

describe('ensureFirstAdmin', () => {
  it('creates the super-admin on an empty database, then updates it on the next start instead of adding another', async () => {
    const count = await t.app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(count.rows[0]!.n).toBe(0);
    const email = 'root.admin@example.com';
    const created = await ensureFirstAdmin(t.app.database, t.app.platform.audit, { email: ' Root.Admin@Example.com ', password: 'First-Admin-Pass-1' });
    expect(created.created).toBe(true);
    expect(await rowsFor(email)).toEqual([{ id: created.id, email, profile_type: 'admin', status: 'active', email_verified: true, is_super: true }]);
    const signedIn = await adminLogin(email, 'First-Admin-Pass-1');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.permissions).toEqual([...ADMIN_PERMISSIONS]);

    const again = await ensureFirstAdmin(t.app.database, t.app.platform.audit, { email, password: 'Second-Admin-Pass-2' });
    expect(again).toEqual({ id: created.id, created: false });
    expect(await rowsFor(email)).toHaveLength(1);
    expect((await adminLogin(email, 'First-Admin-Pass-1')).statusCode).toBe(401);
    expect((await adminLogin(email, 'Second-Admin-Pass-2')).statusCode).toBe(200);
    expect(await bootstrapEntries(created.id)).toEqual([{ actor_id: null }, { actor_id: null }]);
  });

  it('promotes an existing account of that address (any letter case) rather than adding a second one', async () => {
    const email = `owner${++n}.${Date.now()}@example.com`;
    const existing = await insertUser(t.app.database.db, {
      email,
      passwordHash: await hashPassword('Customer-Pass-1'),
      firstName: 'Thandi',
      lastName: 'Nkosi',
      profileType: 'user',
      emailVerified: false,
      status: 'disabled',
    });
    const r = await ensureFirstAdmin(t.app.database, t.app.platform.audit, { email: email.toUpperCase(), password: 'Now-An-Admin-Pass-3' });
    expect(r).toEqual({ id: existing.id, created: false });
    expect(await rowsFor(email)).toEqual([{ id: existing.id, email, profile_type: 'admin', status: 'active', email_verified: true, is_super: true }]);
    expect((await adminLogin(email, 'Now-An-Admin-Pass-3')).statusCode).toBe(200);
    expect(await bootstrapEntries(existing.id)).toHaveLength(1);
  });
});
