import { describe, expect, it } from 'vitest';
import { COMPANY_DEFAULT_DESCRIPTION, COMPANY_PAGE_SIZE, REFRESH_COOKIE } from '@redress/contract';
import { createTestApp, useTestApp } from '../../../test/app.ts';
import { employees } from '../../db/schema/index.ts';
import { insertUser } from '../users/users.repository.ts';
import { RANK_CAP } from './companies.service.ts';

const t = useTestApp({ DEV_OUTBOX: 'true' });
let n = 0;

/** A short tag that keeps names and addresses unique within the file's one database. */
const tag = () => `${(++n).toString(36)}${Date.now().toString(36).slice(-4)}`;
/** Letters only: company names and categories built from it read like words. */
/** Ten random letters: a name part no other call in the file draws (a tag's digits spelled as letters could: 1 -> "b" = 11). */
const word = () => Array.from(crypto.getRandomValues(new Uint8Array(10)), (b) => 'abcdefghijklmnopqrstuvwxyz'[b % 26]).join('');
type Headers = Record<string, string>;

const admin = () => t.authHeader({ id: crypto.randomUUID(), role: 'admin' });
const customer = () => t.authHeader({ id: crypto.randomUUID(), role: 'user' });

async function orgAccount(opts: { email?: string; emailVerified?: boolean } = {}) {
  const user = await insertUser(t.app.database.db, {
    email: opts.email ?? `owner.${tag()}@example.com`, firstName: 'Owen', lastName: 'Dlamini', profileType: 'organization', emailVerified: opts.emailVerified ?? true,
  });
  return { user, auth: await t.authHeader({ id: user.id, role: 'organization' }) };
}

const post = (url: string, payload: object, headers: Headers) => t.app.inject({ method: 'POST', url, payload, headers });
const put = (url: string, payload: object, headers: Headers) => t.app.inject({ method: 'PUT', url, payload, headers });
const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers });

/** Lists a company as a customer would (unowned). */
async function listCompany(body: Record<string, unknown> = {}, headers?: Headers) {
  const name = `Listed ${word()}`;
  const r = await post('/api/company/CreateProfile', { name, email: `hello@${name.toLowerCase().replace(/\s+/g, '-')}.example`, ...body }, headers ?? (await customer()));
  expect(r.statusCode, r.body).toBe(201);
  return r.json().company as { id: string; slug: string; name: string; email: string };
}

/** A business owner and their company, created through CreateProfile as the business would. */
async function ownedCompany(body: Record<string, unknown> = {}) {
  const org = await orgAccount();
  const company = await listCompany(body, org.auth);
  return { ...org, company, ownerAuth: await t.authHeader({ id: org.user.id, role: 'organization', companyId: company.id }) };
}

async function createCategory(name = `Category ${word()}`) {
  const r = await post('/api/company/CreateCategory', { name }, await admin());
  expect(r.statusCode, r.body).toBe(201);
  return r.json().category as { id: string; name: string };
}

const setScore = (companyId: string, score: number) => t.app.database.query('UPDATE company_stats SET score = $2 WHERE company_id = $1', [companyId, score]);
const fieldsOf = (r: { json(): { details?: { field: string }[] } }) => (r.json().details ?? []).map((d) => d.field);

describe('POST /company/CreateProfile', () => {
  it('an organization account without a company becomes the owner of the company it lists', async () => {
    const org = await orgAccount();
    const category = await createCategory();
    const r = await post('/api/company/CreateProfile', {
      name: `Bluegum Plumbing ${word()}`, email: `info.${tag()}@bluegum.example`, contactNumber: '+27 21 555 0100', categories: [category.name],
      website: 'https://bluegum.example', country: 'za',
    }, org.auth);
    expect(r.statusCode, r.body).toBe(201);
    const body = r.json();
    expect(body.returnId).toBe(body.company.id);
    expect(body.company).toMatchObject({ description: COMPANY_DEFAULT_DESCRIPTION, categories: [category.name], country: 'ZA', companyVerified: false, claimable: false, rating: 0 });
    const linked = await t.app.database.query<{ company_id: string }>('SELECT company_id FROM users WHERE id = $1', [org.user.id]);
    expect(linked.rows[0]!.company_id).toBe(body.returnId);
    const profile = await get(`/api/business/profile/${body.returnId}`, org.auth);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().ownerUserId).toBe(org.user.id);
  });

  it('a customer lists a business that is not on Redress yet: it has no owner and can be claimed', async () => {
    const company = await listCompany();
    const r = await get(`/api/company/GetCompany/${company.id}`);
    expect(r.json()).toMatchObject({ claimable: true, companyVerified: false });
    const profile = await get(`/api/business/profile/${company.id}`, await admin());
    expect(profile.json().ownerUserId).toBeNull();
  });

  it('an organization that already owns a company lists another one unowned, keeping its own', async () => {
    const owner = await ownedCompany();
    const other = await listCompany({}, owner.ownerAuth);
    expect((await get(`/api/company/GetCompany/${other.id}`)).json().claimable).toBe(true);
    const linked = await t.app.database.query<{ company_id: string }>('SELECT company_id FROM users WHERE id = $1', [owner.user.id]);
    expect(linked.rows[0]!.company_id).toBe(owner.company.id);
  });

  it('refuses a name or e-mail another company uses, in any letter case, naming the field (409)', async () => {
    const existing = await listCompany();
    const byName = await post('/api/company/CreateProfile', { name: existing.name.toUpperCase(), email: `new.${tag()}@example.com` }, await customer());
    expect(byName.statusCode).toBe(409);
    expect(fieldsOf(byName)).toEqual(['name']);
    expect(byName.json().message).toMatch(/claim/);
    const byEmail = await post('/api/company/CreateProfile', { name: `Fresh ${word()}`, email: existing.email.toUpperCase() }, await customer());
    expect(byEmail.statusCode).toBe(409);
    expect(fieldsOf(byEmail)).toEqual(['email']);
  });

  it('employees act for their own company and cannot list one (403); signed-out visitors get a 401', async () => {
    const employee = await t.authHeader({ id: crypto.randomUUID(), role: 'employee', companyId: crypto.randomUUID() });
    const body = { name: `Staff Pick ${word()}`, email: `staff.${tag()}@example.com` };
    expect((await post('/api/company/CreateProfile', body, employee)).statusCode).toBe(403);
    expect((await post('/api/company/CreateProfile', body, {})).statusCode).toBe(401);
  });

  it('refuses bad fields, naming each one (400)', async () => {
    const headers = await customer();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'A', email: `a.${tag()}@example.com` }, 'name'],
      [{ email: `a.${tag()}@example.com` }, 'name'],
      [{ name: `Good ${word()}`, email: 'not-an-email' }, 'email'],
      [{ name: `Good ${word()}`, email: `a.${tag()}@example.com`, website: 'ftp://example.com' }, 'website'],
      [{ name: `Good ${word()}`, email: `a.${tag()}@example.com`, country: 'ZAF' }, 'country'],
      [{ name: `Good ${word()}`, email: `a.${tag()}@example.com`, logo: 'http://insecure.example/logo.png' }, 'logo'],
      [{ name: `Good ${word()}`, email: `a.${tag()}@example.com`, contactNumber: 'call me' }, 'contactNumber'],
      [{ name: `Good ${word()}`, email: `a.${tag()}@example.com`, categories: ['No Such Category Anywhere'] }, 'categories'],
    ];
    for (const [body, field] of cases) {
      const r = await post('/api/company/CreateProfile', body, headers);
      expect(r.statusCode, `${field}: ${r.body}`).toBe(400);
      expect(fieldsOf(r)).toContain(field);
    }
  });
});

describe('PUT /company/UpdateProfile/{id}', () => {
  it('the owner edits the profile (by id or slug) and the change is audited with before and after', async () => {
    const { company, ownerAuth, user } = await ownedCompany();
    const category = await createCategory();
    const r = await put(`/api/company/UpdateProfile/${company.id}`, { description: 'Plumbing since 1998.', contactNumber: '021 555 0199', categories: [category.id] }, ownerAuth);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ description: 'Plumbing since 1998.', contactNumber: '021 555 0199', categories: [category.name] });
    const bySlug = await put(`/api/company/UpdateProfile/${company.slug}`, { serviceOffered: 'Plumbing' }, ownerAuth);
    expect(bySlug.statusCode).toBe(200);
    expect((await get(`/api/company/GetCompany/${company.id}`)).json()).toMatchObject({ serviceOffered: 'Plumbing', description: 'Plumbing since 1998.' });

    const audit = await t.app.database.query<{ actor_id: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      "SELECT actor_id, before, after FROM audit_entries WHERE entity_id = $1 AND action = 'company.update' ORDER BY created_at, id", [company.id],
    );
    expect(audit.rows).toHaveLength(2);
    expect(audit.rows[0]).toMatchObject({ actor_id: user.id, before: { description: COMPANY_DEFAULT_DESCRIPTION, contactNumber: null, categories: [] }, after: { description: 'Plumbing since 1998.', categories: [category.id] } });
  });

  it('an emptied description reads as the default again', async () => {
    const { company, ownerAuth } = await ownedCompany({ description: 'Something' });
    const r = await put(`/api/company/UpdateProfile/${company.id}`, { description: '' }, ownerAuth);
    expect(r.json().description).toBe(COMPANY_DEFAULT_DESCRIPTION);
  });

  it('another business, a customer or an employee may not edit it (403); an unowned profile is the admins\'', async () => {
    const { company } = await ownedCompany();
    const other = await ownedCompany();
    const employee = await t.authHeader({ id: crypto.randomUUID(), role: 'employee', companyId: company.id });
    for (const headers of [other.ownerAuth, await customer(), employee]) {
      expect((await put(`/api/company/UpdateProfile/${company.id}`, { description: 'Hijacked' }, headers)).statusCode).toBe(403);
    }
    const unowned = await listCompany();
    expect((await put(`/api/company/UpdateProfile/${unowned.id}`, { description: 'Mine now' }, other.ownerAuth)).statusCode).toBe(403);
    expect((await put(`/api/company/UpdateProfile/${unowned.id}`, { description: 'Tidied by an admin' }, await admin())).statusCode).toBe(200);
    expect((await get(`/api/company/GetCompany/${company.id}`)).json().description).toBe(COMPANY_DEFAULT_DESCRIPTION);
  });

  it('only an admin with companies.manage sets companyVerified', async () => {
    const { company, ownerAuth } = await ownedCompany();
    const own = await put(`/api/company/UpdateProfile/${company.id}`, { companyVerified: true }, ownerAuth);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toMatch(/admin/i);
    const weakAdmin = await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['users.manage'] });
    expect((await put(`/api/company/UpdateProfile/${company.id}`, { companyVerified: true }, weakAdmin)).statusCode).toBe(403);
    const ok = await put(`/api/company/UpdateProfile/${company.id}`, { companyVerified: true }, await admin());
    expect(ok.statusCode).toBe(200);
    expect(ok.json().companyVerified).toBe(true);
    expect((await get(`/api/company/GetCompany/${company.slug}`)).json().companyVerified).toBe(true);
  });

  it('a name or e-mail of another company is a 409 naming the field; its own name is fine', async () => {
    const { company, ownerAuth } = await ownedCompany();
    const other = await listCompany();
    const name = await put(`/api/company/UpdateProfile/${company.id}`, { name: other.name.toLowerCase() }, ownerAuth);
    expect(name.statusCode).toBe(409);
    expect(fieldsOf(name)).toEqual(['name']);
    const email = await put(`/api/company/UpdateProfile/${company.id}`, { email: other.email }, ownerAuth);
    expect(email.statusCode).toBe(409);
    expect(fieldsOf(email)).toEqual(['email']);
    expect((await put(`/api/company/UpdateProfile/${company.id}`, { name: company.name, email: company.email }, ownerAuth)).statusCode).toBe(200);
  });

  it('an empty change, a bad field or an unknown company is refused', async () => {
    const { company, ownerAuth } = await ownedCompany();
    expect((await put(`/api/company/UpdateProfile/${company.id}`, {}, ownerAuth)).statusCode).toBe(400);
    const bad = await put(`/api/company/UpdateProfile/${company.id}`, { website: 'not a url' }, ownerAuth);
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['website']);
    expect((await put(`/api/company/UpdateProfile/${crypto.randomUUID()}`, { description: 'x' }, await admin())).statusCode).toBe(404);
  });
});

describe('GET /company/GetCompanies', () => {
  it(`pages ${COMPANY_PAGE_SIZE} companies by default, filtered by category name or id, with the spec's metadata`, async () => {
    const category = await createCategory();
    for (let i = 0; i < COMPANY_PAGE_SIZE + 1; i++) await listCompany({ categories: [category.name] });
    const first = await get(`/api/company/GetCompanies?Filter=${encodeURIComponent(category.name)}`);
    expect(first.statusCode).toBe(200);
    expect(first.json().companies).toHaveLength(COMPANY_PAGE_SIZE);
    expect(first.json()).toMatchObject({ totalResults: COMPANY_PAGE_SIZE + 1, totalPage: 2, numberOfPages: 2, hasNextPage: true, nextPage: 2, prevPage: null, status: 'success' });
    const second = await get(`/api/company/GetCompanies?Filter=${category.id}&PageNumber=2`);
    expect(second.json().companies).toHaveLength(1);
    expect(second.json()).toMatchObject({ totalResults: COMPANY_PAGE_SIZE + 1, hasNextPage: false, nextPage: null, prevPage: 1 });
    const seen = new Set([...first.json().companies, ...second.json().companies].map((c: { id: string }) => c.id));
    expect(seen.size).toBe(COMPANY_PAGE_SIZE + 1);
    const small = await get(`/api/company/GetCompanies?Filter=${category.id}&PageSize=5&PageNumber=4`);
    expect(small.json()).toMatchObject({ totalResults: COMPANY_PAGE_SIZE + 1, numberOfPages: 4, hasNextPage: false });
    expect(small.json().companies).toHaveLength(2);
  });

  it('an unknown category lists nothing', async () => {
    const r = await get('/api/company/GetCompanies?Filter=No%20Such%20Category');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ companies: [], totalResults: 0 });
  });

  it('FilterByRating keeps companies scoring at least that many stars, best first', async () => {
    const category = await createCategory();
    const [low, mid, high] = [await listCompany({ categories: [category.id] }), await listCompany({ categories: [category.id] }), await listCompany({ categories: [category.id] })];
    await setScore(low!.id, 2.1);
    await setScore(mid!.id, 3.6);
    await setScore(high!.id, 4.7);
    const r = await get(`/api/company/GetCompanies?Filter=${category.id}&FilterByRating=3`);
    expect(r.json().companies.map((c: { id: string }) => c.id)).toEqual([high!.id, mid!.id]);
    expect(r.json().companies[0].rating).toBe(4.7);
    expect(r.json().totalResults).toBe(2);
    const all = await get(`/api/company/GetCompanies?Filter=${category.id}`);
    expect(all.json().companies.map((c: { id: string }) => c.id)).toEqual([high!.id, mid!.id, low!.id]);
  });

  it('SearchText narrows the list by name', async () => {
    const unique = word();
    const company = await listCompany();
    await put(`/api/company/UpdateProfile/${company.id}`, { name: `Marula ${unique} Lodge` }, await admin());
    const r = await get(`/api/company/GetCompanies?SearchText=${encodeURIComponent(`marula ${unique}`)}`);
    expect(r.json().companies.map((c: { id: string }) => c.id)).toEqual([company.id]);
    expect(r.json().totalResults).toBe(1);
  });

  it('the whole list counts every live company', async () => {
    await listCompany();
    const r = await get('/api/company/GetCompanies');
    const live = await t.app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM companies WHERE deleted_at IS NULL');
    expect(r.json().totalResults).toBe(live.rows[0]!.n);
    expect(r.json().companies.length).toBe(Math.min(COMPANY_PAGE_SIZE, live.rows[0]!.n));
  });

  it('refuses bad paging and rating values, naming the parameter (400)', async () => {
    const cases: [string, string][] = [
      ['PageSize=0', 'PageSize'], ['PageSize=101', 'PageSize'], ['PageSize=ten', 'PageSize'], ['PageNumber=0', 'PageNumber'],
      ['PageNumber=1.5', 'PageNumber'], ['FilterByRating=6', 'FilterByRating'], ['FilterByRating=0', 'FilterByRating'], ['FilterByRating=good', 'FilterByRating'],
    ];
    for (const [query, field] of cases) {
      const r = await get(`/api/company/GetCompanies?${query}`);
      expect(r.statusCode, query).toBe(400);
      expect(fieldsOf(r), query).toEqual([field]);
    }
  });
});

describe('GET /company/GetCompany/{id}', () => {
  it('answers the public profile by id or slug, without the owner\'s account', async () => {
    const { company, user } = await ownedCompany({ address: '12 Long Street, Cape Town' });
    const byId = await get(`/api/company/GetCompany/${company.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ id: company.id, name: company.name, email: company.email, address: '12 Long Street, Cape Town', description: COMPANY_DEFAULT_DESCRIPTION, products: [], services: [] });
    expect(byId.json().summary).toMatchObject({ totalComplaints: 0, average: null });
    expect(byId.body).not.toContain(user.id);
    expect(byId.json()).not.toHaveProperty('ownerUserId');
    const bySlug = await get(`/api/company/GetCompany/${company.slug.toUpperCase()}`);
    expect(bySlug.json().id).toBe(company.id);
  });

  it('an unknown company is a 404; a malformed reference a 400', async () => {
    expect((await get(`/api/company/GetCompany/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/api/company/GetCompany/no-such-company-here')).statusCode).toBe(404);
    expect((await get('/api/company/GetCompany/not%20a%20slug!')).statusCode).toBe(400);
  });

  it('two companies with the same-looking name get distinct slugs', async () => {
    const a = await listCompany({ name: 'Café Olé' });
    const b = await listCompany({ name: 'Cafe Ole!' });
    expect(a.slug).toBe('cafe-ole');
    expect(b.slug).toBe('cafe-ole-2');
  });
});

describe('categories', () => {
  it('an admin with companies.manage adds one; everyone reads them by name', async () => {
    const name = `Aardvark ${word()}`;
    const r = await post('/api/company/CreateCategory', { name }, await admin());
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ returnId: r.json().category.id, category: { name } });
    const list = await get('/api/company/GetCategories');
    expect(list.statusCode).toBe(200);
    const names: string[] = list.json().data.map((c: { name: string }) => c.name);
    expect(names).toContain(name);
    expect(names).toEqual([...names].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())));
    expect(list.json().meta.totalResults).toBe(names.length);
  });

  it('a duplicate name in any letter case is a 409; others may not add categories', async () => {
    const category = await createCategory();
    const dup = await post('/api/company/CreateCategory', { name: category.name.toUpperCase() }, await admin());
    expect(dup.statusCode).toBe(409);
    expect(fieldsOf(dup)).toEqual(['name']);
    const weakAdmin = await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['users.manage'] });
    const { ownerAuth } = await ownedCompany();
    for (const headers of [weakAdmin, ownerAuth, await customer()]) expect((await post('/api/company/CreateCategory', { name: `Other ${word()}` }, headers)).statusCode).toBe(403);
    expect((await post('/api/company/CreateCategory', { name: `Other ${word()}` }, {})).statusCode).toBe(401);
    expect((await post('/api/company/CreateCategory', { name: 'x' }, await admin())).statusCode).toBe(400);
  });
});

describe('DELETE /company/DeleteCompany/{id}', () => {
  it('an admin removes a company: it leaves lists, search, comparison and its page (404 after)', async () => {
    const category = await createCategory();
    const company = await listCompany({ categories: [category.id] });
    const keep = await listCompany({ categories: [category.id] });
    const before = (await get('/api/company/GetCompanies')).json().totalResults;
    const r = await t.app.inject({ method: 'DELETE', url: `/api/company/DeleteCompany/${company.id}`, headers: await admin() });
    expect(r.statusCode).toBe(200);
    expect((await get(`/api/company/GetCompany/${company.id}`)).statusCode).toBe(404);
    expect((await get(`/api/company/GetCompanies?Filter=${category.id}`)).json().companies.map((c: { id: string }) => c.id)).toEqual([keep.id]);
    expect((await get('/api/company/GetCompanies')).json().totalResults).toBe(before - 1);
    expect((await get(`/api/company/search?searchText=${encodeURIComponent(company.name)}`)).json().data.map((c: { id: string }) => c.id)).not.toContain(company.id);
    expect((await get(`/api/company/compare?ids=${company.id},${keep.id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/company/DeleteCompany/${company.id}`, headers: await admin() })).statusCode).toBe(404);
    const audit = await t.app.database.query("SELECT 1 FROM audit_entries WHERE entity_id = $1 AND action = 'company.delete'", [company.id]);
    expect(audit.rows).toHaveLength(1);
  });

  it('frees its owner and its e-mail: the owner lists a new company at the same address', async () => {
    const { user, company, auth } = await ownedCompany();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/company/DeleteCompany/${company.id}`, headers: await admin() })).statusCode).toBe(200);
    const linked = await t.app.database.query<{ company_id: string | null }>('SELECT company_id FROM users WHERE id = $1', [user.id]);
    expect(linked.rows[0]!.company_id).toBeNull();
    const again = await post('/api/company/CreateProfile', { name: `${company.name} Again`, email: company.email.toUpperCase() }, auth);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().company.claimable).toBe(false);
  });

  it('its owner and customers may not delete it (403)', async () => {
    const { company, ownerAuth } = await ownedCompany();
    for (const headers of [ownerAuth, await customer()]) {
      expect((await t.app.inject({ method: 'DELETE', url: `/api/company/DeleteCompany/${company.id}`, headers })).statusCode).toBe(403);
    }
    expect((await get(`/api/company/GetCompany/${company.id}`)).statusCode).toBe(200);
  });
});

describe('GET /company/search', () => {
  it('finds a company from a misspelt name, the best match first', async () => {
    const unique = word();
    const exact = await listCompany({ name: `Kestrel Mobile ${unique}` });
    const longer = await listCompany({ name: `Kestrel Mobile ${unique} Repairs` });
    const r = await get(`/api/company/search?searchText=${encodeURIComponent(`Kestrel Mobile ${unique}`)}`);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.slice(0, 2).map((c: { id: string }) => c.id)).toEqual([exact.id, longer.id]);
    const typo = await get(`/api/company/search?searchText=${encodeURIComponent('Kestral Mobil')}`);
    const ids = typo.json().data.map((c: { id: string }) => c.id);
    expect(ids).toContain(exact.id);
    expect(typo.json().data[0]).toMatchObject({ name: expect.stringMatching(/^Kestrel Mobile/), companyVerified: false, totalComplaints: 0 });
  });

  it('a misspelt single word still finds it, ahead of weaker matches', async () => {
    const target = await listCompany({ name: 'Vodacommunity Networks' });
    await listCompany({ name: 'Vodka Comedy Nights' });
    const r = await get(`/api/company/search?searchText=${encodeURIComponent('vodacomunity')}`);
    expect(r.json().data[0]?.id).toBe(target.id);
  });

  it('a name that is the very word comes first, then the better score; the start of a word finds them all', async () => {
    const unique = word();
    const whole = await listCompany({ name: unique[0]!.toUpperCase() + unique.slice(1) });
    const better = await listCompany({ name: `${unique} Holdings` });
    const worse = await listCompany({ name: `${unique} Traders` });
    await setScore(worse.id, 2.1);
    await setScore(better.id, 4.4);
    const ids = (q: string) => get(`/api/company/search?searchText=${encodeURIComponent(q)}`).then((r) => r.json().data.map((c: { id: string }) => c.id));
    expect(await ids(unique)).toEqual([whole.id, better.id, worse.id]);
    expect(await ids(unique.slice(0, -1))).toEqual(expect.arrayContaining([whole.id, better.id, worse.id]));
    expect(await ids(`${unique} trad`)).toEqual([worse.id]);
  });

  it('follows renames and deletions, and finds a word inside a web address', async () => {
    const unique = word();
    const { company, ownerAuth } = await ownedCompany();
    expect((await put(`/api/company/UpdateProfile/${company.id}`, { name: `Pelican ${unique}.com` }, ownerAuth)).statusCode).toBe(200);
    const ids = (q: string) => get(`/api/company/search?searchText=${encodeURIComponent(q)}`).then((r) => r.json().data.map((c: { id: string }) => c.id));
    expect(await ids(`pelican ${unique}`)).toEqual([company.id]);
    expect(await ids(company.name)).not.toContain(company.id);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/company/DeleteCompany/${company.id}`, headers: await admin() })).statusCode).toBe(200);
    expect(await ids(`pelican ${unique}`)).toEqual([]);
  });

  it('finds a company by its category, service, products and services, below the companies named so (decision 77)', async () => {
    const unique = word();
    const category = await createCategory(`Telecommunications ${unique}`);
    const named = await listCompany({ name: `Lumo Telecom ${unique}` });
    const trade = await listCompany({ name: `Kestrel ${word()}`, categories: [category.name] });
    const better = await listCompany({ name: `Falcon ${word()}`, categories: [category.name] });
    await setScore(trade.id, 2.9);
    await setScore(better.id, 4.1);
    const ids = (q: string) => get(`/api/company/search?searchText=${encodeURIComponent(q)}`).then((r) => r.json().data.map((c: { id: string }) => c.id));
    // A name match first, then the trade matches by score; a word inside the category's name, or misspelt, finds them.
    expect(await ids(`telecom ${unique}`)).toEqual([named.id, better.id, trade.id]);
    expect(await ids(`telecommunications ${unique}`)).toEqual(expect.arrayContaining([better.id, trade.id]));
    expect(await ids(`telecomunications ${unique}`)).toEqual(expect.arrayContaining([better.id, trade.id]));
    // The service offered, a product and a service count too.
    const seller = await ownedCompany({ serviceOffered: `Solar geysers ${unique}` });
    expect(await ids(`geysers ${unique}`)).toEqual([seller.company.id]);
    expect((await post('/api/Products/CreateProduct', { name: `Heatpump ${unique}` }, seller.ownerAuth)).statusCode).toBe(201);
    expect(await ids(`heatpump ${unique}`)).toEqual([seller.company.id]);
    expect((await post('/api/Services/CreateService', { name: `Plumbing callouts ${unique}` }, seller.ownerAuth)).statusCode).toBe(201);
    expect(await ids(`callouts ${unique}`)).toEqual([seller.company.id]);
    // Words from different parts of the trade find it together; a word no part holds finds nothing.
    expect(await ids(`heatpump callouts`)).toContain(seller.company.id);
    expect(await ids(`heatpump ${word()}`)).toEqual([]);
    // A deleted company is not found by its trade either.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/company/DeleteCompany/${trade.id}`, headers: await admin() })).statusCode).toBe(200);
    expect(await ids(`telecom ${unique}`)).not.toContain(trade.id);
  });

  it('trade search follows the trade: a product removed, the service offered and the categories changed', async () => {
    const unique = word();
    const seller = await ownedCompany({ serviceOffered: `Boreholes ${unique}` });
    const ids = (q: string) => get(`/api/company/search?searchText=${encodeURIComponent(q)}`).then((r) => r.json().data.map((c: { id: string }) => c.id));
    const product = await post('/api/Products/CreateProduct', { name: `Windmills ${unique}` }, seller.ownerAuth);
    expect(product.statusCode).toBe(201);
    expect(await ids(`windmills ${unique}`)).toEqual([seller.company.id]);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/Products/DeleteProduct/${product.json().returnId}`, headers: seller.ownerAuth });
    expect(removed.statusCode).toBe(200);
    expect(await ids(`windmills ${unique}`)).toEqual([]);
    // The word still comes from the service offered until that changes too.
    expect(await ids(`boreholes ${unique}`)).toEqual([seller.company.id]);
    expect((await put(`/api/company/UpdateProfile/${seller.company.id}`, { serviceOffered: `Irrigation ${unique}` }, seller.ownerAuth)).statusCode).toBe(200);
    expect(await ids(`boreholes ${unique}`)).toEqual([]);
    expect(await ids(`irrigation ${unique}`)).toEqual([seller.company.id]);
    const category = await createCategory(`Agriculture ${word()}`);
    expect((await put(`/api/company/UpdateProfile/${seller.company.id}`, { categories: [category.name] }, seller.ownerAuth)).statusCode).toBe(200);
    expect(await ids(`agriculture ${unique}`)).toEqual([seller.company.id]);
    expect((await put(`/api/company/UpdateProfile/${seller.company.id}`, { categories: [] }, seller.ownerAuth)).statusCode).toBe(200);
    expect(await ids(`agriculture ${unique}`)).toEqual([]);
  });

  it('answers at most 10 matches and needs searchText (400)', async () => {
    const unique = word();
    for (let i = 0; i < 11; i++) await listCompany({ name: `Baobab ${unique} ${i}` });
    const r = await get(`/api/company/search?searchText=baobab ${unique}`);
    expect(r.json().data).toHaveLength(10);
    expect((await get('/api/company/search')).statusCode).toBe(400);
    expect(fieldsOf(await get('/api/company/search?searchText=%20'))).toEqual(['searchText']);
  });
});

describe('GET /company/compare', () => {
  it('puts 2 to 4 companies side by side in the order asked, by id or slug', async () => {
    const [a, b, c] = [await listCompany(), await listCompany(), await listCompany()];
    const r = await get(`/api/company/compare?ids=${c!.slug},${a!.id},${b!.slug}`);
    expect(r.statusCode).toBe(200);
    expect(r.json().companies.map((x: { id: string }) => x.id)).toEqual([c!.id, a!.id, b!.id]);
    expect(r.json().companies[0].summary).toMatchObject({ totalComplaints: 0, totalRatings: 0 });
  });

  it('an unknown company is a 404 naming it; one, five or a repeated company is a 400', async () => {
    const [a, b, c, d, e] = [await listCompany(), await listCompany(), await listCompany(), await listCompany(), await listCompany()];
    const unknown = crypto.randomUUID();
    const missing = await get(`/api/company/compare?ids=${a!.id},${unknown}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain(unknown);
    expect((await get(`/api/company/compare?ids=${a!.id},no-such-company`)).statusCode).toBe(404);
    for (const ids of [a!.id, [a, b, c, d, e].map((x) => x!.id).join(','), `${a!.id},${a!.id}`, `${a!.slug},${a!.id}`, '']) {
      const r = await get(`/api/company/compare?ids=${ids}`);
      expect(r.statusCode, ids).toBe(400);
      expect(fieldsOf(r), ids).toEqual(['ids']);
    }
  });
});

describe('comparison', () => {
  async function ranked() {
    const category = await createCategory();
    const [first, second, third] = [await listCompany({ categories: [category.id] }), await listCompany({ categories: [category.id] }), await listCompany({ categories: [category.id] })];
    await setScore(first!.id, 4.8);
    await setScore(second!.id, 3.9);
    await setScore(third!.id, 1.2);
    return { category, first: first!, second: second!, third: third! };
  }

  it('GET /comparison/top lists the best-scored companies of a category first', async () => {
    const { category, first, second, third } = await ranked();
    const r = await get(`/api/comparison/top?category=${encodeURIComponent(category.name)}`);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.map((c: { id: string }) => c.id)).toEqual([first.id, second.id, third.id]);
    expect((await get(`/api/comparison/top?category=${category.id}&limit=2`)).json().data).toHaveLength(2);
    expect((await get('/api/comparison/top?category=nothing-like-this')).json().data).toEqual([]);
    expect((await get('/api/comparison/top?limit=0')).statusCode).toBe(400);
    expect((await get('/api/comparison/top?limit=51')).statusCode).toBe(400);
  });

  it('GET /comparison/top/{id} answers the rank within the main category and the neighbours', async () => {
    const { category, first, second, third } = await ranked();
    const r = await get(`/api/comparison/top/${second.slug}`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ company: { id: second.id }, category: { id: category.id }, rank: 2, outOf: 3, rankIsCapped: false, above: { id: first.id }, below: { id: third.id } });
    expect(r.json().top.map((c: { id: string }) => c.id)).toEqual([first.id, second.id, third.id]);
    const top = (await get(`/api/comparison/top/${first.id}`)).json();
    expect(top).toMatchObject({ rank: 1, above: null, below: { id: second.id } });
    const last = (await get(`/api/comparison/top/${third.id}`)).json();
    expect(last).toMatchObject({ rank: 3, above: { id: second.id }, below: null });
    expect((await get(`/api/comparison/top/${crypto.randomUUID()}`)).statusCode).toBe(404);
    // A new score moves it up; a deleted company leaves the ranking.
    await setScore(third.id, 4.9);
    expect((await get(`/api/comparison/top/${third.id}`)).json()).toMatchObject({ rank: 1, above: null, below: { id: first.id } });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/company/DeleteCompany/${first.id}`, headers: await admin() })).statusCode).toBe(200);
    expect((await get(`/api/comparison/top/${second.id}`)).json()).toMatchObject({ rank: 2, outOf: 2, above: { id: third.id }, below: null });
  });

  it('ranks companies with the same score by id, after the better scores', async () => {
    const { category, first } = await ranked();
    const tied = [await listCompany({ categories: [category.id] }), await listCompany({ categories: [category.id] }), await listCompany({ categories: [category.id] })];
    for (const c of tied) await setScore(c.id, 4.2);
    const byId = [...tied].sort((a, b) => (a.id < b.id ? -1 : 1));
    for (const [k, c] of byId.entries()) {
      const r = (await get(`/api/comparison/top/${c.id}`)).json();
      // After the 4.8 company, then in id order.
      expect(r).toMatchObject({ rank: 2 + k, outOf: 6, rankIsCapped: false, above: { id: k === 0 ? first.id : byId[k - 1]!.id } });
    }
  });

  it('a rank beyond the first RANK_CAP of a large category is a lower bound; its neighbours are still exact', async () => {
    const { category, second, third } = await ranked();
    // RANK_CAP companies scored above all three, written in bulk (the triggers give them their stats and search terms).
    await t.app.database.query(`WITH made AS (
        INSERT INTO companies (id, name, slug, email) SELECT gen_random_uuid(), 'Bulk Leader ' || g, 'bulk-leader-' || g || '-' || $2, 'bulk' || g || '-' || $2 || '@lead.example'
          FROM generate_series(1, $1::int) g RETURNING id),
      stats AS (INSERT INTO company_stats (company_id, score) SELECT id, 5 FROM made ON CONFLICT (company_id) DO UPDATE SET score = 5 RETURNING company_id)
      INSERT INTO company_categories (company_id, category_id) SELECT company_id, $3::uuid FROM stats`, [RANK_CAP, Date.now(), category.id]);
    const r = (await get(`/api/comparison/top/${third.id}`)).json();
    expect(r).toMatchObject({ rank: RANK_CAP + 1, rankIsCapped: true, above: { id: second.id }, below: null });
    expect(r.top).toHaveLength(5);
    expect(r.top.every((c: { rating: number }) => c.rating === 5)).toBe(true);
  });

  it('a company without a category is ranked among all companies', async () => {
    const company = await listCompany();
    await setScore(company.id, 5);
    const r = await get(`/api/comparison/top/${company.id}`);
    expect(r.statusCode).toBe(200);
    expect(r.json().category).toBeNull();
    expect(r.json().rank).toBeGreaterThanOrEqual(1);
    expect(r.json().outOf).toBe((await get('/api/company/GetCompanies')).json().totalResults);
  });
});

describe('GET /business/profile/{id}', () => {
  it('the owner, its employees and admins read the business side', async () => {
    const { company, ownerAuth, user } = await ownedCompany();
    const staff = await insertUser(t.app.database.db, { email: `agent.${tag()}@example.com`, firstName: 'Musa', lastName: 'Zulu', profileType: 'employee', companyId: company.id });
    await t.app.database.db.insert(employees).values({ userId: staff.id, companyId: company.id });
    const staffAuth = await t.authHeader({ id: staff.id, role: 'employee', companyId: company.id });
    for (const headers of [ownerAuth, staffAuth, await admin()]) {
      const r = await get(`/api/business/profile/${company.id}`, headers);
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({ id: company.id, ownerUserId: user.id, status: 'active', employeesCount: 1, complaintsByStatus: { pending: 0, overdue: 0 } });
    }
  });

  it('another business, its employees and customers get a 403; signed-out visitors a 401', async () => {
    const { company } = await ownedCompany();
    const other = await ownedCompany();
    const otherStaff = await t.authHeader({ id: crypto.randomUUID(), role: 'employee', companyId: other.company.id });
    for (const headers of [other.ownerAuth, otherStaff, await customer()]) expect((await get(`/api/business/profile/${company.id}`, headers)).statusCode).toBe(403);
    expect((await get(`/api/business/profile/${company.id}`)).statusCode).toBe(401);
  });
});

describe('GET /admin/company/GetNewCompanies', () => {
  it('lists recently listed companies newest first, with their e-mail and owner, to company admins only', async () => {
    const older = await listCompany();
    const newer = await ownedCompany();
    const r = await get('/api/admin/company/GetNewCompanies?size=100', await admin());
    expect(r.statusCode).toBe(200);
    const ids: string[] = r.json().data.map((c: { id: string }) => c.id);
    expect(ids.indexOf(newer.company.id)).toBeLessThan(ids.indexOf(older.id));
    expect(r.json().data.find((c: { id: string }) => c.id === newer.company.id)).toMatchObject({ email: newer.company.email, ownerUserId: newer.user.id });
    expect(r.json().meta).toMatchObject({ status: 'success', prevPage: null });
    const weakAdmin = await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['users.manage'] });
    expect((await get('/api/admin/company/GetNewCompanies', weakAdmin)).statusCode).toBe(403);
    expect((await get('/api/admin/company/GetNewCompanies', newer.ownerAuth)).statusCode).toBe(403);
    expect((await get('/api/admin/company/GetNewCompanies?size=1000', await admin())).statusCode).toBe(400);
  });
});

describe('POST /company/claim/{id}', () => {
  /** A profile a customer listed, at a domain of its own. */
  async function prospect(body: Record<string, unknown> = {}) {
    const domain = `${word()}-traders.example`;
    const company = await listCompany({ email: `hello@${domain}`, ...body });
    return { company, domain };
  }
  const claim = (ref: string, headers: Headers) => post(`/api/company/claim/${ref}`, {}, headers);

  it('a verified business account at the company\'s e-mail domain becomes its owner, audited', async () => {
    const { company, domain } = await prospect();
    const org = await orgAccount({ email: `Thandi@${domain.toUpperCase()}` });
    const r = await claim(company.slug, org.auth);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toContain(company.name);
    expect(r.json().company).toMatchObject({ id: company.id, ownerUserId: org.user.id, verifiedDomain: domain, claimable: false, companyVerified: false });
    expect((await get(`/api/company/GetCompany/${company.id}`)).json().claimable).toBe(false);
    const account = await t.app.database.query<{ company_id: string }>('SELECT company_id FROM users WHERE id = $1', [org.user.id]);
    expect(account.rows[0]!.company_id).toBe(company.id);
    const audit = await t.app.database.query<{ actor_id: string; company_id: string; before: object; after: object }>(
      "SELECT actor_id, company_id, before, after FROM audit_entries WHERE entity_id = $1 AND action = 'company.claim'", [company.id],
    );
    expect(audit.rows).toEqual([{ actor_id: org.user.id, company_id: company.id, before: { ownerUserId: null, verifiedDomain: null }, after: { ownerUserId: org.user.id, verifiedDomain: domain } }]);
    // The new owner manages it: with a token carrying the company (as after a refresh) and even with the old one.
    expect((await put(`/api/company/UpdateProfile/${company.id}`, { description: 'Now run by us.' }, org.auth)).statusCode).toBe(200);
  });

  it('a business signs up to claim its listed profile, verifies its e-mail, claims it and its refreshed session acts for it', async () => {
    const { company, domain } = await prospect();
    const email = `owner@${domain}`;
    const signupBody = { firstName: 'Pieter', lastName: 'van Wyk', email, password: 'Sunny-Morning-42', profileType: 'organization', claimCompanyId: company.slug };
    const signup = await t.app.inject({ method: 'POST', url: '/api/auth/platform/signup', headers: await t.captchaHeader(), remoteAddress: '10.9.8.7', payload: signupBody });
    expect(signup.statusCode, signup.body).toBe(201);
    // Sign-up gives no session (decision 82): the unverified owner signs in with the password.
    const signedIn = await post('/api/auth/login', { email, password: 'Sunny-Morning-42' }, {});
    expect(signedIn.json().user.companyId).toBeNull();
    const token = { authorization: `Bearer ${signedIn.json().access_token}` };
    const early = await claim(company.id, token);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toMatch(/verify your e-mail/i);

    const mail = await get(`/api/dev/outbox?to=${encodeURIComponent(email)}&size=1`);
    const otp = String(mail.json().data[0].text).match(/\b(\d{6})\b/)![1];
    expect((await post('/api/auth/verify_account', { email, otp }, {})).statusCode).toBe(200);
    expect((await claim(company.id, token)).statusCode).toBe(200);

    const cookie = signedIn.cookies.find((c) => c.name === REFRESH_COOKIE)!;
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: `${REFRESH_COOKIE}=${cookie.value}` }, remoteAddress: '10.9.8.7' });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json().user.companyId).toBe(company.id);
    const product = await post('/api/Products/CreateProduct', { name: 'Fresh bread' }, { authorization: `Bearer ${refreshed.json().access_token}` });
    expect(product.statusCode, product.body).toBe(201);
    expect(product.json().product.companyId).toBe(company.id);
  });

  it('business sign-up to claim a profile fails at once when the address could never claim it, creating no account', async () => {
    const { company, domain } = await prospect();
    const base = { firstName: 'Pieter', lastName: 'van Wyk', password: 'Sunny-Morning-42', profileType: 'organization' };
    const signup = async (body: object) => t.app.inject({ method: 'POST', url: '/api/auth/platform/signup', headers: await t.captchaHeader(), remoteAddress: '10.9.8.6', payload: { ...base, ...body } });
    const otherEmail = `owner@elsewhere-${domain}`;
    const wrong = await signup({ email: otherEmail, claimCompanyId: company.id });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toContain(domain);
    expect((await t.app.database.query('SELECT 1 FROM users WHERE lower(email) = $1', [otherEmail])).rows).toHaveLength(0);
    expect((await signup({ email: `a@${domain}`, claimCompanyId: 'no-such-company-at-all' })).statusCode).toBe(404);
    const both = await signup({ email: `b@${domain}`, claimCompanyId: company.id, companyName: 'Also This' });
    expect(both.statusCode).toBe(400);
    expect(fieldsOf(both)).toEqual(['companyName']);
    const customerClaim = await signup({ email: `c@${domain}`, claimCompanyId: company.id, profileType: 'user' });
    expect(customerClaim.statusCode).toBe(400);
    expect(fieldsOf(customerClaim)).toEqual(['claimCompanyId']);
  });

  it('the website host proves the claim when the company e-mail is at a public mail provider', async () => {
    const host = `${word()}-bakes.example`;
    const company = await listCompany({ email: `${word()}.bakes@gmail.com`, website: `https://www.${host}/menu` });
    const gmailUser = await orgAccount({ email: `${word()}@gmail.com` });
    const mismatch = await claim(company.id, gmailUser.auth);
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().message).toContain(host);
    expect(mismatch.json().message).not.toMatch(/gmail\.com or/);
    const org = await orgAccount({ email: `lindiwe@${host}` });
    const r = await claim(company.id, org.auth);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().company.verifiedDomain).toBe(host);
  });

  it('another domain is refused with a message naming the company\'s domain (403)', async () => {
    const { company, domain } = await prospect();
    const org = await orgAccount({ email: `someone@${domain}.evil.example` });
    const r = await claim(company.id, org.auth);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toMatch(new RegExp(`not .*\\(${domain.replaceAll('.', '\\.')}\\)`));
    expect(r.json().details).toEqual([{ field: 'email', message: expect.stringMatching(/domain/) }]);
    expect((await get(`/api/company/GetCompany/${company.id}`)).json().claimable).toBe(true);
  });

  it('a profile at a public mail provider without a website cannot be claimed by domain', async () => {
    const company = await listCompany({ email: `${word()}.shop@gmail.com` });
    const org = await orgAccount({ email: `${word()}@gmail.com` });
    const r = await claim(company.id, org.auth);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toMatch(/support/);
  });

  it('an unverified e-mail or an account that already manages a company is refused (403)', async () => {
    const { company, domain } = await prospect();
    const unverified = await orgAccount({ email: `new@${domain}`, emailVerified: false });
    const r = await claim(company.id, unverified.auth);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toMatch(/verify your e-mail/i);
    const owner = await ownedCompany();
    await t.app.database.query('UPDATE users SET email = $2 WHERE id = $1', [owner.user.id, `boss@${domain}`]);
    const busy = await claim(company.id, owner.ownerAuth);
    expect(busy.statusCode).toBe(403);
    expect(busy.json().message).toMatch(/already manages a company/);
    expect((await get(`/api/company/GetCompany/${company.id}`)).json().claimable).toBe(true);
  });

  it('a profile that has an owner is a 409, even for the right domain', async () => {
    const { company, domain } = await prospect();
    expect((await claim(company.id, (await orgAccount({ email: `first@${domain}` })).auth)).statusCode).toBe(200);
    const second = await orgAccount({ email: `second@${domain}` });
    const r = await claim(company.id, second.auth);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toMatch(/already managed/);
    const account = await t.app.database.query<{ company_id: string | null }>('SELECT company_id FROM users WHERE id = $1', [second.user.id]);
    expect(account.rows[0]!.company_id).toBeNull();
  });

  it('customers, employees and admins cannot claim (403); signed-out visitors get a 401; unknown or deleted profiles a 404', async () => {
    const { company, domain } = await prospect();
    const employee = await t.authHeader({ id: crypto.randomUUID(), role: 'employee', companyId: crypto.randomUUID() });
    for (const headers of [await customer(), employee, await admin()]) {
      const r = await claim(company.id, headers);
      expect(r.statusCode).toBe(403);
      expect(r.json().message).toMatch(/business accounts/);
    }
    expect((await claim(company.id, {})).statusCode).toBe(401);
    const org = await orgAccount({ email: `owner@${domain}` });
    expect((await claim(crypto.randomUUID(), org.auth)).statusCode).toBe(404);
    await t.app.inject({ method: 'DELETE', url: `/api/company/DeleteCompany/${company.id}`, headers: await admin() });
    expect((await claim(company.id, org.auth)).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('declares the claim call with its response schema and the claimable flag on Company', async () => {
    const r = await get('/docs/json');
    expect(r.statusCode).toBe(200);
    const doc = r.json();
    const claimOp = doc.paths['/api/company/claim/{id}']?.post;
    expect(claimOp).toBeDefined();
    expect(Object.keys(claimOp.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404', '409']));
    expect(doc.components.schemas.Company.properties.claimable).toMatchObject({ type: 'boolean' });
    expect(doc.components.schemas.ClaimCompanyResponse).toBeDefined();
  });
});

describe('the public micro-cache (PUBLIC_CACHE_TTL_MS)', () => {
  it('serves a company page and lists from the cache until a write on this instance clears it', async () => {
    const cachedApp = await createTestApp({ PUBLIC_CACHE_TTL_MS: '60000' });
    try {
      const user = await insertUser(cachedApp.app.database.db, { email: `cache.${tag()}@example.com`, firstName: 'Cara', lastName: 'Botha', profileType: 'organization', emailVerified: true });
      const auth = await cachedApp.authHeader({ id: user.id, role: 'organization' });
      const name = `Cached ${word()}`;
      const created = await cachedApp.app.inject({ method: 'POST', url: '/api/company/CreateProfile', payload: { name, email: `hi@${word()}.example` }, headers: auth });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().returnId as string;
      const read = () => cachedApp.app.inject({ url: `/api/company/GetCompany/${id}` });
      const first = await read();
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      expect(first.json()).toMatchObject({ id, name, description: COMPANY_DEFAULT_DESCRIPTION });

      // Another instance's write (straight to the database) shows once the TTL passes; this one still serves the cache.
      await cachedApp.app.database.query('UPDATE companies SET description = $2 WHERE id = $1', [id, 'Changed elsewhere']);
      expect((await read()).json().description).toBe(COMPANY_DEFAULT_DESCRIPTION);
      expect((await cachedApp.app.inject({ url: '/api/company/GetCompanies' })).json().companies.map((c: { id: string }) => c.id)).toContain(id);

      // A write through this instance clears it before the writer hears back.
      const ownerAuth = await cachedApp.authHeader({ id: user.id, role: 'organization', companyId: id });
      const updated = await cachedApp.app.inject({ method: 'PUT', url: `/api/company/UpdateProfile/${id}`, payload: { description: 'Fresh words' }, headers: ownerAuth });
      expect(updated.statusCode, updated.body).toBe(200);
      expect((await read()).json().description).toBe('Fresh words');
      // Unknown companies are never cached as found.
      expect((await cachedApp.app.inject({ url: `/api/company/GetCompany/${crypto.randomUUID()}` })).statusCode).toBe(404);
    } finally {
      await cachedApp.close();
    }
  });
});
