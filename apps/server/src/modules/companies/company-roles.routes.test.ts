// Team roles (decision 119): what an agent and a manager may do for their company, decided by the server.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { companyWithOwner, customerNamed, fileComplaint } from '../../../test/public-content.ts';
import { employees } from '../../db/schema/index.ts';
import { insertUser } from '../users/users.repository.ts';

const t = useTestApp();
let n = 0;

async function team() {
  const db = t.app.database.db;
  const company = await companyWithOwner(t, `Roles Co ${++n}`);
  const staff = async (role: 'manager' | 'agent') => {
    const u = await insertUser(db, { email: `${role}${n}-${Date.now()}@roles.example`, firstName: 'Sam', lastName: role, profileType: 'employee', companyId: company.id, emailVerified: true });
    const [e] = await db.insert(employees).values({ userId: u.id, companyId: company.id, role }).returning();
    return { employeeId: e!.id, auth: await t.authHeader({ id: u.id, role: 'employee', companyId: company.id }) };
  };
  return {
    company,
    owner: await t.authHeader({ id: company.ownerUserId!, role: 'organization', companyId: company.id }),
    manager: await staff('manager'),
    agent: await staff('agent'),
  };
}

const editProfile = (companyId: string, headers: Record<string, string>, description: string) =>
  t.app.inject({ method: 'PUT', url: `/api/company/UpdateProfile/${companyId}`, headers, payload: { description } });

describe('team roles', () => {
  it('the session tells each person their role, so the web app shows only what the server allows', async () => {
    const c = await team();
    const roleOf = async (headers: Record<string, string>) => {
      const r = await t.app.inject({ url: '/api/auth/me', headers });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().companyRole as string | null;
    };
    expect([await roleOf(c.owner), await roleOf(c.manager.auth), await roleOf(c.agent.auth)]).toEqual(['owner', 'manager', 'agent']);
    const customer = await customerNamed(t, 'Role', 'Less');
    expect(await roleOf(customer.auth)).toBeNull();
    // Promoted by the owner, the agent's session reads the new role at once.
    await t.app.inject({ method: 'PUT', url: `/api/Employees/UpdateEmployeeProfile/${c.agent.employeeId}`, headers: c.owner, payload: { role: 'manager' } });
    expect(await roleOf(c.agent.auth)).toBe('manager');
  });

  it('an agent may not edit the company profile or its products; a manager may', async () => {
    const c = await team();
    const refused = await editProfile(c.company.id, c.agent.auth, 'Edited by an agent');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the company\'s owner, its managers or an admin may edit this profile');
    const product = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/Products/CreateProduct', headers, payload: { companyId: c.company.id, name: `Kettle ${n}` } });
    expect((await product(c.manager.auth)).statusCode).toBe(201);
    expect((await product(c.agent.auth)).statusCode).toBe(403);
    const ok = await editProfile(c.company.id, c.manager.auth, 'Edited by a manager');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().description).toBe('Edited by a manager');
  });

  it('managers and agents may not add, change or remove employees; the owner sets their role', async () => {
    const c = await team();
    const payload = { email: `new${n}@roles.example`, password: 'Sunny-Morning-42', firstName: 'New', lastName: 'Hire', companyId: c.company.id };
    for (const who of [c.manager, c.agent]) {
      expect((await t.app.inject({ method: 'POST', url: '/api/Employees/CreateEmployeeProfile', headers: who.auth, payload })).statusCode).toBe(403);
      // A colleague's profile is not theirs to see (as before roles): the same 404 as a missing one.
      expect((await t.app.inject({ method: 'PUT', url: `/api/Employees/UpdateEmployeeProfile/${c.manager.employeeId}`, headers: c.agent.auth, payload: { role: 'agent' } })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/Employees/DeleteEmployee/${c.agent.employeeId}`, headers: c.manager.auth })).statusCode).toBe(404);
      // Their own role is the owner's to change.
      expect((await t.app.inject({ method: 'PUT', url: `/api/Employees/UpdateEmployeeProfile/${who.employeeId}`, headers: who.auth, payload: { role: 'manager' } })).statusCode).toBe(403);
      expect((await t.app.inject({ url: `/api/Employees/GetCompanyEmployees/${c.company.id}`, headers: who.auth })).statusCode).toBe(403);
    }
    // Promoted by the owner, the agent's very next request (same sign-in) edits the profile.
    const promote = await t.app.inject({ method: 'PUT', url: `/api/Employees/UpdateEmployeeProfile/${c.agent.employeeId}`, headers: c.owner, payload: { role: 'manager' } });
    expect(promote.statusCode).toBe(200);
    expect(promote.json().role).toBe('manager');
    expect((await editProfile(c.company.id, c.agent.auth, 'Now a manager')).statusCode).toBe(200);
    await t.app.inject({ method: 'PUT', url: `/api/Employees/UpdateEmployeeProfile/${c.agent.employeeId}`, headers: c.owner, payload: { role: 'agent' } });
    expect((await editProfile(c.company.id, c.agent.auth, 'An agent again')).statusCode).toBe(403);
  });

  it('an agent answers a complaint and changes its status', async () => {
    const c = await team();
    const me = await customerNamed(t, 'Thandi', 'Roles');
    const complaint = await fileComplaint(t, me.auth, c.company.id, {});
    const answer = await t.app.inject({ method: 'POST', url: '/api/complaint/comment', headers: c.agent.auth, payload: { complaintId: complaint.id, commentText: 'We are on it.' } });
    expect(answer.statusCode, answer.body).toBe(201);
    const status = await t.app.inject({ method: 'PUT', url: `/api/complaint/status/${complaint.id}?complaintStatus=processed`, headers: c.agent.auth });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json().status).toBe('processed');
  });

  it('an agent may not read or choose the plan, nor read or save the settings; a manager reads both', async () => {
    const c = await team();
    for (const url of [`/api/business/subscription/${c.company.id}`, `/api/business/invoices/${c.company.id}`, `/api/business/settings/${c.company.id}`]) {
      expect((await t.app.inject({ url, headers: c.agent.auth })).statusCode).toBe(403);
      expect((await t.app.inject({ url, headers: c.manager.auth })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'PUT', url: `/api/business/subscription/${c.company.id}`, headers: c.agent.auth, payload: { planCode: 'growth' } })).statusCode).toBe(403);
  });
});
