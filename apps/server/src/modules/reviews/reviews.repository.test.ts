// A review read with the viewer's like and whether the company answered: real booleans from SQL on every driver
// (PGlite, and PostgreSQL with DATABASE_URL), true and false, for one review and for a page of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { reviewComments, reviewVotes } from '../../db/schema/index.ts';
import { createCompany } from '../companies/companies.service.ts';
import { insertUser } from '../users/users.repository.ts';
import { findReviewView, insertReview, listReviewViews } from './reviews.repository.ts';

let database: TestDatabase;
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(async () => { await database?.cleanup(); });

describe('review views', () => {
  it('carry hasVoted and answered as booleans, for a signed-out viewer, a liker and a non-liker', async () => {
    const db = database.db;
    const owner = await insertUser(db, { email: 'owner@bools.example', firstName: 'Owen', lastName: 'Dlamini', profileType: 'organization', emailVerified: true });
    const company = await db.transaction((tx) => createCompany(tx, { name: 'Boolean Kettles', email: 'hello@bools.example', ownerUserId: owner.id }));
    const author = await insertUser(db, { email: 'author@bools.example', firstName: 'Ada', lastName: 'Author', profileType: 'user', emailVerified: true });
    const fan = await insertUser(db, { email: 'fan@bools.example', firstName: 'Fana', lastName: 'Fan', profileType: 'user', emailVerified: true });
    const answered = await insertReview(db, { uniqueId: 'REV-BOOL01', companyId: company.id, customerId: author.id, title: 'Answered', description: 'It was answered by the company.', rating: 4 });
    const quiet = await insertReview(db, { uniqueId: 'REV-BOOL02', companyId: company.id, customerId: author.id, title: 'Quiet', description: 'Nobody answered this one yet.', rating: 2 });
    await db.insert(reviewVotes).values({ reviewId: answered.id, customerId: fan.id });
    await db.insert(reviewComments).values({ reviewId: answered.id, authorId: owner.id, companyId: company.id, initiator: 'company', commentText: 'Thank you.' });

    const one = async (id: string, viewer: string | null) => {
      const v = (await findReviewView(db, id, viewer))!;
      return { hasVoted: v.hasVoted, answered: v.answered };
    };
    expect(await one(answered.id, fan.id)).toStrictEqual({ hasVoted: true, answered: true });
    expect(await one(answered.id, author.id)).toStrictEqual({ hasVoted: false, answered: true });
    expect(await one(quiet.id, null)).toStrictEqual({ hasVoted: false, answered: false });

    for (const viewer of [null, fan.id]) {
      const { rows } = await listReviewViews(db, { visibility: 'public', companyId: company.id, sort: 'oldest' }, 1, 10, viewer);
      expect(rows.map((r) => [r.review.title, r.hasVoted, r.answered])).toStrictEqual([['Answered', viewer === fan.id, true], ['Quiet', false, false]]);
    }
  });
});
