// The home page's "Latest reviews" is GET /review/search?sort=newest&size=… (no new call: the public list already is
// the latest): published, not hidden, not deleted, anonymous authors as "Anonymous", paged within its limits.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Review, ReviewListResponse } from '@redress/contract';
import { useTestApp } from '../../../test/app.ts';
import { companyWithOwner, customerNamed } from '../../../test/public-content.ts';
import { reviews } from '../../db/schema/index.ts';

const t = useTestApp();

const write = async (auth: Record<string, string>, companyId: string, title: string, extra: object = {}) => {
  const r = await t.app.inject({ method: 'POST', url: '/api/review', headers: auth, payload: { organizationId: companyId, experiencedOn: '2026-10-01', rating: 3, review: title, description: `About ${title}.`, ...extra } });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{ review: Review }>().review;
};
const latest = async (q: string, headers: Record<string, string> = {}) => {
  const r = await t.app.inject({ url: `/api/review/search?sort=newest&${q}`, headers });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<ReviewListResponse>();
};

describe('the latest reviews (GET /api/review/search?sort=newest)', () => {
  it('newest first, across companies; hidden, flagged and deleted ones never listed; anonymous authors never named', async () => {
    const kettles = await companyWithOwner(t, 'Latest Kettles');
    const toasters = await companyWithOwner(t, 'Latest Toasters');
    const thandi = await customerNamed(t, 'Thandi', 'Secretname');
    const sipho = await customerNamed(t, 'Sipho', 'Mokoena');
    await write(sipho.auth, kettles.id, 'First one');
    await write(thandi.auth, toasters.id, 'Said without a name', { anonymous: true });
    await write(sipho.auth, toasters.id, 'Kept between us', { hidden: true });
    const removed = await write(sipho.auth, kettles.id, 'Taken back');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/review/${removed.id}`, headers: sipho.auth, payload: {} })).statusCode).toBe(200);
    const held = await write(thandi.auth, kettles.id, 'Flagged one');
    await t.app.database.db.update(reviews).set({ status: 'flagged' }).where(eq(reviews.id, held.id));

    // A stranger and a signed-in customer (even the hidden review's author) get the same public list.
    for (const headers of [{}, sipho.auth]) {
      const page = await latest('size=6', headers);
      expect(page.data.map((r) => r.review)).toEqual(['Said without a name', 'First one']);
      expect(page.meta).toMatchObject({ totalResults: 2, hasNextPage: false });
      const anon = page.data[0]!;
      expect(anon.reviewCustomerDto).toEqual({ customerId: null, customerName: 'Anonymous', customerEmail: null });
      expect(anon.reviewOrganizationDto).toMatchObject({ organizationName: 'Latest Toasters', slug: toasters.slug });
      expect(JSON.stringify(page)).not.toContain('Secretname');
      expect(JSON.stringify(page)).not.toContain('Thandi');
    }
  });

  it('is paged: size 1 shows one a page, the next page the next one; size and page out of range are a 400 naming the field', async () => {
    const first = await latest('size=1&page=1');
    const second = await latest('size=1&page=2');
    expect(first.data).toHaveLength(1);
    expect(second.data).toHaveLength(1);
    expect(first.data[0]!.id).not.toBe(second.data[0]!.id);
    expect(first.meta).toMatchObject({ hasNextPage: true });
    for (const [q, field] of [['size=101', 'size'], ['size=0', 'size'], ['page=0', 'page']] as const) {
      const r = await t.app.inject({ url: `/api/review/search?sort=newest&${q}` });
      expect(r.statusCode, q).toBe(400);
      expect(r.json().details?.[0]?.field, q).toBe(field);
    }
  });
});
