// Moderation use-cases (issue 25): the moderators' lists and one item with its history read here; a decision is made
// by the item's own module (moderateComplaint, moderateReview, moderateRating), which owns its rows and figures.
import {
  buildListMeta, COMPLAINT_STATUSES, REVIEW_STATUSES, type ComplaintStatus, type ModerationDetail, type ModerationKind, type ModerationListQuery,
  type ModerationListResponse, type ModerationRequest,
} from '@redress/contract';
import type { Database } from '../../db/client.ts';
import type { WithinDecision } from './decisions.service.ts';
import type { Platform } from '../../platform/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/tokens.ts';
import { moderateComplaint, type ComplaintsDeps } from '../complaints/complaints.service.ts';
import { moderateRating, type RatingsDeps } from '../ratings/ratings.service.ts';
import { moderateReview, type ReviewsDeps } from '../reviews/reviews.service.ts';
import { presentModerationDetail, presentModerationItem } from './moderation.presenter.ts';
import * as repo from './moderation.repository.ts';

export interface ModerationDeps {
  database: Database;
  audit: Platform['audit'];
  notifier: ComplaintsDeps['notifier'];
  now: () => Date;
  complaints: ComplaintsDeps;
  reviews: ReviewsDeps;
  ratings: RatingsDeps & { now: () => Date };
}

export const PERMISSION_OF = { complaint: 'complaints.moderate', review: 'reviews.moderate', rating: 'ratings.moderate' } as const;
const NOUN = { complaint: 'Complaint', review: 'Review', rating: 'Rating' } as const;
const STATUSES: Record<ModerationKind, readonly string[]> = { complaint: COMPLAINT_STATUSES, review: REVIEW_STATUSES, rating: [] };

export function assertModerator(actor: Actor, kind: ModerationKind) {
  if (actor.role !== 'admin' || !actor.permissions.includes(PERMISSION_OF[kind])) throw AppError.forbidden(`You need the ${PERMISSION_OF[kind]} permission to do this`);
}

/** GET /admin/{kind}/mgt(/search): every item of the kind, deleted ones too, newest first. */
export async function listForModeration(deps: Pick<ModerationDeps, 'database'>, actor: Actor, kind: ModerationKind, q: ModerationListQuery): Promise<ModerationListResponse> {
  assertModerator(actor, kind);
  if (q.status && !STATUSES[kind].includes(q.status)) {
    const message = STATUSES[kind].length ? `"${q.status}" is not a ${kind} status (one of ${STATUSES[kind].join(', ')})` : `${kind}s have no status`;
    throw AppError.badRequest(`status: ${message}`, [{ field: 'status', message }]);
  }
  const { rows, total } = await repo.listModerationRows(deps.database.db, kind, q);
  return { data: rows.map((r) => presentModerationItem(kind, r)), meta: buildListMeta(q.page, q.size, total) };
}

/** GET /admin/{kind}/{id}: one item with its real author and its history. */
export async function getForModeration(deps: Pick<ModerationDeps, 'database'>, actor: Actor, kind: ModerationKind, ref: string): Promise<ModerationDetail> {
  assertModerator(actor, kind);
  const row = await repo.findModerationRow(deps.database.db, kind, ref);
  if (!row) throw AppError.notFound(NOUN[kind]);
  const [history, reports] = await Promise.all([repo.listHistory(deps.database.db, kind, row.id), repo.listOpenReports(deps.database.db, kind, row.id)]);
  return presentModerationDetail(kind, row, history, reports);
}

/** The status a flagged complaint had before its flag, from its history (pending when none says). */
function statusBeforeFlag(history: repo.HistoryRow[]): ComplaintStatus {
  for (const h of [...history].reverse()) {
    const before = h.before?.status;
    if (h.after?.status === 'flag' && typeof before === 'string' && before !== 'flag' && (COMPLAINT_STATUSES as readonly string[]).includes(before)) return before as ComplaintStatus;
  }
  return 'pending';
}

/** POST /admin/{kind}/{id}/moderation: the decision, made by the item's module; answers the item as it now stands. */
export async function moderate(deps: ModerationDeps, actor: Actor, kind: ModerationKind, ref: string, input: ModerationRequest, within?: WithinDecision): Promise<ModerationDetail> {
  assertModerator(actor, kind);
  const row = await repo.findModerationRow(deps.database.db, kind, ref);
  if (!row) throw AppError.notFound(NOUN[kind]);
  if (kind === 'complaint') {
    const restoreTo = input.action === 'restore' ? statusBeforeFlag(await repo.listHistory(deps.database.db, kind, row.id)) : undefined;
    await moderateComplaint(deps.complaints, actor, row.id, input, restoreTo, within);
  } else if (kind === 'review') {
    await moderateReview(deps.reviews, actor, row.id, input, within);
  } else {
    await moderateRating(deps.ratings, actor, row.id, input, within);
  }
  return getForModeration(deps, actor, kind, row.id);
}

/** The kinds users report (PUT /complaint/flag/{id}, PUT /review/flag/{id}). */
export const REPORTED_KINDS = ['complaint', 'review'] as const satisfies readonly repo.ReportedKind[];

/**
 * POST /admin/{complaint|review}/{id}/reports/dismiss: a moderator finds nothing wrong; the open reports are settled
 * (audited) and the item stays as it is. One read of the item, one transaction.
 */
export async function dismissReports(deps: ModerationDeps, actor: Actor, kind: repo.ReportedKind, ref: string): Promise<ModerationDetail> {
  assertModerator(actor, kind);
  const row = await repo.findModerationRow(deps.database.db, kind, ref);
  if (!row) throw AppError.notFound(NOUN[kind]);
  await deps.database.db.transaction(async (tx) => {
    const settled = await repo.settleReports(tx, kind, row.id, actor.id, deps.now());
    if (!settled) throw AppError.conflict(`This ${kind} has no open reports`);
    await deps.audit.record({ actor, action: `${kind}.reports.dismiss`, entityType: kind, entityId: row.id, companyId: row.companyId, before: { reports: settled }, after: { reports: 0 } }, tx);
  });
  return getForModeration(deps, actor, kind, row.id);
}
