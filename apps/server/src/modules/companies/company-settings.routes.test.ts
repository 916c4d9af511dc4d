// A company's settings (decision 120): e-mail details, which kinds mail the company, the profile switch's default.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CompanySettings } from '@redress/contract';
import { useTestApp } from '../../../test/app.ts';
import { companyWithOwner, customerNamed, fileComplaint } from '../../../test/public-content.ts';
import { auditEntries, emailDetails, employees, mailOutbox } from '../../db/schema/index.ts';
import { insertUser } from '../users/users.repository.ts';

const t = useTestApp();
let n = 0;

async function team() {
  const db = t.app.database.db;
  const company = await companyWithOwner(t, `Settings Co ${++n}`);
  const staff = async (role: 'manager' | 'agent') => {
    const u = await insertUser(db, { email: `${role}${n}-${Date.now()}@settings.example`, firstName: 'Sam', lastName: role, profileType: 'employee', companyId: company.id, emailVerified: true });
    await db.insert(employees).values({ userId: u.id, companyId: company.id, role });
    return t.authHeader({ id: u.id, role: 'employee', companyId: company.id });
  };
  return {
    company,
    owner: await t.authHeader({ id: company.ownerUserId!, role: 'organization', companyId: company.id }),
    manager: await staff('manager'),
    agent: await staff('agent'),
  };
}

const settings = {
  contactEmails: ['Complaints@Acme.example', 'care@acme.example'], ccEmails: ['boss@acme.example'],
  mail: { newComplaint: true, newReview: true, overdueSummary: false }, profileDefault: 'user',
};
const save = (companyId: string, headers: Record<string, string>, payload: object = settings) =>
  t.app.inject({ method: 'PUT', url: `/api/business/settings/${companyId}`, headers, payload });

describe('company settings', () => {
  it('start from the defaults; the owner saves them (audited) and reads them back', async () => {
    const c = await team();
    const first = await t.app.inject({ url: `/api/business/settings/${c.company.id}`, headers: c.owner });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      companyId: c.company.id, contactEmails: [], ccEmails: [], mail: { newComplaint: true, newReview: false, overdueSummary: true }, profileDefault: 'business', canEdit: true,
    });
    const r = await save(c.company.id, c.owner);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<CompanySettings>()).toMatchObject({ contactEmails: ['complaints@acme.example', 'care@acme.example'], ccEmails: ['boss@acme.example'], mail: settings.mail, profileDefault: 'user' });
    const read = await t.app.inject({ url: `/api/business/settings/${c.company.id}`, headers: c.manager });
    expect(read.json()).toMatchObject({ contactEmails: ['complaints@acme.example', 'care@acme.example'], profileDefault: 'user', canEdit: false });
    const [entry] = await t.app.database.db.select().from(auditEntries).where(and(eq(auditEntries.companyId, c.company.id), eq(auditEntries.action, 'company.settings')));
    expect(entry).toMatchObject({ before: { contactEmails: [], profileDefault: 'business' }, after: { profileDefault: 'user', ccEmails: ['boss@acme.example'] } });
  });

  it('who: the owner and a company admin save; a manager reads only; agents, customers and other owners neither', async () => {
    const c = await team();
    const other = await team();
    const admin = await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['companies.manage'] });
    expect((await save(c.company.id, admin)).statusCode).toBe(200);
    expect((await save(c.company.id, c.manager)).statusCode).toBe(403);
    const customer = await t.authHeader({ id: crypto.randomUUID(), role: 'user' });
    for (const headers of [c.agent, customer, other.owner]) {
      expect((await save(c.company.id, headers)).statusCode).toBe(403);
      expect((await t.app.inject({ url: `/api/business/settings/${c.company.id}`, headers })).statusCode).toBe(403);
    }
    expect((await save(c.company.id, {})).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/business/settings/${c.company.id}` })).statusCode).toBe(401);
    expect((await save(crypto.randomUUID(), c.owner)).statusCode).toBe(404);
  });

  it('bad input is a 400 naming the field, and nothing is saved', async () => {
    const c = await team();
    const cases: [object, RegExp][] = [
      [{ ...settings, contactEmails: ['not-an-address'] }, /^contactEmails\.0: must be a valid e-mail address/],
      [{ ...settings, contactEmails: ['a@x.example', 'b@x.example', 'c@x.example', 'd@x.example', 'e@x.example', 'f@x.example'] }, /^contactEmails: holds at most 5 addresses/],
      [{ ...settings, ccEmails: ['a@x.example', 'A@x.example'] }, /^ccEmails: lists an address twice/],
      [{ ...settings, profileDefault: 'admin' }, /^profileDefault: must be business or user/],
      [{ ...settings, mail: { newComplaint: 'yes', newReview: true, overdueSummary: true } }, /^mail\.newComplaint: must be true or false/],
    ];
    for (const [payload, message] of cases) {
      const r = await save(c.company.id, c.owner, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json().message).toMatch(message);
    }
    expect(await t.app.database.db.select().from(emailDetails).where(eq(emailDetails.companyId, c.company.id))).toEqual([]);
  });

  it('a new complaint is mailed to the saved addresses instead of the people; turned off, to nobody', async () => {
    const c = await team();
    const me = await customerNamed(t, 'Lerato', 'Settings');
    expect((await save(c.company.id, c.owner)).statusCode).toBe(200);
    const complaint = await fileComplaint(t, me.auth, c.company.id, { complaint: `Settings ${n}` });
    const sentTo = async () => (await t.app.database.db.select().from(mailOutbox)).filter((m) => JSON.stringify(m.data).includes(complaint.id) || String(m.data?.['path'] ?? '').includes(complaint.id)).map((m) => m.to).sort();
    expect(await sentTo()).toEqual(['boss@acme.example', 'care@acme.example', 'complaints@acme.example']);

    expect((await save(c.company.id, c.owner, { ...settings, mail: { ...settings.mail, newComplaint: false } })).statusCode).toBe(200);
    const quiet = await fileComplaint(t, me.auth, c.company.id, { complaint: `Quiet ${n}` });
    const mails = (await t.app.database.db.select().from(mailOutbox)).filter((m) => String(m.data?.['path'] ?? '').includes(quiet.id));
    expect(mails).toEqual([]);
  });
});
