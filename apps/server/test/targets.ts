// Factories for comment and vote tests: customers, a company with its owner and an employee, reviews and complaints
// written straight to the database (their own modules' calls are tested there).
import { eq } from 'drizzle-orm';
import { ADMIN_PERMISSIONS } from '@redress/contract';
import { complaints, reviews, users } from '../src/db/schema/index.ts';
import { newPublicCode } from '../src/lib/ids.ts';
import { createCompany } from '../src/modules/companies/companies.service.ts';
import { insertUser } from '../src/modules/users/users.repository.ts';
import type { TestApp } from './app.ts';

let n = 0;
const tag = () => `${++n}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

export function targetFactories(t: TestApp) {
  async function customer(opts: { verified?: boolean } = {}) {
    const user = await insertUser(t.app.database.db, {
      email: `fan${tag()}@example.com`, firstName: 'Naledi', lastName: `Khumalo${n}`, profileType: 'user', emailVerified: opts.verified ?? true,
      createdAt: new Date('2020-01-01T00:00:00Z'),
    });
    return { user, auth: await t.authHeader({ id: user.id, role: 'user' }) };
  }

  async function company() {
    const db = t.app.database.db;
    const k = tag();
    const owner = await insertUser(db, { email: `owner${k}@shop.example`, firstName: 'Owen', lastName: 'Dlamini', profileType: 'organization', emailVerified: true });
    const row = await db.transaction((tx) => createCompany(tx, { name: `Corner Shop ${k}`, email: `hello${k}@shop.example`, ownerUserId: owner.id }));
    await db.update(users).set({ companyId: row.id }).where(eq(users.id, owner.id));
    const staff = await insertUser(db, { email: `agent${k}@shop.example`, firstName: 'Musa', lastName: 'Zulu', profileType: 'employee', companyId: row.id });
    return {
      company: row,
      ownerAuth: await t.authHeader({ id: owner.id, role: 'organization', companyId: row.id }),
      staffAuth: await t.authHeader({ id: staff.id, role: 'employee', companyId: row.id }),
    };
  }

  async function review(customerId: string, companyId: string, patch: Partial<typeof reviews.$inferInsert> = {}) {
    const rows = await t.app.database.db.insert(reviews).values({
      uniqueId: newPublicCode('REV'), customerId, companyId, title: 'Friendly and quick', description: 'They fixed my phone the same day.', rating: 5, ...patch,
    }).returning();
    return rows[0]!;
  }

  async function complaint(customerId: string, companyId: string, patch: Partial<typeof complaints.$inferInsert> = {}) {
    const rows = await t.app.database.db.insert(complaints).values({
      uniqueId: newPublicCode('CMP'), customerId, companyId, title: 'Broken on arrival', experience: 'The box was crushed.', status: 'pending', ...patch,
    }).returning();
    return rows[0]!;
  }

  const admin = (permissions: string[] = [...ADMIN_PERMISSIONS]) =>
    t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: permissions as (typeof ADMIN_PERMISSIONS)[number][] });

  return { customer, company, review, complaint, admin };
}
