// Report rows -> what leaves the server, as JSON rows and as CSV lines. An anonymous author is never in a report,
// JSON or CSV, whoever reads it (decisions.md "never in any export"; decision 126): the author is null.
import type { ComplaintReportRow, RatingReportRow, ReviewReportRow } from '@redress/contract';
import type { ComplaintReportDbRow, RatingReportDbRow, ReviewReportDbRow } from './admin-reports.repository.ts';

type AuthorColumns = { authorFirstName: string | null; authorLastName: string | null };
const authorOf = (anonymous: boolean, customerId: string | null, a: AuthorColumns) =>
  anonymous || !customerId ? null : { id: customerId, name: `${a.authorFirstName ?? ''} ${a.authorLastName ?? ''}`.trim() || 'A customer' };

export function presentComplaintRow(x: ComplaintReportDbRow): ComplaintReportRow {
  const c = x.c;
  return {
    id: c.id, uniqueId: c.uniqueId, title: c.title, status: c.status, companyId: c.companyId,
    companyName: x.companyName ?? c.prospectName ?? null, categoryName: x.categoryName,
    author: authorOf(c.anonymous, c.customerId, x), anonymous: c.anonymous, hidden: c.hidden, flagged: c.flagged,
    votes: c.votes, commentsCount: c.commentsCount, createdAt: c.createdAt.toISOString(), closedAt: c.closedAt?.toISOString() ?? null,
  };
}

export function presentReviewRow(x: ReviewReportDbRow): ReviewReportRow {
  const r = x.r;
  return {
    id: r.id, uniqueId: r.uniqueId, title: r.title, status: r.status, rating: r.rating, companyId: r.companyId, companyName: x.companyName,
    categoryName: x.categoryName, author: authorOf(r.anonymous, r.customerId, x), anonymous: r.anonymous, hidden: r.hidden,
    votes: r.votes, commentsCount: r.commentsCount, createdAt: r.createdAt.toISOString(),
  };
}

export function presentRatingRow(x: RatingReportDbRow): RatingReportRow {
  const r = x.r;
  return {
    id: r.id, companyId: r.companyId, companyName: x.companyName, author: authorOf(false, r.customerId, x), overall: r.overall,
    product: r.product, employee: r.employee, channel: r.channel, service: r.service, brand: r.brand, recommend: r.recommend,
    comment: r.comment, createdAt: r.createdAt.toISOString(),
  };
}

/** CSV header and cells per kind, from the presented row (so CSV and JSON cannot disagree on who is shown). */
export const CSV_COLUMNS = {
  complaint: {
    header: ['id', 'uniqueId', 'createdAt', 'title', 'status', 'companyName', 'categoryName', 'authorName', 'anonymous', 'hidden', 'flagged', 'votes', 'commentsCount', 'closedAt'],
    cells: (r: ComplaintReportRow) => [r.id, r.uniqueId, r.createdAt, r.title, r.status, r.companyName, r.categoryName, r.author?.name, r.anonymous, r.hidden, r.flagged, r.votes, r.commentsCount, r.closedAt],
  },
  review: {
    header: ['id', 'uniqueId', 'createdAt', 'title', 'status', 'rating', 'companyName', 'categoryName', 'authorName', 'anonymous', 'hidden', 'votes', 'commentsCount'],
    cells: (r: ReviewReportRow) => [r.id, r.uniqueId, r.createdAt, r.title, r.status, r.rating, r.companyName, r.categoryName, r.author?.name, r.anonymous, r.hidden, r.votes, r.commentsCount],
  },
  rating: {
    header: ['id', 'createdAt', 'companyName', 'authorName', 'overall', 'product', 'employee', 'channel', 'service', 'brand', 'recommend', 'comment'],
    cells: (r: RatingReportRow) => [r.id, r.createdAt, r.companyName, r.author?.name, r.overall, r.product, r.employee, r.channel, r.service, r.brand, r.recommend, r.comment],
  },
} as const;
