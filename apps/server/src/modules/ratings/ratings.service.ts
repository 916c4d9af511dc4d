// Rating use-cases: access check first, then the rules, one transaction (the rating and the maintained counters move
// together, through the stats module), then the live event.
import type { AverageRating, CreateRatingRequest, CreateRatingResponse, ModerationRequest, MyRatingsQuery, Rating, RatingListResponse, RatingPageQuery, RatingSummary, ScoreExplained, ScoreExplainedQuery } from '@redress/contract';
import { buildListMeta } from '@redress/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Actor } from '../../lib/tokens.ts';
import type { Platform } from '../../platform/index.ts';
import { findCompanyCard, findCompanyRow } from '../companies/companies.repository.ts';
import { countRatings, explainCompanyScore, lockCompanyFigures, type RatingFigures } from '../stats/stats.service.ts';
import { actingAccount } from '../users/users.service.ts';
import { countHeldForCompany, guardWrittenItem } from '../bursts/bursts.service.ts';
import type { BurstLimits } from '../bursts/bursts.rules.ts';
import type { RatingEventInput } from './ratings.events.ts';
import { actsForCompany, canDelete, canRate, canView, isRatingModerator } from './ratings.policy.ts';
import { presentAverageRating, presentRating, presentRatingSummary, presentScoreExplained } from './ratings.presenter.ts';
import * as repo from './ratings.repository.ts';
import { moderationDecisionNotices, newRatingNotices } from '../notifications/notifications.kinds.ts';
import { recordModerationDecision, type WithinDecision } from '../moderation/decisions.service.ts';
import { assertAllowed, reasonText, type ModerationFacts } from '../moderation/moderation.policy.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { raiseWebhookEvent, WEBHOOK } from '../webhooks/webhooks.outbox.ts';

export interface RatingsDeps {
  database: Database;
  audit: Platform['audit'];
  /** Publishes a live event (ratings.events.ts). */
  publish: (event: RatingEventInput) => void;
  /** Tells the company (modules/notifications). */
  notifier: Notifier;
  /** The review-bomb guard's minimums this app applies (app.config.burstLimits). */
  burstLimits: BurstLimits;
}

const ratingNotFound = () => AppError.notFound('Rating');
const companyNotFound = () => AppError.notFound('Company');
const UNIQUE_LIVE = 'ratings_company_customer_live_unique';
/** The reason kept on a rating its rater replaced by rating the company again. */
export const REPLACED_REASON = 'replaced by a new rating';

const figuresOf = (r: repo.RatingRow): RatingFigures => ({
  companyId: r.companyId, customerId: r.customerId, overall: r.overall,
  product: r.product, employee: r.employee, channel: r.channel, service: r.service, brand: r.brand, recommend: r.recommend,
});

async function presentById(deps: RatingsDeps, actor: Actor | null, id: string): Promise<Rating> {
  const view = await repo.findRatingView(deps.database.db, id);
  if (!view) throw ratingNotFound();
  return presentRating(view, actor);
}

/**
 * POST /rating: a customer rates a company. One live rating per customer and company: rating again soft-deletes the
 * earlier one and writes the new one in the same transaction (its counters out, the new ones in, the score again).
 */
export async function rateCompany(deps: RatingsDeps, actor: Actor, input: CreateRatingRequest, ctx: { networkKey: string | null } = { networkKey: null }): Promise<CreateRatingResponse> {
  if (actor.role !== 'user') throw AppError.forbidden('Only customers rate companies');
  const db = deps.database.db;
  const companyId = input.organizationId ?? input.organizationDto?.organizationId;
  if (!companyId) throw AppError.badRequest('organizationId: is required: choose the company you rate', [{ field: 'organizationId', message: 'is required: choose the company you rate' }]);
  const company = await findCompanyRow(db, companyId);
  if (!company || company.status !== 'active') {
    throw AppError.badRequest('organizationId: is not a company on Redress', [{ field: 'organizationId', message: 'is not a company on Redress' }]);
  }
  if (!canRate(actor, company)) {
    throw AppError.forbidden(actsForCompany(actor, company) ? 'You cannot rate a company you act for' : 'Only customers rate companies');
  }
  const user = await actingAccount(db, actor);
  if (!user) throw AppError.unauthorized();
  if (!user.emailVerified) throw AppError.forbidden('Please verify your email address to continue');

  const write = () => db.transaction(async (tx) => {
    // Two ratings of the company by this customer at once: the second waits, then replaces the first.
    await lockCompanyFigures(tx, company.id);
    const old = await repo.findLiveRatingForUpdate(tx, company.id, actor.id);
    if (old) await repo.softDeleteRating(tx, old.id, actor.id, REPLACED_REASON);
    const row = await repo.insertRating(tx, {
      companyId: company.id,
      customerId: actor.id,
      overall: input.rating,
      product: input.product ?? null,
      employee: input.employee ?? null,
      channel: input.channel ?? null,
      service: input.service ?? null,
      brand: input.brand ?? null,
      recommend: input.likelihoodToRecommend ?? null,
      networkKey: ctx.networkKey,
    });
    await countRatings(tx, [...(old ? [{ rating: figuresOf(old), d: -1 as const }] : []), { rating: figuresOf(row), d: 1 }]);
    // The review-bomb guard (decision 173): a held rating counts nowhere and tells the company nothing until approved.
    const held = await guardWrittenItem(tx, { kind: 'rating', id: row.id, companyId: company.id, customerId: actor.id }, new Date(), deps.burstLimits);
    const raised = held ? [] : await deps.notifier.raise(tx, newRatingNotices({ companyId: company.id, ratingId: row.id, rating: row.overall, customerId: actor.id }));
    if (!held) await raiseWebhookEvent(tx, { companyId: company.id, type: WEBHOOK.ratingPublished, subject: { kind: 'rating', id: row.id } });
    return { row, replacedId: old?.id ?? null, raised, held };
  });

  let result: Awaited<ReturnType<typeof write>>;
  try {
    result = await write();
  } catch (err) {
    // A company without a counters row is not locked: two first ratings at once, and the loser retries once.
    if (!isUniqueViolation(err, UNIQUE_LIVE)) throw err;
    result = await write();
  }
  if (!result.held) deps.publish({ action: result.replacedId ? 'replaced' : 'created', rating: result.row });
  deps.notifier.announce(result.raised);
  return { returnId: result.row.id, replacedId: result.replacedId, rating: await presentById(deps, actor, result.row.id) };
}

/** GET /rating/{id}: a live rating is public; a removed one only for rating moderators. */
export async function getRating(deps: RatingsDeps, actor: Actor | null, id: string): Promise<Rating> {
  const view = await repo.findRatingView(deps.database.db, id);
  if (!view || !canView(actor, view.rating)) throw ratingNotFound();
  return presentRating(view, actor);
}

/** DELETE /rating/{id}: the rater, or an admin with ratings.moderate (audited). */
export async function deleteRating(deps: RatingsDeps, actor: Actor, id: string): Promise<{ message: string }> {
  const db = deps.database.db;
  const view = await repo.findRatingView(db, id);
  if (!view || !canView(actor, view.rating) || view.rating.deletedAt) throw ratingNotFound();
  if (!canDelete(actor, view.rating)) {
    throw AppError.forbidden(actor.role === 'admin' ? 'You need the ratings.moderate permission to do this' : 'You can only delete your own ratings');
  }
  const removed = await db.transaction(async (tx) => {
    // The same lock order as rating: the company's figures, then the rating row.
    await lockCompanyFigures(tx, view.rating.companyId);
    const row = await repo.softDeleteRating(tx, id, actor.id, isRatingModerator(actor) && actor.id !== view.rating.customerId ? 'removed by a moderator' : 'deleted by its rater');
    if (!row) return undefined;
    await countRatings(tx, [{ rating: figuresOf(row), d: -1 }]);
    if (actor.role === 'admin') {
      await deps.audit.record({ actor, action: 'rating.delete', entityType: 'rating', entityId: row.id, companyId: row.companyId, before: { overall: row.overall }, after: { deleted: true } }, tx);
      await recordModerationDecision(tx, { kind: 'rating', itemId: row.id, companyId: row.companyId, action: 'delete', reason: null, note: null, moderatorId: actor.id, itemCreatedAt: row.createdAt });
    }
    return row;
  });
  if (!removed) throw ratingNotFound();
  deps.publish({ action: 'deleted', rating: removed });
  return { message: 'Rating deleted' };
}

/** GET /rating/allRatings: the caller's own live ratings, newest first; organizationId narrows to one company. */
export async function listMyRatings(deps: RatingsDeps, actor: Actor, q: MyRatingsQuery): Promise<RatingListResponse> {
  const db = deps.database.db;
  if (q.organizationId) {
    // One live rating per company at most.
    const one = await repo.listRatingViews(db, { customerId: actor.id, companyId: q.organizationId }, 1, 1);
    return { data: q.page === 1 ? one.map((v) => presentRating(v, actor)) : [], meta: buildListMeta(q.page, q.size, one.length) };
  }
  const [rows, total] = await Promise.all([
    repo.listRatingViews(db, { customerId: actor.id }, q.page, q.size),
    repo.readCustomerRatingsTotal(db, actor.id),
  ]);
  return { data: rows.map((v) => presentRating(v, actor)), meta: buildListMeta(q.page, q.size, total) };
}

/** GET /rating/organization/{id}: a company's live ratings (id or slug), newest first; public. */
export async function listCompanyRatings(deps: RatingsDeps, actor: Actor | null, ref: string, q: RatingPageQuery): Promise<RatingListResponse> {
  const db = deps.database.db;
  const company = await findCompanyRow(db, ref);
  if (!company) throw companyNotFound();
  const [rows, total] = await Promise.all([
    repo.listRatingViews(db, { companyId: company.id }, q.page, q.size),
    repo.readCompanyRatingsTotal(db, company.id),
  ]);
  return { data: rows.map((v) => presentRating(v, actor)), meta: buildListMeta(q.page, q.size, total) };
}

export async function averageRating(deps: RatingsDeps, ref: string): Promise<AverageRating> {
  const card = await findCompanyCard(deps.database.db, ref);
  if (!card) throw companyNotFound();
  return presentAverageRating(card);
}

export async function ratingSummary(deps: RatingsDeps, ref: string): Promise<RatingSummary> {
  const card = await findCompanyCard(deps.database.db, ref);
  if (!card) throw companyNotFound();
  return presentRatingSummary(card);
}

/**
 * GET /rating/scoreExplained/{id}: how a company's score is made (decision 96): the prior, a page of the counted items
 * with their weights, the exact totals over all of them and the result, which is the stored score every page shows.
 */
export async function scoreExplained(deps: RatingsDeps, ref: string, query: ScoreExplainedQuery): Promise<ScoreExplained> {
  const db = deps.database.db;
  const card = await findCompanyCard(db, ref);
  if (!card) throw companyNotFound();
  const [parts, held] = await Promise.all([explainCompanyScore(db, card.company.id, query.page, query.size), countHeldForCompany(db, card.company.id)]);
  if (!parts) throw companyNotFound();
  return presentScoreExplained(card, parts, query, held);
}

/**
 * Where a rating stands for moderation (decision 121): a hidden or flagged rating also carries deletedAt, so it is
 * `deleted` only when neither says it is merely held.
 */
export const moderationFactsOf = (r: repo.RatingRow): ModerationFacts => {
  const deleted = !!r.deletedAt && !r.hidden && !r.flagged;
  return { hidden: r.hidden, flagged: r.flagged, deleted, deletedByAuthor: deleted && r.deletedById === r.customerId };
};

/**
 * POST /admin/rating/{id}/moderation: a moderator hides, flags, restores or deletes a rating with a reason. Leaving public
 * view moves the company's counters and score out (countRatings -1, as moderator delete does), restoring moves them back
 * in; a rating whose rater has rated the company again since cannot be restored (409). Audited; the rater is told.
 */
export async function moderateRating(deps: RatingsDeps & { now: () => Date }, actor: Actor, id: string, input: ModerationRequest, within?: WithinDecision): Promise<void> {
  if (!isRatingModerator(actor)) throw AppError.forbidden('You need the ratings.moderate permission to do this');
  const db = deps.database.db;
  const view = await repo.findRatingView(db, id);
  if (!view) throw ratingNotFound();
  const found = view.rating;
  assertAllowed(moderationFactsOf(found), input.action, 'rating');
  const reason = reasonText(input);
  const now = deps.now();
  const wasLive = !found.deletedAt;
  const values: Partial<repo.NewRating> =
    input.action === 'hide' ? { hidden: true, deletedAt: found.deletedAt ?? now, deletedById: found.deletedById ?? actor.id }
      : input.action === 'flag' ? { flagged: true, flagReason: reason, deletedAt: found.deletedAt ?? now, deletedById: found.deletedById ?? actor.id }
        : input.action === 'delete' ? { hidden: false, flagged: false, deletedAt: found.deletedAt ?? now, deleteReason: reason, deletedById: actor.id, heldFor: null }
          // Restore and delete also decide a hold of the review-bomb guard (decision 173).
          : { hidden: false, flagged: false, flagReason: null, deletedAt: null, deleteReason: null, deletedById: null, heldFor: null };
  const done = await db.transaction(async (tx) => {
    // The same lock order as rating: the company's figures, then the rating row.
    await lockCompanyFigures(tx, found.companyId);
    let row: repo.RatingRow | undefined;
    try {
      row = await repo.moderateRatingRow(tx, found.id, values, { deleted: !wasLive, hidden: found.hidden, flagged: found.flagged });
    } catch (err) {
      if (isUniqueViolation(err, UNIQUE_LIVE)) throw AppError.conflict('The rater has rated this company again since: this rating cannot be restored');
      throw err;
    }
    if (!row) return undefined;
    if (wasLive !== !row.deletedAt) await countRatings(tx, [{ rating: figuresOf(row), d: row.deletedAt ? -1 : 1 }]);
    // A rating held by the review-bomb guard, released: published now (decision 189).
    if (input.action === 'restore' && found.heldFor) {
      await raiseWebhookEvent(tx, { companyId: found.companyId, type: WEBHOOK.ratingPublished, subject: { kind: 'rating', id: found.id } });
    }
    await deps.audit.record({
      actor, action: `rating.moderate.${input.action}`, entityType: 'rating', entityId: found.id, companyId: found.companyId,
      before: { overall: found.overall, hidden: found.hidden, flagged: found.flagged, deleted: !!found.deletedAt },
      after: { hidden: row.hidden, flagged: row.flagged, deleted: !!row.deletedAt, reason: input.reason, note: input.note ?? null },
    }, tx);
    await recordModerationDecision(tx, {
      kind: 'rating', itemId: found.id, companyId: found.companyId, action: input.action, reason: input.reason, note: input.note, moderatorId: actor.id, itemCreatedAt: found.createdAt, decidedAt: now,
    });
    // A decision on appeal tells the author itself (one notice, with the appeal's outcome).
    const toldAlready = (await within?.(tx))?.toldAuthor === true;
    const told = toldAlready ? [] : await deps.notifier.raise(tx, moderationDecisionNotices({
      action: input.action, what: 'rating', itemTitle: `Your ${found.overall}-star rating of ${view.company.name}`, path: `/companies/explore/${view.company.id}`, actorId: actor.id, authorId: found.customerId, reason,
    }));
    return { row, told };
  });
  if (!done) throw AppError.conflict('The rating changed meanwhile; reload it and try again');
  deps.publish({ action: done.row.deletedAt ? 'deleted' : 'created', rating: done.row });
  deps.notifier.announce(done.told);
}
