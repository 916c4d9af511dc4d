// The people most route tests need, made straight in the database: a customer who may write (verified, over a day
// old) and a company with its owner, each with a bearer header. Names and addresses carry a counter and the time, so
// tests in one file (and files sharing a database) never meet.
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/index.ts';
import { createCompany } from '../src/modules/companies/companies.service.ts';
import { insertUser } from '../src/modules/users/users.repository.ts';
import type { TestApp } from './app.ts';

let n = 0;
const tag = () => `${++n}-${Date.now()}`;

export async function newCustomer(t: TestApp, opts: { first?: string; last?: string } = {}) {
  const user = await insertUser(t.app.database.db, {
    email: `customer${tag()}@example.com`, firstName: opts.first ?? 'Thandi', lastName: opts.last ?? `Mokoena${n}`, profileType: 'user',
    emailVerified: true, createdAt: new Date('2020-01-01T00:00:00Z'),
  });
  return { user, auth: await t.authHeader({ id: user.id, role: 'user' }) };
}

export async function newCompany(t: TestApp, name = 'Kettle Co') {
  const db = t.app.database.db;
  const at = tag();
  const owner = await insertUser(db, { email: `owner${at}@kettle.example`, firstName: 'Owen', lastName: 'Dlamini', profileType: 'organization', emailVerified: true });
  const company = await db.transaction((tx) => createCompany(tx, { name: `${name} ${at}`, email: `hello${at}@kettle.example`, ownerUserId: owner.id }));
  await db.update(users).set({ companyId: company.id }).where(eq(users.id, owner.id));
  return { company, owner, ownerAuth: await t.authHeader({ id: owner.id, role: 'organization', companyId: company.id }) };
}
