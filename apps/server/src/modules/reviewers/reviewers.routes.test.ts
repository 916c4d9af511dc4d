// A reviewer's public profile (issue 39 section 5, decision 176): GET /api/reviewers/{code}. What a named author posted
// under their name, read the same by a stranger, another customer and an admin; anonymous posts never appear and never
// move a figure; a private profile is a 404 to all but its owner.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Profile, Review, ReviewerProfile } from '@redress/contract';
import { useTestApp } from '../../../test/app.ts';
import { companyWithOwner, customerNamed, fileComplaint } from '../../../test/public-content.ts';
import { reviews, users } from '../../db/schema/index.ts';

const t = useTestApp();
const EXPERIENCED_ON = '2026-10-01';

type Auth = Record<string, string>;
const write = async (auth: Auth, companyId: string, title: string, extra: object = {}) => {
  const r = await t.app.inject({
    method: 'POST', url: '/api/review', headers: auth,
    payload: { organizationId: companyId, rating: 4, review: title, description: `About ${title}.`, experiencedOn: EXPERIENCED_ON, ...extra },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{ review: Review }>().review;
};
const complain = (auth: Auth, companyId: string, title: string, extra: object = {}) =>
  fileComplaint(t, auth, companyId, { complaint: title, experiencedOn: EXPERIENCED_ON, ...extra });
const likeReview = async (auth: Auth, reviewId: string) =>
  expect((await t.app.inject({ method: 'POST', url: '/api/review/upVote', headers: auth, payload: { reviewId } })).statusCode).toBe(200);
const likeComplaint = async (auth: Auth, complaintId: string) =>
  expect((await t.app.inject({ method: 'POST', url: '/api/complaint/complaintUp', headers: auth, payload: { complaintId } })).statusCode).toBe(200);
const codeOf = async (auth: Auth, id: string) =>
  (await t.app.inject({ url: `/api/profilemanagement/get_profile/${id}/web`, headers: auth })).json<Profile>().profileCode;
const profile = (code: string, headers: Auth = {}, q = '') => t.app.inject({ url: `/api/reviewers/${code}${q}`, headers });
const setPublic = async (auth: Auth, id: string, profilePublic: boolean) => {
  const r = await t.app.inject({ method: 'POST', url: `/api/profilemanagement/update_profile/${id}`, headers: auth, payload: { profilePublic } });
  expect(r.statusCode, r.body).toBe(200);
  expect(r.json<Profile>().profilePublic).toBe(profilePublic);
};
const figuresOf = (p: ReviewerProfile) => ({ reviewsCount: p.reviewsCount, complaintsCount: p.complaintsCount, helpfulVotes: p.helpfulVotes, name: p.name, memberSince: p.memberSince });

describe('a reviewer\'s public profile (GET /api/reviewers/{code})', () => {
  it('shows the first name and initial, member since, named public reviews (newest first), counts and likes: the same to a stranger, a customer and an admin', async () => {
    const shop = await companyWithOwner(t, 'Profile Kettles');
    const thandi = await customerNamed(t, 'Thandi', 'Nkosiprofile');
    const fan = await customerNamed(t, 'Sipho', 'Mokoena');
    const first = await write(thandi.auth, shop.id, 'First kettle');
    const second = await write(thandi.auth, shop.id, 'Second kettle');
    const complaint = await complain(thandi.auth, shop.id, 'Kettle refund');
    await likeReview(fan.auth, first.id);
    await likeComplaint(fan.auth, complaint.id);
    const hidden = await write(thandi.auth, shop.id, 'Hidden kettle', { hidden: true });
    const removed = await write(thandi.auth, shop.id, 'Deleted kettle');
    await likeReview(fan.auth, removed.id);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/review/${removed.id}`, headers: thandi.auth, payload: {} })).statusCode).toBe(200);
    const held = await write(thandi.auth, shop.id, 'Held kettle');
    await t.app.database.db.update(reviews).set({ status: 'flagged' }).where(eq(reviews.id, held.id));

    const code = await codeOf(thandi.auth, thandi.user.id);
    expect(code).toMatch(/^[0-9a-f]{16}$/);
    expect(code).not.toContain(thandi.user.id.replace(/-/g, '').slice(0, 8));
    // An admin without the moderation permissions reads what a stranger reads (moderators see full names everywhere).
    const admin = await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['users.manage'] });
    for (const headers of [{}, fan.auth, admin]) {
      const r = await profile(code, headers);
      expect(r.statusCode, r.body).toBe(200);
      const p = r.json<ReviewerProfile>();
      expect(figuresOf(p)).toEqual({ reviewsCount: 2, complaintsCount: 1, helpfulVotes: 2, name: 'Thandi N.', memberSince: '2020-01' });
      expect(p.reviews.data.map((x) => x.review)).toEqual(['Second kettle', 'First kettle']);
      expect(p.reviews.meta).toMatchObject({ totalResults: 2, hasNextPage: false });
      expect(p.isMine).toBe(false);
      // Never the surname, the e-mail or the account's id.
      expect(r.body).not.toContain('Nkosiprofile');
      expect(r.body).not.toContain(thandi.user.email);
      expect(JSON.stringify({ ...p, reviews: undefined })).not.toContain(thandi.user.id);
      expect(r.body).not.toMatch(/Hidden kettle|Deleted kettle|Held kettle/);
    }
    expect(second.reviewCustomerDto.customerProfile).toBe(code);
    // Paged: one a page, newest first.
    const one = (await profile(code, {}, '?size=1&page=2')).json<ReviewerProfile>();
    expect(one.reviews.data.map((x) => x.review)).toEqual(['First kettle']);
    expect(one.reviews.meta).toMatchObject({ totalResults: 2, numberOfPages: 2, prevPage: 1 });
    expect(hidden.hidden).toBe(true);
  });

  it('anonymous posts never appear and no figure moves: an anonymous review and complaint, each liked, leave the profile as it was', async () => {
    const shop = await companyWithOwner(t, 'Profile Toasters');
    const lerato = await customerNamed(t, 'Lerato', 'Khumalo');
    const fan = await customerNamed(t, 'Naledi', 'Zulu');
    const named = await write(lerato.auth, shop.id, 'Named toaster');
    await likeReview(fan.auth, named.id);
    const code = await codeOf(lerato.auth, lerato.user.id);
    const before = (await profile(code)).json<ReviewerProfile>();
    expect(figuresOf(before)).toMatchObject({ reviewsCount: 1, complaintsCount: 0, helpfulVotes: 1 });

    const anonReview = await write(lerato.auth, shop.id, 'Secret toaster', { anonymous: true });
    const anonComplaint = await complain(lerato.auth, shop.id, 'Secret refund', { anonymous: true });
    await likeReview(fan.auth, anonReview.id);
    await likeComplaint(fan.auth, anonComplaint.id);
    // The anonymous items carry no link to the profile, to a stranger or to the author.
    for (const headers of [{}, fan.auth]) {
      const r = await t.app.inject({ url: `/api/review/${anonReview.id}`, headers });
      expect(r.body).not.toContain(code);
      const c = await t.app.inject({ url: `/api/complaint/${anonComplaint.id}`, headers });
      expect(c.statusCode, c.body).toBe(200);
      expect(c.body).not.toContain(code);
    }
    expect(anonReview.reviewCustomerDto.customerProfile).toBeUndefined();

    for (const headers of [{}, fan.auth, lerato.auth]) {
      const after = (await profile(code, headers)).json<ReviewerProfile>();
      expect(figuresOf(after)).toEqual(figuresOf(before));
      expect(after.reviews.data.map((x) => x.review)).toEqual(['Named toaster']);
      expect(JSON.stringify(after)).not.toMatch(/Secret toaster|Secret refund/);
    }
    // A named complaint does count, so the figures above did not stand still for another reason.
    await complain(lerato.auth, shop.id, 'Named refund');
    expect((await profile(code)).json<ReviewerProfile>().complaintsCount).toBe(1);
  });

  it('a private profile is a 404 to a stranger, another customer and an admin, its name is no longer linked, and its owner still sees it', async () => {
    const shop = await companyWithOwner(t, 'Profile Irons');
    const ayanda = await customerNamed(t, 'Ayanda', 'Dube');
    const other = await customerNamed(t, 'Bongani', 'Ndlovu');
    const r = await write(ayanda.auth, shop.id, 'Good iron');
    const c = await complain(ayanda.auth, shop.id, 'Iron broke');
    const code = await codeOf(ayanda.auth, ayanda.user.id);
    await setPublic(ayanda.auth, ayanda.user.id, false);

    const admin = await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['reviews.moderate', 'users.manage'] });
    for (const headers of [{}, other.auth, admin]) {
      const p = await profile(code, headers);
      expect(p.statusCode, p.body).toBe(404);
      expect(p.json()).toMatchObject({ message: 'Reviewer not found' });
      const review = await t.app.inject({ url: `/api/review/${r.id}`, headers });
      expect(review.json<Review>().reviewCustomerDto).toMatchObject({ customerName: expect.stringMatching(/^Ayanda/) });
      expect(review.json<Review>().reviewCustomerDto.customerProfile).toBeUndefined();
      const complaint = await t.app.inject({ url: `/api/complaint/${c.id}`, headers });
      expect(complaint.body).not.toContain(code);
    }
    const own = await profile(code, ayanda.auth);
    expect(own.statusCode).toBe(200);
    expect(own.json<ReviewerProfile>()).toMatchObject({ isMine: true, profilePublic: false, reviewsCount: 1, complaintsCount: 1 });

    await setPublic(ayanda.auth, ayanda.user.id, true);
    expect((await profile(code)).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/review/${r.id}` })).json<Review>().reviewCustomerDto.customerProfile).toBe(code);
    const cards = await t.app.inject({ url: `/api/complaint/complaintByOrganizationId/${shop.id}` });
    expect(cards.statusCode, cards.body).toBe(200);
    expect(cards.body).toContain(code);
  });

  it('another person cannot change the setting; a removed account and a business account have no profile', async () => {
    const ayanda = await customerNamed(t, 'Zola', 'Mthembu');
    const other = await customerNamed(t, 'Kagiso', 'Molefe');
    const tried = await t.app.inject({ method: 'POST', url: `/api/profilemanagement/update_profile/${ayanda.user.id}`, headers: other.auth, payload: { profilePublic: false } });
    expect(tried.statusCode).toBe(403);
    const noSession = await t.app.inject({ method: 'POST', url: `/api/profilemanagement/update_profile/${ayanda.user.id}`, payload: { profilePublic: false } });
    expect(noSession.statusCode).toBe(401);
    const code = await codeOf(ayanda.auth, ayanda.user.id);
    expect((await profile(code)).statusCode).toBe(200);
    await t.app.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, ayanda.user.id));
    expect((await profile(code)).statusCode).toBe(404);
    const shop = await companyWithOwner(t, 'Profile Owners');
    const owner = (await t.app.database.db.select({ code: users.profileCode }).from(users).where(eq(users.companyId, shop.id)))[0]!;
    expect((await profile(owner.code)).statusCode).toBe(404);
  });

  it('a code that is not one is a 400 naming the field; an unknown one a 404; a page size out of range a 400', async () => {
    const bad = await profile('not-a-code');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details?.[0]?.field).toBe('code');
    expect((await profile('0123456789abcdef')).statusCode).toBe(404);
    const size = await profile('0123456789abcdef', {}, '?size=101');
    expect(size.statusCode).toBe(400);
    expect(size.json().details?.[0]?.field).toBe('size');
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>();
    const op = doc.paths['/api/reviewers/{code}']?.get;
    expect(op).toBeDefined();
    // 401: a signed-in reader's ended session is refused, not read as a stranger's; 503: maintenance (decision 187).
    expect(Object.keys(op!.responses).sort()).toEqual(['200', '400', '401', '404', '503']);
  });
});
