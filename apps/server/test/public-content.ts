// What the tests of public pages (page heads, server-rendered pages) publish: a company with its owner, customers,
// and complaints filed through the API like anyone's.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Complaint } from '@redress/contract';
import { users } from '../src/db/schema/index.ts';
import { createCompany } from '../src/modules/companies/companies.service.ts';
import { insertUser } from '../src/modules/users/users.repository.ts';
import type { TestApp } from './app.ts';

let n = 0;
const tag = () => `${++n}-${Date.now()}`;

/** A company named `name`, created as the company service does, and its owner's business account. */
export async function companyWithOwner(t: TestApp, name: string) {
  const db = t.app.database.db;
  const at = tag();
  const owner = await insertUser(db, { email: `owner${at}@acme.example`, firstName: 'Owen', lastName: 'Dlamini', profileType: 'organization', emailVerified: true });
  const row = await db.transaction((tx) => createCompany(tx, { name, email: `hello${at}@acme.example`, ownerUserId: owner.id }));
  await db.update(users).set({ companyId: row.id }).where(eq(users.id, owner.id));
  return row;
}

/** A verified customer with an account old enough to file complaints, and their Authorization header. */
export async function customerNamed(t: TestApp, first: string, last: string) {
  const user = await insertUser(t.app.database.db, {
    email: `${first.toLowerCase()}.${tag()}@example.com`, firstName: first, lastName: last, profileType: 'user', emailVerified: true, createdAt: new Date('2020-01-01T00:00:00Z'),
  });
  return { user, auth: await t.authHeader({ id: user.id, role: 'user' }) };
}

/** A complaint filed through POST /api/complaint (`extra` overrides the defaults: anonymous, hidden, its title). */
export async function fileComplaint(t: TestApp, auth: Record<string, string>, companyId: string, extra: object): Promise<Complaint> {
  const r = await t.app.inject({
    method: 'POST', url: '/api/complaint', headers: auth,
    payload: { complaint: 'Refund never arrived', experience: 'I returned the kettle on 3 March and the refund of R499 never arrived, after four calls.', experiencedOn: '2026-10-01', organizationId: companyId, ...extra },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{ complaint: Complaint }>().complaint;
}
