// The client against the real server listening on a loopback port, on the test run's database (in-memory PGlite, or
// PostgreSQL when DATABASE_URL names one): a business makes a key with its owner's session, then reads and answers its
// complaints and reads its reviews with the key, as the README shows; errors come back typed.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../apps/server/test/app.ts';
import { newCompany, newCustomer, onGrowthPlan } from '../../../apps/server/test/people.ts';
import { fileComplaint } from '../../../apps/server/test/public-content.ts';
import { targetFactories } from '../../../apps/server/test/targets.ts';
import { createRedressClient, eachItem, RedressApiError, unwrap, type RedressClient } from '../src/index.ts';

const t = useTestApp();
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});

const tokenOf = (auth: Record<string, string>) => auth.authorization!.replace(/^Bearer /, '');

/** A company on the Growth plan with a key its owner made through the API, and a client for each. */
async function businessWithKey() {
  const { company, owner, ownerAuth } = await newCompany(t);
  await onGrowthPlan(t, company.id);
  const portal = createRedressClient({ baseUrl, token: tokenOf(ownerAuth) });
  const { data, error, response } = await portal.POST('/api/business/generateCredentials', { body: { companyId: company.id, label: 'Help desk', rotate: false } });
  expect(response.status, JSON.stringify(error)).toBe(201);
  expect(data!.clientId).toMatch(/^rdc_/);
  const api = createRedressClient({ baseUrl, clientId: data!.clientId, apiKey: data!.apiKey });
  return { company, owner, ownerAuth, portal, api, credentials: data! };
}

describe('the typed client against the real server', () => {
  it('a business reads its complaints with its key, answers one, and reads its reviews', async () => {
    const { company, api } = await businessWithKey();
    const customer = await newCustomer(t);
    const filed = await fileComplaint(t, customer.auth, company.id, { complaint: 'Kettle leaks from the base' });
    const review = await targetFactories(t).review(customer.user.id, company.id, { title: 'Fixed in a day' });

    const list = await api.GET('/api/complaint', { params: { query: { page: 1, size: 20, status: 'pending' } } });
    expect(list.response.status).toBe(200);
    expect(list.data!.meta.totalResults).toBe(1);
    expect(list.data!.data.map((c) => [c.id, c.complaint])).toEqual([[filed.id, 'Kettle leaks from the base']]);

    const answer = await api.POST('/api/complaint/comment', { body: { complaintId: filed.id, commentText: 'We are sending a new kettle today.' } });
    expect(answer.response.status, JSON.stringify(answer.error)).toBe(201);
    expect(answer.data!.comment).toMatchObject({ commentText: 'We are sending a new kettle today.', initiator: 'company' });
    // Answering put it in review; once dealt with, the company asks the customer to close it.
    const moved = await api.PUT('/api/complaint/status/{id}', { params: { path: { id: filed.id }, query: { complaintStatus: 'processed' } } });
    expect(moved.response.status, JSON.stringify(moved.error)).toBe(200);
    expect(moved.data!.status).toBe('processed');

    // The customer sees the company's answer on the complaint.
    const thread = await unwrap(createRedressClient({ baseUrl, token: tokenOf(customer.auth) })
      .GET('/api/complaint/commentByComplaintId/{id}', { params: { path: { id: filed.id } } }));
    expect(thread.data.map((c) => [c.commentText, c.initiator])).toEqual([['We are sending a new kettle today.', 'company']]);

    const reviews = await unwrap(api.GET('/api/review/organization/{id}', { params: { path: { id: company.id } } }));
    expect(reviews.data.map((r) => [r.id, r.review])).toEqual([[review.id, 'Fixed in a day']]);
  });

  it('pages through every complaint with eachItem', async () => {
    const { company, api } = await businessWithKey();
    const customer = await newCustomer(t);
    const filed = [];
    for (const title of ['Late delivery', 'Wrong colour', 'No invoice']) filed.push(await fileComplaint(t, customer.auth, company.id, { complaint: title }));
    const pagesAsked: number[] = [];
    const seen = [];
    for await (const complaint of eachItem((page) => {
      pagesAsked.push(page);
      return api.GET('/api/complaint', { params: { query: { page, size: 2 } } });
    })) seen.push(complaint.complaint);
    expect(pagesAsked).toEqual([1, 2]);
    expect(seen.sort()).toEqual(['Late delivery', 'No invoice', 'Wrong colour']);
  });

  it('a session token reads the signed-in profile', async () => {
    const customer = await newCustomer(t, { first: 'Lindiwe', last: 'Sithole' });
    const me = await createRedressClient({ baseUrl: `${baseUrl}/`, token: tokenOf(customer.auth) }).GET('/api/auth/me');
    expect(me.response.status).toBe(200);
    expect(me.data).toMatchObject({ id: customer.user.id, firstName: 'Lindiwe', lastName: 'Sithole', profileType: 'user' });
  });

  it('errors come back typed: a wrong key or token is 401, a call keys may not make 403, another company\'s item 404', async () => {
    const { api, credentials } = await businessWithKey();
    const other = await newCompany(t, 'Other Co');
    const customer = await newCustomer(t);
    const theirs = await fileComplaint(t, customer.auth, other.company.id, {});

    const wrongKey = await createRedressClient({ baseUrl, clientId: credentials.clientId, apiKey: 'rdk_wrong' }).GET('/api/complaint');
    expect(wrongKey.data).toBeUndefined();
    expect(wrongKey.response.status).toBe(401);
    expect(wrongKey.error).toMatchObject({ statusCode: 401, error: expect.any(String), message: expect.stringContaining('x-api-key') });

    const wrongToken = await createRedressClient({ baseUrl, token: 'not-a-token' }).GET('/api/auth/me');
    expect(wrongToken.response.status).toBe(401);
    expect(wrongToken.error?.statusCode).toBe(401);

    // Keys may not make keys (only the owner's session may).
    const refused = await api.POST('/api/business/generateCredentials', { body: { companyId: other.company.id, label: 'Mine now', rotate: false } });
    expect(refused.response.status).toBe(403);
    expect(refused.error).toMatchObject({ statusCode: 403, message: expect.any(String) });

    const notOurs = await api.POST('/api/complaint/comment', { body: { complaintId: theirs.id, commentText: 'Not ours to answer.' } });
    expect(notOurs.response.status).toBe(404);
    expect(notOurs.error?.statusCode).toBe(404);

    // unwrap turns an error answer into a RedressApiError with the body.
    const thrown = await unwrap(api.GET('/api/review/organization/{id}', { params: { path: { id: 'no-such-company' } } })).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(RedressApiError);
    expect((thrown as RedressApiError).status).toBe(404);
    expect((thrown as RedressApiError).body.statusCode).toBe(404);
  });

  it('refuses to build a client without its credentials, naming the missing one', () => {
    expect(() => createRedressClient({ baseUrl: 'redress.example', token: 'x' })).toThrow(/^baseUrl/);
    expect(() => createRedressClient({ baseUrl, token: '' })).toThrow(/^token/);
    expect(() => createRedressClient({ baseUrl, clientId: '', apiKey: 'k' })).toThrow(/^clientId/);
    expect(() => createRedressClient({ baseUrl, clientId: 'c', apiKey: '' })).toThrow(/^apiKey/);
    const client: RedressClient = createRedressClient({ baseUrl, clientId: 'c', apiKey: 'k', headers: { 'x-trace': '1' } });
    expect(typeof client.GET).toBe('function');
  });
});
