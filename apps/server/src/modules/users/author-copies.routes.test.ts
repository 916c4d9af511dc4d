// A company's public lists read each post's copy of its author (decision 217): what a signed-out reader sees of the
// author must follow every change of it, whichever code makes it: a new name, a public profile shown or hidden, a post
// made anonymous or signed again, and the account's removal. Checked on the lists themselves, signed out.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CustomerDto } from '@redress/contract';
import { useTestApp } from '../../../test/app.ts';
import { newCompany, newCustomer } from '../../../test/people.ts';
import { customerNamed, fileComplaint } from '../../../test/public-content.ts';
import { complaints, reviews, users } from '../../db/schema/index.ts';
import { blankAccount } from './account-deletion.repository.ts';

const t = useTestApp();

type Item = { id: string; customerDto?: CustomerDto; reviewCustomerDto?: CustomerDto };
/** The author of `id` on the company's public review list and on its public complaint list, read signed out. */
async function shown(companyId: string, reviewId: string, complaintId: string) {
  const list = async (url: string, id: string) => {
    const r = await t.app.inject({ url });
    expect(r.statusCode, r.body).toBe(200);
    const item = r.json<{ data: Item[] }>().data.find((x) => x.id === id);
    return item?.reviewCustomerDto ?? item?.customerDto;
  };
  // The micro-cache of public answers would keep the earlier author for a few seconds: every read here is fresh.
  t.app.publicCache.clear();
  return {
    review: await list(`/api/review/organization/${companyId}`, reviewId),
    complaint: await list(`/api/complaint/complaintByOrganizationId/${companyId}`, complaintId),
  };
}

async function reviewBy(auth: Record<string, string>, companyId: string, extra: object = {}) {
  const r = await t.app.inject({ method: 'POST', url: '/api/review', headers: auth, payload: {
    organizationId: companyId, experiencedOn: '2026-10-01', rating: 4, review: 'Kettle boils fast', description: 'It boils a litre in two minutes and the handle stays cool.', ...extra,
  } });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{ review: { id: string } }>().review.id;
}

describe("a post's author on the public lists", () => {
  it('follows a new name, the public profile shown and hidden, and the removal of the account', async () => {
    const { company } = await newCompany(t);
    const { user, auth } = await customerNamed(t, 'Lerato', 'Molefe');
    const code = (await t.app.database.db.select({ code: users.profileCode }).from(users).where(eq(users.id, user.id)))[0]!.code;
    expect(code).toBeTruthy();
    const reviewId = await reviewBy(auth, company.id);
    const complaintId = (await fileComplaint(t, auth, company.id, {})).id;
    const lerato = { customerId: user.id, customerName: 'Lerato M.', customerEmail: null, customerProfile: code };
    expect(await shown(company.id, reviewId, complaintId)).toEqual({ review: lerato, complaint: lerato });

    const hidden = await t.app.inject({ method: 'POST', url: `/api/profilemanagement/update_profile/${user.id}`, headers: auth, payload: { firstName: 'Lindiwe', lastName: 'Zulu', profilePublic: false } });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const lindiwe = { customerId: user.id, customerName: 'Lindiwe Z.', customerEmail: null };
    expect(await shown(company.id, reviewId, complaintId)).toEqual({ review: lindiwe, complaint: lindiwe });

    expect((await t.app.inject({ method: 'POST', url: `/api/profilemanagement/update_profile/${user.id}`, headers: auth, payload: { profilePublic: true } })).statusCode).toBe(200);
    expect((await shown(company.id, reviewId, complaintId)).review).toEqual({ ...lindiwe, customerProfile: code });

    // The account removed with its posts kept (decision 182): "Former member", no id, on the review list; and the
    // posts' copies of the name are blanked with the account's own.
    await blankAccount(t.app.database.db, user.id);
    expect((await shown(company.id, reviewId, complaintId)).review).toEqual({ customerId: null, customerName: 'Former member', customerEmail: null });
    const [copy] = await t.app.database.db.select({ first: reviews.authorFirstName, last: reviews.authorLastName, removed: reviews.authorRemoved })
      .from(reviews).where(eq(reviews.id, reviewId));
    expect(copy).toEqual({ first: '', last: '', removed: true });
  });

  it('holds nothing of an anonymous author, and shows the author again once the post is signed', async () => {
    const { company } = await newCompany(t);
    const { user, auth } = await newCustomer(t, { first: 'Sipho', last: 'Ndlovu' });
    const reviewId = await reviewBy(auth, company.id, { anonymous: true });
    const complaintId = (await fileComplaint(t, auth, company.id, { anonymous: true })).id;
    const anonymous = { customerId: null, customerName: 'Anonymous', customerEmail: null };
    expect(await shown(company.id, reviewId, complaintId)).toEqual({ review: anonymous, complaint: anonymous });
    // Not even in the rows: a renamed author's anonymous posts stay empty.
    await t.app.database.db.update(users).set({ firstName: 'Sifiso' }).where(eq(users.id, user.id));
    const copies = (table: typeof reviews | typeof complaints, id: string) => t.app.database.db
      .select({ first: table.authorFirstName, last: table.authorLastName, profile: table.authorProfile, removed: table.authorRemoved }).from(table).where(eq(table.id, id));
    for (const row of [...await copies(reviews, reviewId), ...await copies(complaints, complaintId)]) {
      expect(row).toEqual({ first: null, last: null, profile: null, removed: false });
    }

    const signed = await t.app.inject({ method: 'PUT', url: '/api/review', headers: auth, payload: { reviewId, anonymous: false } });
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await shown(company.id, reviewId, complaintId)).review).toEqual({ customerId: user.id, customerName: 'Sifiso N.', customerEmail: null, customerProfile: user.profileCode });
    // And made anonymous again, written by any code: the copy is emptied by the database, not by the service.
    await t.app.database.db.update(reviews).set({ anonymous: true, authorFirstName: 'Leaked' }).where(eq(reviews.id, reviewId));
    expect((await shown(company.id, reviewId, complaintId)).review).toEqual(anonymous);
    expect((await copies(reviews, reviewId))[0]).toEqual({ first: null, last: null, profile: null, removed: false });
  });
});
