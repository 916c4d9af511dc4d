import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { insertUser } from '../users/users.repository.ts';
import { createCompany } from './companies.service.ts';

const t = useTestApp();
let n = 0;

const tag = () => `${(++n).toString(36)}${Date.now().toString(36).slice(-4)}`;
type Headers = Record<string, string>;
const admin = () => t.authHeader({ id: crypto.randomUUID(), role: 'admin' });
const customer = () => t.authHeader({ id: crypto.randomUUID(), role: 'user' });
const fieldsOf = (r: { json(): { details?: { field: string }[] } }) => (r.json().details ?? []).map((d) => d.field);

async function ownedCompany() {
  const db = t.app.database.db;
  const x = tag();
  const owner = await insertUser(db, { email: `owner.${x}@example.com`, firstName: 'Owen', lastName: 'Dlamini', profileType: 'organization', emailVerified: true });
  const company = await db.transaction((tx) => createCompany(tx, { name: `Catalogue Co ${x}`, email: `hello.${x}@catalogue.example`, ownerUserId: owner.id }));
  return { company, owner, ownerAuth: await t.authHeader({ id: owner.id, role: 'organization', companyId: company.id }) };
}

const kinds = [
  { kind: 'product', Singular: 'Product', Plural: 'Products', prefix: '/api/Products', profileKey: 'products' },
  { kind: 'service', Singular: 'Service', Plural: 'Services', prefix: '/api/Services', profileKey: 'services' },
] as const;

describe.each(kinds)('$Plural', ({ kind, Singular, Plural, prefix, profileKey }) => {
  const create = (body: object, headers: Headers) => t.app.inject({ method: 'POST', url: `${prefix}/Create${Singular}`, payload: body, headers });
  const remove = (id: string, headers: Headers) => t.app.inject({ method: 'DELETE', url: `${prefix}/Delete${Singular}/${id}`, headers });

  it(`the owner adds a ${kind} to its own company; it shows on the profile and in the company's list, by name`, async () => {
    const { company, ownerAuth } = await ownedCompany();
    const r = await create({ name: 'Zebra fibre 100 Mbps', description: 'Uncapped', image: '/uploads/product-images/2026/01/x.webp' }, ownerAuth);
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().returnId).toBe(r.json()[kind].id);
    expect(r.json()[kind]).toMatchObject({ companyId: company.id, name: 'Zebra fibre 100 Mbps', description: 'Uncapped', image: '/uploads/product-images/2026/01/x.webp' });
    expect((await create({ name: 'Alpha router' }, ownerAuth)).statusCode).toBe(201);

    const forCompany = await t.app.inject({ url: `${prefix}/Get${Plural}ForCompany/${company.slug}` });
    expect(forCompany.statusCode).toBe(200);
    expect(forCompany.json().data.map((x: { name: string }) => x.name)).toEqual(['Alpha router', 'Zebra fibre 100 Mbps']);
    expect(forCompany.json().meta).toMatchObject({ totalResults: 2, hasNextPage: false });
    const profile = await t.app.inject({ url: `/api/company/GetCompany/${company.id}` });
    expect(profile.json()[profileKey].map((x: { name: string }) => x.name)).toEqual(['Alpha router', 'Zebra fibre 100 Mbps']);
  });

  it(`an admin adds a ${kind} to any company; another business, an employee or a customer may not (403)`, async () => {
    const { company } = await ownedCompany();
    const other = await ownedCompany();
    const ok = await create({ companyId: company.id, name: `Added by admin ${tag()}` }, await admin());
    expect(ok.statusCode).toBe(201);
    const employee = await t.authHeader({ id: crypto.randomUUID(), role: 'employee', companyId: company.id });
    for (const headers of [other.ownerAuth, employee, await customer()]) {
      const r = await create({ companyId: company.id, name: `Intruder ${tag()}` }, headers);
      expect(r.statusCode).toBe(403);
    }
    expect((await create({ name: 'Anonymous' }, {})).statusCode).toBe(401);
    const listed = await t.app.inject({ url: `${prefix}/Get${Plural}ForCompany/${company.id}` });
    expect(listed.json().data).toHaveLength(1);
  });

  it('refuses a missing company, an unknown one, a duplicate name and bad fields', async () => {
    const { company, ownerAuth } = await ownedCompany();
    const noCompany = await create({ name: 'Orphan' }, await customer());
    expect(noCompany.statusCode).toBe(400);
    expect(fieldsOf(noCompany)).toEqual(['companyId']);
    expect((await create({ companyId: crypto.randomUUID(), name: 'Nowhere' }, await admin())).statusCode).toBe(404);
    expect((await create({ name: 'Prepaid bundle' }, ownerAuth)).statusCode).toBe(201);
    const dup = await create({ name: 'PREPAID BUNDLE' }, ownerAuth);
    expect(dup.statusCode).toBe(409);
    expect(fieldsOf(dup)).toEqual(['name']);
    for (const [body, field] of [[{ name: 'x' }, 'name'], [{ name: 'Fine name', image: 'http://insecure.example/a.png' }, 'image'], [{ name: 'Fine name', companyId: 'abc' }, 'companyId']] as const) {
      const r = await create(body, ownerAuth);
      expect(r.statusCode, field).toBe(400);
      expect(fieldsOf(r)).toEqual([field]);
    }
    expect((await t.app.inject({ url: `${prefix}/Get${Plural}ForCompany/${company.id}` })).json().data).toHaveLength(1);
  });

  it(`Get${Plural} lists ${kind}s of live companies newest first, by company and by name`, async () => {
    const a = await ownedCompany();
    const b = await ownedCompany();
    const word = `quokka${tag()}`;
    const first = (await create({ name: `${word} basic` }, a.ownerAuth)).json()[kind];
    const second = (await create({ name: `${word} premium` }, b.ownerAuth)).json()[kind];
    const all = await t.app.inject({ url: `${prefix}/Get${Plural}?search=${word.toUpperCase()}` });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((x: { id: string }) => x.id)).toEqual([second.id, first.id]);
    const ofA = await t.app.inject({ url: `${prefix}/Get${Plural}?companyId=${a.company.id}` });
    expect(ofA.json().data.map((x: { id: string }) => x.id)).toEqual([first.id]);
    const paged = await t.app.inject({ url: `${prefix}/Get${Plural}?search=${word}&size=1&page=2` });
    expect(paged.json().data.map((x: { id: string }) => x.id)).toEqual([first.id]);
    expect(paged.json().meta).toMatchObject({ totalResults: 2, numberOfPages: 2, prevPage: 1, hasNextPage: false });

    await t.app.inject({ method: 'DELETE', url: `/api/company/DeleteCompany/${b.company.id}`, headers: await admin() });
    expect((await t.app.inject({ url: `${prefix}/Get${Plural}?search=${word}` })).json().data.map((x: { id: string }) => x.id)).toEqual([first.id]);
    expect((await t.app.inject({ url: `${prefix}/Get${Plural}ForCompany/${b.company.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${prefix}/Get${Plural}?size=1000` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${prefix}/Get${Plural}?companyId=nope` })).statusCode).toBe(400);
  });

  it(`Get${Plural}ForCompany answers 404 for an unknown company`, async () => {
    expect((await t.app.inject({ url: `${prefix}/Get${Plural}ForCompany/${crypto.randomUUID()}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${prefix}/Get${Plural}ForCompany/no-such-company-here` })).statusCode).toBe(404);
  });

  it(`the owner or an admin removes a ${kind} (audited); another business may not (403); then it is gone (404)`, async () => {
    const { company, ownerAuth, owner } = await ownedCompany();
    const other = await ownedCompany();
    const item = (await create({ name: `Doomed ${tag()}` }, ownerAuth)).json()[kind];
    const kept = (await create({ name: `Kept ${tag()}` }, ownerAuth)).json()[kind];
    expect((await remove(item.id, other.ownerAuth)).statusCode).toBe(403);
    expect((await remove(item.id, await customer())).statusCode).toBe(403);
    const r = await remove(item.id, ownerAuth);
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe(`${Singular} deleted`);
    expect((await remove(item.id, ownerAuth)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${prefix}/Get${Plural}ForCompany/${company.id}` })).json().data.map((x: { id: string }) => x.id)).toEqual([kept.id]);
    expect((await remove(kept.id, await admin())).statusCode).toBe(200);
    const audit = await t.app.database.query<{ actor_id: string; action: string; company_id: string }>(
      'SELECT actor_id, action, company_id FROM audit_entries WHERE entity_id = $1 ORDER BY created_at, id', [item.id],
    );
    expect(audit.rows).toEqual([
      { actor_id: owner.id, action: `${kind}.create`, company_id: company.id },
      { actor_id: owner.id, action: `${kind}.delete`, company_id: company.id },
    ]);
    expect((await remove('not-an-id', ownerAuth)).statusCode).toBe(400);
  });
});

it('products and services are separate lists: a product is not a service', async () => {
  const { company, ownerAuth } = await ownedCompany();
  const product = await t.app.inject({ method: 'POST', url: '/api/Products/CreateProduct', payload: { name: 'Same name' }, headers: ownerAuth });
  expect((await t.app.inject({ method: 'POST', url: '/api/Services/CreateService', payload: { name: 'Same name' }, headers: ownerAuth })).statusCode).toBe(201);
  expect((await t.app.inject({ method: 'DELETE', url: `/api/Services/DeleteService/${product.json().returnId}`, headers: ownerAuth })).statusCode).toBe(404);
  const profile = (await t.app.inject({ url: `/api/company/GetCompany/${company.id}` })).json();
  expect([profile.products.length, profile.services.length]).toEqual([1, 1]);
});
