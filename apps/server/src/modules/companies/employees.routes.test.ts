import { describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS } from '@redress/contract';
import { useTestApp } from '../../../test/app.ts';
import { employees } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { insertUser } from '../users/users.repository.ts';
import { createCompany } from './companies.service.ts';

const PASSWORD = 'Sunny-Morning-42';
const t = useTestApp();
let n = 0;

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

describe('managing employees', () => {
  const create = (body: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/Employees/CreateEmployeeProfile', payload: body, headers, remoteAddress: randomIp() });
  const login = (email: string, password = PASSWORD) => t.app.inject({ method: 'POST', url: '/api/Employees/Login', payload: { email, password }, remoteAddress: randomIp() });
  const newEmployee = () => ({ firstName: 'Ayanda', lastName: 'Khumalo', email: `ayanda${++n}.${Date.now()}@example.com`, password: PASSWORD, jobTitle: 'Complaints desk' });

  it('the owner creates an employee, who signs in with POST /Employees/Login and acts for the company', async () => {
    const c = await companyWithStaff();
    const body = newEmployee();
    const r = await create(body, c.ownerAuth);
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().employee).toMatchObject({ id: r.json().returnId, companyId: c.company.id, email: body.email, firstName: 'Ayanda', jobTitle: 'Complaints desk', role: 'agent' });
    expect(r.body).not.toMatch(/password/i);
    const session = await login(body.email);
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().user).toMatchObject({ profileType: 'employee', companyId: c.company.id });
    const me = await t.app.inject({ url: `/api/business/profile/${c.company.id}`, headers: { authorization: `Bearer ${session.json().access_token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().employeesCount).toBe(2);
    const audit = await t.app.database.query<{ action: string; after: { email: string } }>('SELECT action, after FROM audit_entries WHERE entity_id = $1', [r.json().returnId]);
    expect(audit.rows).toEqual([{ action: 'employee.create', after: expect.objectContaining({ email: body.email, role: 'agent' }) }]);
  });

  it('an admin creates one for any company; another business, an employee or a customer may not (403)', async () => {
    const c = await companyWithStaff();
    const other = await companyWithStaff();
    const admin = await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['companies.manage'] });
    expect((await create({ ...newEmployee(), companyId: c.company.id, role: 'manager' }, admin)).json().employee.role).toBe('manager');
    const customer = await t.authHeader({ id: crypto.randomUUID(), role: 'user' });
    for (const headers of [other.ownerAuth, c.staffAuth, customer]) expect((await create({ ...newEmployee(), companyId: c.company.id }, headers)).statusCode).toBe(403);
    const noCompany = await create(newEmployee(), customer);
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().details).toEqual([expect.objectContaining({ field: 'companyId' })]);
  });

  it('a registered e-mail is a 409 and bad fields a 400 naming each', async () => {
    const c = await companyWithStaff();
    const dup = await create({ ...newEmployee(), email: c.staff.email.toUpperCase() }, c.ownerAuth);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().details).toEqual([{ field: 'email', message: 'is already registered' }]);
    for (const [patch, field] of [[{ password: 'password' }, 'password'], [{ email: 'nope' }, 'email'], [{ firstName: '' }, 'firstName'], [{ role: 'boss' }, 'role']] as const) {
      const r = await create({ ...newEmployee(), ...patch }, c.ownerAuth);
      expect(r.statusCode, field).toBe(400);
      expect(r.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
  });

  it('GetCompanyEmployees lists them newest first to the owner and admins; others get a 403', async () => {
    const c = await companyWithStaff();
    const added = (await create(newEmployee(), c.ownerAuth)).json().employee;
    const r = await t.app.inject({ url: `/api/Employees/GetCompanyEmployees/${c.company.id}`, headers: c.ownerAuth });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.map((e: { id: string }) => e.id)).toEqual([added.id, c.employee.id]);
    expect(r.json().meta).toMatchObject({ totalResults: 2, hasNextPage: false });
    const paged = await t.app.inject({ url: `/api/Employees/GetCompanyEmployees/${c.company.id}?size=1&page=2`, headers: c.ownerAuth });
    expect(paged.json().data.map((e: { id: string }) => e.id)).toEqual([c.employee.id]);
    const admin = await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['companies.manage'] });
    expect((await t.app.inject({ url: `/api/Employees/GetCompanyEmployees/${c.company.id}`, headers: admin })).statusCode).toBe(200);
    const other = await companyWithStaff();
    for (const headers of [other.ownerAuth, c.staffAuth]) expect((await t.app.inject({ url: `/api/Employees/GetCompanyEmployees/${c.company.id}`, headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/Employees/GetCompanyEmployees/${crypto.randomUUID()}`, headers: admin })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/Employees/GetCompanyEmployees/nope', headers: admin })).statusCode).toBe(400);
  });

  it('GetEmployee answers the same profile as the auth path', async () => {
    const c = await companyWithStaff();
    const a = await t.app.inject({ url: `/api/Employees/GetEmployee/${c.employee.id}`, headers: c.ownerAuth });
    const b = await t.app.inject({ url: `/api/auth/employees/${c.employee.id}`, headers: c.ownerAuth });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    const other = await companyWithStaff();
    expect((await t.app.inject({ url: `/api/Employees/GetEmployee/${c.employee.id}`, headers: other.ownerAuth })).statusCode).toBe(404);
  });

  it('UpdateEmployeeProfile: the owner changes title and role; the employee only their own names; others get a 404', async () => {
    const c = await companyWithStaff();
    const url = `/api/Employees/UpdateEmployeeProfile/${c.employee.id}`;
    const byOwner = await t.app.inject({ method: 'PUT', url, payload: { jobTitle: 'Team lead', role: 'manager' }, headers: c.ownerAuth });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json()).toMatchObject({ jobTitle: 'Team lead', role: 'manager', firstName: 'Musa' });
    const own = await t.app.inject({ method: 'PUT', url, payload: { firstName: 'Musawenkosi' }, headers: c.staffAuth });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ firstName: 'Musawenkosi', role: 'manager' });
    const promote = await t.app.inject({ method: 'PUT', url, payload: { role: 'agent' }, headers: c.staffAuth });
    expect(promote.statusCode).toBe(403);
    const other = await companyWithStaff();
    expect((await t.app.inject({ method: 'PUT', url, payload: { firstName: 'Hacked' }, headers: other.ownerAuth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url, payload: {}, headers: c.ownerAuth })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/Employees/GetEmployee/${c.employee.id}`, headers: c.ownerAuth })).json()).toMatchObject({ firstName: 'Musawenkosi', jobTitle: 'Team lead', role: 'manager' });
    const audit = await t.app.database.query<{ before: object; after: object }>("SELECT before, after FROM audit_entries WHERE entity_id = $1 AND action = 'employee.update' ORDER BY created_at, id", [c.employee.id]);
    expect(audit.rows[0]).toEqual({ before: { jobTitle: 'Support agent', role: 'agent' }, after: { jobTitle: 'Team lead', role: 'manager' } });
  });

  it('DeleteEmployee removes the employee and ends their sign-in; the address can be used again', async () => {
    const c = await companyWithStaff();
    const other = await companyWithStaff();
    const url = `/api/Employees/DeleteEmployee/${c.employee.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: other.ownerAuth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: c.staffAuth })).statusCode).toBe(403);
    expect((await login(c.staff.email)).statusCode).toBe(200);
    const r = await t.app.inject({ method: 'DELETE', url, headers: c.ownerAuth });
    expect(r.statusCode).toBe(200);
    expect((await login(c.staff.email)).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/Employees/GetCompanyEmployees/${c.company.id}`, headers: c.ownerAuth })).json().data).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url, headers: c.ownerAuth })).statusCode).toBe(404);
    expect((await create({ ...newEmployee(), email: c.staff.email }, c.ownerAuth)).statusCode).toBe(201);
  });
});
