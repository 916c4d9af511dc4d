// A reviewer's row and figures -> their public profile (decision 176): the first name and the initial of the last,
// the month they joined, and what they posted under their name. Never the surname, the e-mail, a picture or the id.
import type { ListMeta, Review, ReviewerProfile } from '@redress/contract';
import { publicName } from '../comments/comments.presenter.ts';
import type { ReviewerFigures, ReviewerRow } from './reviewers.repository.ts';

export function presentReviewerProfile(
  code: string, row: ReviewerRow, figures: ReviewerFigures, reviews: { data: Review[]; meta: ListMeta }, isMine: boolean,
): ReviewerProfile {
  return {
    code,
    isMine,
    profilePublic: row.open,
    name: publicName(row.firstName, row.lastName),
    memberSince: row.createdAt.toISOString().slice(0, 7),
    reviewsCount: reviews.meta.totalResults,
    complaintsCount: figures.complaints,
    helpfulVotes: figures.helpfulVotes,
    reviews,
  };
}
