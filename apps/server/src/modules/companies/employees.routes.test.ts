import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS } from '@redress/contract';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { employees } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { insertUser } from '../users/users.repository.ts';
import { createCompany } from './companies.service.ts';

const PASSWORD = 'Sunny-Morning-42';
let t: TestApp;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

async function companyWithStaff() {
  const db = t.app.database.db;
  const tag = `${++n}-${Date.now()}`;
  const owner = await insertUser(db, { email: `owner${tag}@example.com`, passwordHash: await hashPassword(PASSWORD), firstName: 'Owen', lastName: 'Dlamini', profileType: 'organization' });
  const company = await db.transaction((tx) => createCompany(tx, { name: `Staffed Co ${tag}`, email: `hello${tag}@staffed.example`, ownerUserId: owner.id }));
  const staff = await insertUser(db, { email: `agent${tag}@example.com`, passwordHash: await hashPassword(PASSWORD), firstName: 'Musa', lastName: 'Zulu', profileType: 'employee', companyId: company.id });
  const [employee] = await db.insert(employees).values({ userId: staff.id, companyId: company.id, jobTitle: 'Support agent' }).returning();
  return {
    company,
    staff,
    employee: employee!,
    ownerAuth: await t.authHeader({ id: owner.id, role: 'organization', companyId: company.id }),
    staffAuth: await t.authHeader({ id: staff.id, role: 'employee', companyId: company.id }),
  };
}

describe('employee profile', () => {
  it('the employee, their company owner and an admin read it, by employee or user id', async () => {
    const c = await companyWithStaff();
    const admin = await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: [...ADMIN_PERMISSIONS] });
    for (const [headers, id] of [[c.staffAuth, c.staff.id], [c.ownerAuth, c.employee.id], [admin, c.employee.id]] as const) {
      const r = await t.app.inject({ url: `/api/auth/employees/${id}`, headers });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({ id: c.employee.id, userId: c.staff.id, companyId: c.company.id, firstName: 'Musa', jobTitle: 'Support agent', role: 'agent' });
      expect(r.body).not.toMatch(/password/i);
    }
  });

  it('another company and customers get a 404, as for a missing employee', async () => {
    const c = await companyWithStaff();
    const other = await companyWithStaff();
    const customer = await t.authHeader({ id: crypto.randomUUID(), role: 'user' });
    expect((await t.app.inject({ url: `/api/auth/employees/${c.employee.id}`, headers: other.ownerAuth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/auth/employees/${c.employee.id}`, headers: customer })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/auth/employees/${crypto.randomUUID()}`, headers: c.ownerAuth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/auth/employees/nope', headers: c.ownerAuth })).statusCode).toBe(400);
  });

  it('an employee updates their password; others may not use this call', async () => {
    const c = await companyWithStaff();
    const body = { currentPassword: PASSWORD, newPassword: 'Fresh-Start-2027', confirmPassword: 'Fresh-Start-2027' };
    expect((await t.app.inject({ method: 'POST', url: '/api/Employees/UpdatePassword', headers: c.ownerAuth, payload: body, remoteAddress: randomIp() })).statusCode).toBe(403);
    const r = await t.app.inject({ method: 'POST', url: '/api/Employees/UpdatePassword', headers: c.staffAuth, payload: body, remoteAddress: randomIp() });
    expect(r.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/Employees/Login', payload: { email: c.staff.email, password: 'Fresh-Start-2027' }, remoteAddress: randomIp() });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ profileType: 'employee', companyId: c.company.id });
  });
});

describe('new users (admin)', () => {
  it('lists accounts created lately, newest first, to admins with users.manage only', async () => {
    const c = await companyWithStaff();
    const admin = await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['users.manage'] });
    const r = await t.app.inject({ url: '/api/admin/users/GetNewUsers?page=1&size=100', headers: admin });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.map((u: { id: string }) => u.id)).toContain(c.staff.id);
    expect(r.json().meta).toMatchObject({ status: 'success', prevPage: null });
    expect(r.body).not.toMatch(/passwordHash/);
    expect((await t.app.inject({ url: '/api/admin/users/GetNewUsers', headers: c.ownerAuth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/users/GetNewUsers?size=1000', headers: admin })).statusCode).toBe(400);
  });
});
