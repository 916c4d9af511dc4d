// The review-bomb guard (issue 39 section 3, decision 173). A write checks its company's window in its own transaction
// (guardWrittenItem: a day counter and an index range, no history scan); a job catches what writes missed. A burst
// holds its items out of every public figure, freezes the score as of its start, and ends when moderators have decided
// every held item: then the score is recomputed from what remains.
import type { Burst, BurstDecisionRequest, BurstDetail, BurstListQuery, BurstListResponse, BurstSignal, PageQuery } from '@redress/contract';
import { buildListMeta, BURST_SIGNAL_TEXT } from '@redress/contract';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import type { ReviewRow } from '../reviews/reviews.repository.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Actor } from '../../lib/tokens.ts';
import type { Platform } from '../../platform/index.ts';
import { publicName } from '../comments/comments.presenter.ts';
import { recordModerationDecision } from '../moderation/decisions.service.ts';
import { moderationDecisionNotices } from '../notifications/notifications.kinds.ts';
import type { Notifier, NotificationRow } from '../notifications/notifications.service.ts';
import { countRatings, freezeCompanyScore, lockCompanyFigures, moveReviewFigures, type RatingFigures } from '../stats/stats.service.ts';
import { getOrCreateSecret } from '../settings/settings.repository.ts';
import * as repo from './bursts.repository.ts';
import { burstSignalOf, dayOf, minBurstItems, windowAt, type BurstLimits } from './bursts.rules.ts';
import { raiseWebhookEvent, WEBHOOK } from '../webhooks/webhooks.outbox.ts';

export interface BurstsDeps {
  database: Database;
  audit: Platform['audit'];
  now: () => Date;
  /** The minimums this app applies (app.config.burstLimits). */
  limits: BurstLimits;
  /** Tells the authors of removed items (modules/notifications). */
  notifier: Notifier;
}

export const isBurstModerator = (actor: Actor | null) => actor?.role === 'admin' && actor.permissions.includes('reviews.moderate');

const ratingFigures = (r: repo.HeldRating): RatingFigures => ({
  companyId: r.companyId, customerId: r.customerId, overall: r.overall,
  product: r.product, employee: r.employee, channel: r.channel, service: r.service, brand: r.brand, recommend: r.recommend,
});

/** Held items leave the company's figures: ratings through their counters, reviews through a recompute. */
async function countOut(tx: DbOrTx, held: Awaited<ReturnType<typeof repo.holdItems>>) {
  if (held.ratings.length) await countRatings(tx, held.ratings.map((r) => ({ rating: ratingFigures(r), d: -1 as const })));
  if (held.reviews.length) await moveReviewFigures(tx, held.reviews[0]!, 0);
}

/**
 * Opens a burst on the company: holds its window's live items, freezes the score as of the first of them (the score
 * before the burst, stored), in the caller's transaction, which holds the company's figures lock.
 */
async function openBurst(tx: DbOrTx, companyId: string, signal: BurstSignal, detectedBy: 'write' | 'job', since: Date) {
  const id = newId();
  const burst = await repo.insertBurst(tx, { id, companyId, signal, detectedBy, windowStart: since, scoreBefore: 0 });
  const held = await repo.holdItems(tx, id, companyId, { since });
  await countOut(tx, held);
  const n = held.ratings.length + held.reviews.length;
  await freezeCompanyScore(tx, companyId, { since, signal });
  const score = await repo.readScore(tx, companyId);
  return repo.updateBurst(tx, burst.id, { scoreBefore: score, itemsHeld: n, itemsPending: n });
}

/**
 * A review or rating was just written (in its transaction, before its notices): counts it in the company's day, then
 * either joins the company's open burst or checks the window. True when the item is now held.
 */
export async function guardWrittenItem(tx: DbOrTx, item: { kind: repo.ItemKind; id: string; companyId: string; customerId: string }, now: Date, limits: BurstLimits): Promise<boolean> {
  await lockCompanyFigures(tx, item.companyId);
  const w = windowAt(now);
  await repo.bumpActivityDay(tx, item.companyId, dayOf(now), item.customerId, w.youngSince);
  const open = await repo.findOpenBurst(tx, item.companyId);
  if (open) {
    const held = await repo.holdItems(tx, open.id, item.companyId, { kind: item.kind, id: item.id });
    const n = held.ratings.length + held.reviews.length;
    if (!n) return false;
    await countOut(tx, held);
    await repo.moveBurstCounts(tx, open.id, n, n);
    return true;
  }
  const figures = await repo.readWindowFigures(tx, item.companyId, w);
  const signal = burstSignalOf(figures, limits);
  if (!signal || !figures.firstAt) return false;
  await openBurst(tx, item.companyId, signal, 'write', figures.firstAt);
  return true;
}

/**
 * The scheduled check (every 15 minutes): companies busy in the last window whose writes did not open a burst (items
 * imported, or written before a threshold changed) get one; open bursts whose items were all decided elsewhere (the
 * moderation screens) end. Returns the bursts opened.
 */
export async function detectBursts(deps: Pick<BurstsDeps, 'database' | 'now' | 'limits'>): Promise<number> {
  const db = deps.database.db;
  const now = deps.now();
  const w = windowAt(now);
  let opened = 0;
  for (const companyId of await repo.findBusyCompanies(db, w.since, minBurstItems(deps.limits))) {
    opened += await db.transaction(async (tx) => {
      await lockCompanyFigures(tx, companyId);
      if (await repo.findOpenBurst(tx, companyId)) return 0;
      const figures = await repo.readWindowFigures(tx, companyId, w);
      const signal = burstSignalOf(figures, deps.limits);
      if (!signal || !figures.firstAt) return 0;
      await openBurst(tx, companyId, signal, 'job', figures.firstAt);
      return 1;
    });
  }
  for (const id of await repo.listOpenBurstIds(db)) {
    await db.transaction(async (tx) => {
      const burst = await repo.findBurst(tx, id);
      if (!burst || burst.endedAt) return;
      await lockCompanyFigures(tx, burst.companyId);
      const pending = await repo.countPending(tx, id);
      if (pending === 0) await endBurst(tx, burst, null);
      else if (pending !== burst.itemsPending) await repo.updateBurst(tx, id, { itemsPending: pending });
    });
  }
  return opened;
}

async function endBurst(tx: DbOrTx, burst: repo.BurstRow, by: string | null) {
  await repo.updateBurst(tx, burst.id, { itemsPending: 0, endedAt: new Date(), endedById: by });
  await freezeCompanyScore(tx, burst.companyId, null);
}

const presentBurst = (b: repo.BurstRow & { companyName: string }): Burst => ({
  id: b.id, organizationId: b.companyId, organizationName: b.companyName, signal: b.signal, signalText: BURST_SIGNAL_TEXT[b.signal],
  detectedBy: b.detectedBy, detectedAt: b.detectedAt.toISOString(), windowStart: b.windowStart.toISOString(),
  scoreBefore: Math.round(b.scoreBefore * 1000) / 1000, itemsHeld: b.itemsHeld, itemsPending: b.itemsPending, endedAt: b.endedAt?.toISOString() ?? null,
});

const forbidden = () => AppError.forbidden('You need the reviews.moderate permission to do this');

/** GET /admin/bursts: the moderators' queue (open bursts, oldest first) or the ended ones. */
export async function listBursts(deps: BurstsDeps, actor: Actor, q: BurstListQuery): Promise<BurstListResponse> {
  if (!isBurstModerator(actor)) throw forbidden();
  const { rows, total } = await repo.listBursts(deps.database.db, q.status, q.page, q.size);
  return { data: rows.map(presentBurst), meta: buildListMeta(q.page, q.size, total) };
}

/** GET /admin/bursts/{id}: one burst and a page of its items with their real authors and the decision on each. */
export async function getBurst(deps: BurstsDeps, actor: Actor, id: string, q: PageQuery): Promise<BurstDetail> {
  if (!isBurstModerator(actor)) throw forbidden();
  const burst = await repo.findBurst(deps.database.db, id);
  if (!burst) throw AppError.notFound('Burst');
  const items = await repo.listBurstItems(deps.database.db, id, q.page, q.size);
  return {
    burst: presentBurst(burst),
    data: items.map((i) => ({
      kind: i.kind, id: i.id, stars: i.stars, title: i.title, text: i.text, createdAt: i.createdAt.toISOString(),
      author: { id: i.authorId, name: publicName(i.firstName, i.lastName), memberSince: i.memberSince.toISOString() },
      decision: i.pending ? 'pending' : i.removed ? 'removed' : 'approved',
    })),
    meta: buildListMeta(q.page, q.size, burst.itemsHeld),
  };
}

/**
 * POST /admin/bursts/{id}/decision: a moderator approves (counted again) or removes held items, some or all at once.
 * When none is left pending the burst ends and the score is recomputed from what remains. Audited.
 */
export async function decideBurst(deps: BurstsDeps, actor: Actor, id: string, input: BurstDecisionRequest): Promise<BurstDetail> {
  if (!isBurstModerator(actor)) throw forbidden();
  const db = deps.database.db;
  const found = await repo.findBurst(db, id);
  if (!found) throw AppError.notFound('Burst');
  const reason = input.note ? `Removed by a moderator after unusual activity: ${input.note}` : 'Removed by a moderator after unusual activity';
  let told: NotificationRow[];
  try {
    told = await db.transaction(async (tx) => {
      await lockCompanyFigures(tx, found.companyId);
      const burst = await repo.findBurst(tx, id, true);
      if (!burst || burst.endedAt) throw AppError.conflict('This burst has ended: every item was decided');
      const ids = (kind: repo.ItemKind) => (input.items ? input.items.filter((i) => i.kind === kind).map((i) => i.id) : null);
      const ratingIds = ids('rating');
      const reviewIds = ids('review');
      const ratings = ratingIds && !ratingIds.length ? [] : await repo.decideRatings(tx, id, input.action, ratingIds, actor.id, reason);
      const reviews = reviewIds && !reviewIds.length ? [] : await repo.decideReviews(tx, id, input.action, reviewIds, actor.id, reason);
      const decided = ratings.length + reviews.length;
      if (input.items && decided !== input.items.length) throw AppError.conflict('Some of these items are not pending in this burst: reload it and try again');
      if (!decided) throw AppError.conflict('No item of this burst is pending');
      if (input.action === 'approve' && ratings.length) await countRatings(tx, ratings.map((r) => ({ rating: ratingFigures(r), d: 1 as const })));
      for (const r of reviews) await moveReviewFigures(tx, r, input.action === 'remove' ? -1 : 0);
      // Approved: published now, as if it had never been held; the company's webhooks hear of it (decision 189).
      if (input.action === 'approve') {
        for (const r of ratings) await raiseWebhookEvent(tx, { companyId: r.companyId, type: WEBHOOK.ratingPublished, subject: { kind: 'rating', id: r.id } });
        for (const r of reviews) await raiseWebhookEvent(tx, { companyId: r.companyId, type: WEBHOOK.reviewPublished, subject: { kind: 'review', id: r.id } });
      }
      const after = await repo.moveBurstCounts(tx, id, 0, -decided);
      if (after.itemsPending === 0) await endBurst(tx, after, actor.id);
      await deps.audit.record({
        actor, action: `burst.${input.action}`, entityType: 'burst', entityId: id, companyId: burst.companyId,
        before: { pending: burst.itemsPending },
        after: { pending: after.itemsPending, ended: after.itemsPending === 0, ratings: ratings.map((r) => r.id), reviews: reviews.map((r) => r.id), note: input.note ?? null },
      }, tx);
      return input.action === 'remove' ? tellRemoved(deps, tx, actor, burst, { ratings, reviews }, reason) : [];
    });
  } catch (err) {
    if (isUniqueViolation(err, 'ratings_company_customer_live_unique')) throw AppError.conflict('A rater has rated this company again since: remove the older of their ratings instead');
    throw err;
  }
  deps.notifier.announce(told);
  return getBurst(deps, actor, id, { page: 1, size: 20 });
}

/**
 * A removal from a burst is a moderator's delete like any other (decision 170): each removed item gets its decision row
 * (its author reads why on it and may appeal) and its author is told in the bell and by mail, as moderateRating and
 * moderateReview do. Approved items tell no one.
 */
async function tellRemoved(deps: BurstsDeps, tx: Tx, actor: Actor, burst: repo.BurstRow & { companyName: string }, removed: { ratings: repo.HeldRating[]; reviews: ReviewRow[] }, reason: string) {
  const decidedAt = deps.now();
  const notices = [];
  for (const r of removed.ratings) {
    await recordModerationDecision(tx, { kind: 'rating', itemId: r.id, companyId: r.companyId, action: 'delete', reason: null, note: reason, moderatorId: actor.id, itemCreatedAt: r.createdAt, decidedAt });
    notices.push(...moderationDecisionNotices({
      action: 'delete', what: 'rating', itemTitle: `Your ${r.overall}-star rating of ${burst.companyName}`, path: `/companies/explore/${r.companyId}`, actorId: actor.id, authorId: r.customerId, reason,
    }));
  }
  for (const r of removed.reviews) {
    await recordModerationDecision(tx, { kind: 'review', itemId: r.id, companyId: r.companyId, action: 'delete', reason: null, note: reason, moderatorId: actor.id, itemCreatedAt: r.createdAt, decidedAt });
    notices.push(...moderationDecisionNotices({ action: 'delete', what: 'review', itemTitle: r.title, path: null, actorId: actor.id, authorId: r.customerId, reason }));
  }
  return deps.notifier.raise(tx, notices);
}

/** Bursts detected per UTC month in [from, to): for the platform transparency page (issue 39 section 4). */
export const burstsDetectedByMonth = (db: DbOrTx, from: Date, to: Date) => repo.burstsDetectedByMonth(db, from, to);

/** What the score panel says of held items (decision 173). */
export const countHeldForCompany = (db: DbOrTx, companyId: string) => repo.countHeldItems(db, companyId);

/** The key network keys are hashed with (lib/network-key.ts): SESSION_SECRET when set, else one kept in the database. */
export const networkSecretOf = async (database: Database, configured: string | undefined) => configured ?? getOrCreateSecret(database, 'network_key_secret');
