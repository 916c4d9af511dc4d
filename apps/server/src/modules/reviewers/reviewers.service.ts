// GET /reviewers/{code}: a named author's public profile (issue 39 section 5, decision 176). A private profile (or a
// removed account, or one that is not a customer's) is a 404 to everyone but its owner.
import { buildListMeta, type ReviewerProfile, type ReviewerQuery } from '@redress/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/tokens.ts';
import { presentReview } from '../reviews/reviews.presenter.ts';
import { listReviewViews } from '../reviews/reviews.repository.ts';
import { presentReviewerProfile } from './reviewers.presenter.ts';
import { findReviewerByCode, readReviewerFigures } from './reviewers.repository.ts';

export interface ReviewersDeps {
  database: Database;
}

export async function getReviewerProfile(deps: ReviewersDeps, actor: Actor | null, code: string, query: ReviewerQuery): Promise<ReviewerProfile> {
  const row = await findReviewerByCode(deps.database.db, code);
  const isMine = row !== undefined && actor?.id === row.id;
  if (!row || (!row.open && !isMine)) throw AppError.notFound('Reviewer');
  const { page, size } = query;
  // Their public reviews posted under their name, newest first (reviews_author_public_idx), and the other figures.
  const [list, figures] = await Promise.all([
    listReviewViews(deps.database.db, { visibility: 'public', customerId: row.id, named: true, sort: 'newest' }, page, size, actor?.id ?? null),
    readReviewerFigures(deps.database, row.id),
  ]);
  const reviews = { data: list.rows.map((v) => presentReview(v, actor)), meta: buildListMeta(page, size, list.total) };
  return presentReviewerProfile(code, row, figures, reviews, isMine);
}
