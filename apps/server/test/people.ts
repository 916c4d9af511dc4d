// The people most route tests need, made straight in the database: a customer who may write (verified, over a day
// old) and a company with its owner, each with a bearer header. Names and addresses carry a counter and the time, so
// tests in one file (and files sharing a database) never meet.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { employees, plans, subscriptions, users } from '../src/db/schema/index.ts';
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

/** One of a company's people: a manager (acts for it in most things) or a support agent (answers, without the rights). */
export async function newEmployee(t: TestApp, companyId: string, role: 'manager' | 'agent') {
  const db = t.app.database.db;
  const user = await insertUser(db, { email: `${role}${tag()}@kettle.example`, firstName: 'Sam', lastName: role, profileType: 'employee', companyId, emailVerified: true });
  await db.insert(employees).values({ userId: user.id, companyId, role });
  return { user, auth: await t.authHeader({ id: user.id, role: 'employee', companyId }) };
}

/** Puts a company without a subscription on the Growth plan (the Free plan has no API keys). */
export async function onGrowthPlan(t: TestApp, companyId: string) {
  const db = t.app.database.db;
  const [growth] = await db.select({ id: plans.id }).from(plans).where(eq(plans.code, 'growth'));
  const live = await db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.companyId, companyId));
  if (!live.length) await db.insert(subscriptions).values({ companyId, planId: growth!.id, status: 'active' });
}

/** A live business API key of the company (on the Growth plan: Free has none), as the headers that send it. */
/** A live API key of the company (on the Growth plan); `scopes` absent: read and write, as the server's default. */
export async function newApiKey(t: TestApp, companyId: string, ownerAuth: Record<string, string>, scopes?: ('read' | 'write' | 'webhooks')[]) {
  await onGrowthPlan(t, companyId);
  const payload = { companyId, label: `Key ${tag()}`, ...(scopes ? { scopes } : {}) };
  const r = await t.app.inject({ method: 'POST', url: '/api/business/generateCredentials', headers: ownerAuth, payload });
  expect(r.statusCode, r.body).toBe(201);
  const { clientId, apiKey } = r.json<{ clientId: string; apiKey: string }>();
  return { 'x-client-id': clientId, 'x-api-key': apiKey };
}
