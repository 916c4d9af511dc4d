// Review use-cases: access check first, then the rules, one transaction (the company's figures move in it through the
// stats module), then the live event.
import type {
  CompanyReviewsQuery, CreateReviewRequest, ModerationRequest, MyReviewsQuery, Review, ReviewListResponse, ReviewSearchQuery, UpdateReviewRequest,
} from '@redress/contract';
import { buildListMeta, experiencedOnProblem, type ModerationNotice } from '@redress/contract';
import { COMPLAINT_CAPTCHA_ACCOUNT_AGE_MS, REPORTS_TO_HOLD } from '@redress/contract/constants';
import type { Database, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { isUuid, newPublicCode } from '../../lib/ids.ts';
import { outsideApiClientScope, type Actor } from '../../lib/tokens.ts';
import type { Platform } from '../../platform/index.ts';
import { findCatalogueItem, type CatalogueKind } from '../companies/catalogue.repository.ts';
import { findCategories, findCompanyRow } from '../companies/companies.repository.ts';
import { moveReviewFigures } from '../stats/stats.service.ts';
import { hasSettledComplaint } from '../complaints/complaints.repository.ts';
import { invitationForReview, spendInvitation } from '../review-invitations/review-invitations.service.ts';
import { guardWrittenItem } from '../bursts/bursts.service.ts';
import type { BurstLimits } from '../bursts/bursts.rules.ts';
import { checksReasonOf } from '../bursts/bursts.rules.ts';
import { claimDomains, emailDomain } from '../companies/companies.policy.ts';
import { actingAccount } from '../users/users.service.ts';
import { findUserById } from '../users/users.repository.ts';
import type { ReviewEventInput } from './reviews.events.ts';
import { actsForCompany, canDelete, canEdit, canReport, canView, canWrite, isAuthor, isModerator } from './reviews.policy.ts';
import { presentReview } from './reviews.presenter.ts';
import * as repo from './reviews.repository.ts';
import { publicName } from '../comments/comments.presenter.ts';
import { moderationDecisionNotices, moderationNotices, newReviewNotices } from '../notifications/notifications.kinds.ts';
import { noticesFor, recordModerationDecision, type WithinDecision } from '../moderation/decisions.service.ts';
import { assertAllowed, reasonText, type ModerationFacts } from '../moderation/moderation.policy.ts';
import { fileReport, settleReports } from '../moderation/reports.service.ts';
import type { Notifier, NotificationRow } from '../notifications/notifications.service.ts';
import { raiseWebhookEvent, WEBHOOK } from '../webhooks/webhooks.outbox.ts';

export interface ReviewsDeps {
  database: Database;
  audit: Platform['audit'];
  captcha: Platform['captcha'];
  publish: (event: ReviewEventInput) => void;
  /** Tells people what happened (modules/notifications). */
  notifier: Notifier;
  now: () => Date;
  /** The review-bomb guard's minimums this app applies (app.config.burstLimits). */
  burstLimits: BurstLimits;
}

export interface WriteContext {
  captchaToken?: string;
  ip: string;
  /** The writer's network as the review-bomb guard keeps it (lib/network-key.ts). */
  networkKey?: string | null;
}

/** Open reports by this many different customers hold a review for a moderator (as complaints, decisions.md; decision 145). */
export const AUTO_FLAG_REPORTS = REPORTS_TO_HOLD;

const reviewNotFound = () => AppError.notFound('Review');
const fieldError = (field: string, message: string) => AppError.badRequest(`${field}: ${message}`, [{ field, message }]);
/** Whose like a read carries: only customers vote. */
const voterOf = (actor: Actor | null) => (actor?.role === 'user' ? actor.id : null);
const accessOf = (r: repo.ReviewRow) => ({ customerId: r.customerId, companyId: r.companyId, status: r.status, hidden: r.hidden, deletedAt: r.deletedAt, heldFor: r.heldFor });

/** A review the actor may see, or the 404 a missing one gets (hidden ones are not probed by strangers). */
async function loadVisible(deps: Pick<ReviewsDeps, 'database'>, actor: Actor | null, ref: string): Promise<repo.ReviewView> {
  const view = await repo.findReviewView(deps.database.db, ref, voterOf(actor));
  if (!view || !canView(actor, accessOf(view.review))) throw reviewNotFound();
  return view;
}

async function resolveCategory(db: DbOrTx, category: CreateReviewRequest['category'] | null): Promise<string | null> {
  const first = Array.isArray(category) ? category[0] : category;
  if (!first) return null;
  const found = await findCategories(db, [first]);
  if (!found[0]) throw fieldError('category', `"${first}" is not a category`);
  return found[0].id;
}

/** A date of experience in the range the clock allows (decision 164), or the 400 naming experiencedOn. */
function checkExperiencedOn(value: string, now: Date): string {
  const problem = experiencedOnProblem(value, now);
  if (problem) throw fieldError('experiencedOn', problem);
  return value;
}

/** The name of one of the company's products or services; a 400 naming the field when it is someone else's. */
async function catalogueName(db: DbOrTx, kind: CatalogueKind, id: string | null | undefined, companyId: string): Promise<string | null | undefined> {
  if (id === undefined) return undefined;
  if (id === null) return null;
  const item = await findCatalogueItem(db, kind, id);
  if (!item || item.companyId !== companyId) throw fieldError(`${kind}Id`, `is not a ${kind} of this company`);
  return item.name;
}

/** POST /review: a verified customer reviews a company. */
export async function writeReview(deps: ReviewsDeps, actor: Actor, input: CreateReviewRequest, ctx: WriteContext): Promise<{ returnId: string; review: Review }> {
  if (!canWrite(actor)) throw AppError.forbidden('Only customers write reviews');
  const db = deps.database.db;
  const user = await actingAccount(db, actor);
  if (!user) throw AppError.unauthorized();
  if (!user.emailVerified) throw AppError.forbidden('Please verify your email address to continue');

  // An invitation names its company; the account must be the invited address's (decision 161).
  const invitation = input.invitationToken ? await invitationForReview(db, input.invitationToken, actor.id, deps.now()) : undefined;
  const companyRef = input.organizationId ?? input.reviewOrganizationDto?.organizationId ?? invitation?.companyId;
  if (!companyRef) throw fieldError('organizationId', 'is required: choose the company you review');
  const company = await findCompanyRow(db, companyRef);
  if (!company || company.status !== 'active') throw fieldError('organizationId', 'is not a company on Redress');
  if (invitation && invitation.companyId !== company.id) throw fieldError('invitationToken', `is an invitation to review ${invitation.companyName}, not this company`);
  // Decided once, at write time (decision 163): an invitation, else a complaint of the author's to the company that was
  // resolved or closed.
  const verifiedVia = invitation ? 'invitation' as const : (await hasSettledComplaint(db, actor.id, company.id)) ? 'complaint' as const : null;
  const experiencedOn = checkExperiencedOn(input.experiencedOn, deps.now());
  const categoryId = await resolveCategory(db, input.category);
  const productName = await catalogueName(db, 'product', input.productId, company.id);
  const serviceName = await catalogueName(db, 'service', input.serviceId, company.id);
  // decisions.md: a captcha guards reviews by accounts younger than a day. Checked after the input, so that a field
  // error does not use up a solved captcha, and before any write.
  if (deps.now().getTime() - user.createdAt.getTime() < COMPLAINT_CAPTCHA_ACCOUNT_AGE_MS) await deps.captcha.verify(ctx.captchaToken, ctx.ip);
  const attachments = input.attachments ?? [];
  const values: repo.NewReview = {
    uniqueId: newPublicCode('REV'),
    companyId: company.id,
    customerId: actor.id,
    title: input.review,
    description: input.description,
    rating: input.rating,
    categoryId,
    productName: productName ?? null,
    serviceName: serviceName ?? null,
    anonymous: input.anonymous ?? false,
    hidden: input.hidden ?? false,
    image: input.image ?? attachments[0] ?? null,
    attachments,
    source: invitation ? 'invited' : 'organic',
    verifiedVia,
    experiencedOn,
    networkKey: ctx.networkKey ?? null,
    createdAt: deps.now(),
  };
  // A single review held for checks (decision 173): read by its author alone ("Being checked"), counted nowhere.
  // The author's address is read only when the company has a domain of its own to compare it with (one key read).
  const companyDomains = [...claimDomains(company), ...(company.verifiedDomain ? [company.verifiedDomain] : [])];
  const authorEmail = companyDomains.length ? (await findUserById(db, actor.id))?.email ?? '' : '';
  const checks = checksReasonOf({
    accountAgeMs: deps.now().getTime() - user.createdAt.getTime(), words: `${input.review}\n${input.description}`, authorDomain: emailDomain(authorEmail), companyDomains,
  });
  if (checks) Object.assign(values, { status: 'flagged', heldFor: 'checks', flagReason: `Held for checks: ${checks}` } satisfies Partial<repo.NewReview>);
  let created: repo.ReviewRow | undefined;
  let raised: NotificationRow[] = [];
  let held = false;
  for (let attempt = 0; !created; attempt++) {
    try {
      created = await db.transaction(async (tx) => {
        const row = await repo.insertReview(tx, values);
        if (invitation) await spendInvitation(tx, invitation.id, row.id, deps.now());
        await moveReviewFigures(tx, row, 1);
        // The review-bomb guard (decision 173): a held review counts nowhere and tells the company nothing until approved.
        held = (await guardWrittenItem(tx, { kind: 'review', id: row.id, companyId: row.companyId, customerId: row.customerId }, deps.now(), deps.burstLimits)) || row.heldFor !== null;
        if (held) return row;
        await raiseWebhookEvent(tx, { companyId: row.companyId, type: WEBHOOK.reviewPublished, subject: { kind: 'review', id: row.id } });
        raised = await deps.notifier.raise(tx, newReviewNotices({
          review: { kind: 'review', id: row.id, title: row.title, customerId: row.customerId, companyId: row.companyId, anonymous: row.anonymous, rating: row.rating },
          customerName: row.anonymous ? null : publicName(user.firstName, user.lastName),
        }));
        return row;
      });
    } catch (err) {
      // A public code already taken: draw another.
      if (attempt < 3 && isUniqueViolation(err, 'reviews_unique_id_unique')) values.uniqueId = newPublicCode('REV');
      else throw err;
    }
  }
  if (!held) deps.publish({ action: 'created', review: created });
  deps.notifier.announce(raised);
  return { returnId: created.id, review: await getReview(deps, actor, created.id) };
}

export async function getReview(deps: Pick<ReviewsDeps, 'database'>, actor: Actor | null, ref: string): Promise<Review> {
  const view = await repo.findReviewView(deps.database.db, ref, voterOf(actor));
  // A review a moderator removed stays readable to its author, with why (issue 39); to everyone else it is gone.
  if (!view || (!canView(actor, accessOf(view.review)) && !isRemovedForAuthor(actor, view.review))) throw reviewNotFound();
  const notices = await authorNotices(deps, actor, [view.review]);
  return presentReview(view, actor, notices.get(view.review.id));
}

/** Its author reads a review a moderator removed (their own deletion is gone for them too). */
const isRemovedForAuthor = (actor: Actor | null, r: repo.ReviewRow) => isAuthor(actor, r) && !!r.deletedAt && r.deletedById !== r.customerId;
/** A moderator holds it now: hidden by one, held (flagged) or removed by one. */
const isHeldByModerator = (r: repo.ReviewRow) => r.hiddenByModerator || r.status === 'flagged' || (!!r.deletedAt && r.deletedById !== r.customerId);

/** Why a moderator holds each of the viewer's own reviews on a page: one read for the page, none when there is none. */
async function authorNotices(deps: Pick<ReviewsDeps, 'database'>, actor: Actor | null, rows: repo.ReviewRow[]): Promise<Map<string, ModerationNotice>> {
  const held = rows.filter((r) => isAuthor(actor, r) && isHeldByModerator(r)).map((r) => r.id);
  return held.length ? noticesFor(deps.database.db, 'review', held, new Date()) : new Map();
}

/** PUT /review: the author edits; a moderator's removal ends that. */
export async function editReview(deps: ReviewsDeps, actor: Actor, input: UpdateReviewRequest): Promise<Review> {
  const view = await loadVisible(deps, actor, (input.reviewId ?? input.id)!);
  const r = view.review;
  if (!canEdit(actor, accessOf(r))) throw AppError.forbidden('Only its author edits a review');
  const db = deps.database.db;
  const values: Partial<repo.NewReview> = {};
  if (input.rating !== undefined) values.rating = input.rating;
  if (input.review !== undefined) values.title = input.review;
  if (input.description !== undefined) values.description = input.description;
  if (input.experiencedOn !== undefined) values.experiencedOn = checkExperiencedOn(input.experiencedOn, deps.now());
  if (input.category !== undefined) values.categoryId = await resolveCategory(db, input.category);
  const productName = await catalogueName(db, 'product', input.productId, r.companyId);
  if (productName !== undefined) values.productName = productName;
  const serviceName = await catalogueName(db, 'service', input.serviceId, r.companyId);
  if (serviceName !== undefined) values.serviceName = serviceName;
  if (input.anonymous !== undefined) values.anonymous = input.anonymous;
  if (input.hidden !== undefined) {
    if (!input.hidden && r.hiddenByModerator) throw AppError.conflict('A moderator hid this review: it stays hidden unless they restore it. Contact support to ask why');
    values.hidden = input.hidden;
  }
  if (input.attachments !== undefined) {
    values.attachments = input.attachments;
    values.image = input.attachments[0] ?? null;
  }
  // "Edited" means its author changed its words or stars: nothing else (a comment, a photo, hiding it) marks it.
  const rewords = (values.title !== undefined && values.title !== r.title) || (values.description !== undefined && values.description !== r.description)
    || (values.rating !== undefined && values.rating !== r.rating);
  if (rewords) values.editedAt = deps.now();
  const updated = await db.transaction(async (tx) => {
    const row = await repo.updateReviewRow(tx, r.id, values);
    if (!row) throw reviewNotFound();
    // Hiding or showing a review moves it out of or into the score (decision 96), as changing its stars does.
    if ((values.rating !== undefined && values.rating !== r.rating) || (values.hidden !== undefined && values.hidden !== r.hidden)) {
      await moveReviewFigures(tx, row, 0);
    }
    return row;
  });
  deps.publish({ action: 'updated', review: updated });
  return getReview(deps, actor, r.id);
}

/** DELETE /review/{id}: soft, by its author or a moderator (audited, with the reason given). */
export async function deleteReview(deps: ReviewsDeps, actor: Actor, ref: string, reason?: string): Promise<{ message: string }> {
  const r = (await loadVisible(deps, actor, ref)).review;
  if (!canDelete(actor, accessOf(r))) {
    if (r.deletedAt) throw AppError.conflict('This review is deleted already');
    throw AppError.forbidden('Only its author or a moderator (reviews.moderate) deletes a review');
  }
  const deleted = await deps.database.db.transaction(async (tx) => {
    const row = await repo.softDeleteReview(tx, r.id, { deletedById: actor.id, deleteReason: reason ?? null });
    if (!row) throw AppError.conflict('This review is deleted already');
    await moveReviewFigures(tx, row, -1);
    let told: NotificationRow[] = [];
    if (!isAuthor(actor, r)) {
      await deps.audit.record({ actor, action: 'review.delete', entityType: 'review', entityId: r.id, companyId: r.companyId, before: { title: r.title, rating: r.rating }, after: { reason: reason ?? null } }, tx);
      await recordModerationDecision(tx, { kind: 'review', itemId: r.id, companyId: r.companyId, action: 'delete', reason: null, note: reason ?? null, moderatorId: actor.id, itemCreatedAt: r.createdAt });
      told = await deps.notifier.raise(tx, moderationNotices({
        item: { kind: 'review', id: r.id, title: r.title, customerId: r.customerId, companyId: r.companyId }, what: 'review', actorId: actor.id, authorId: r.customerId, reason: reason ?? null,
      }));
    }
    return { ...row, told };
  });
  deps.publish({ action: 'deleted', review: deleted });
  deps.notifier.announce(deleted.told);
  return { message: 'Review deleted' };
}

/**
 * PUT /review/flag/{id}: a customer or one of the company's people reports a review to the moderators, once each. Reports
 * by AUTO_FLAG_REPORTS customers hold it (`flagged`, out of public view and the score) until a moderator decides. Nobody
 * but moderators learns who reported: no notification, and the audit entry of an automatic hold names no one.
 */
export async function reportReview(deps: ReviewsDeps, actor: Actor, ref: string, reason: string): Promise<{ message: string }> {
  const r = (await loadVisible(deps, actor, ref)).review;
  if (!canReport(actor, accessOf(r))) {
    if (isAuthor(actor, r)) throw AppError.forbidden('You cannot report your own review');
    if (r.status === 'flagged') throw AppError.conflict('This review is already held by moderation');
    throw AppError.forbidden(actor.role === 'admin'
      ? 'Moderators act on a review from the moderation screen (reviews.moderate)'
      : 'Only customers and the company concerned report a review');
  }
  const held = await deps.database.db.transaction(async (tx) => {
    const reports = await fileReport(tx, 'review', r.id, actor.id, reason);
    if (reports === undefined) throw AppError.conflict('You have reported this review already');
    // The company hears that it was reported, never by whom.
    await raiseWebhookEvent(tx, { companyId: r.companyId, type: WEBHOOK.reviewReported, subject: { kind: 'review', id: r.id } });
    if (reports < AUTO_FLAG_REPORTS) return undefined;
    const row = await repo.moderateReviewRow(tx, r.id, { status: 'flagged', flagReason: `Reported by ${reports} people: ${reason}` }, { deleted: false, status: 'published', hidden: r.hidden });
    if (!row) return undefined;
    // Held reviews leave the score as a moderator's flag takes them out (decision 96).
    await moveReviewFigures(tx, row, 0);
    await deps.audit.record({ actor: null, action: 'review.auto-flag', entityType: 'review', entityId: r.id, companyId: r.companyId, before: { status: 'published' }, after: { status: 'flagged', reports } }, tx);
    return row;
  });
  if (held) deps.publish({ action: 'updated', review: held });
  return { message: held ? 'Thank you: the review is held for a moderator' : 'Thank you: a moderator will look at it' };
}

const pageOf = (rows: repo.ReviewView<repo.ReviewRow | repo.ReviewCardRow>[], actor: Actor | null, page: number, size: number, total: number): ReviewListResponse =>
  ({ data: rows.map((v) => presentReview(v, actor)), meta: buildListMeta(page, size, total) });

/**
 * GET /review/allReviews: a customer's own reviews (hidden and anonymous ones included); a business's reviews about its
 * company; every live review for a moderator. Newest first, by stars and whether the company has answered.
 */
export async function listMyReviews(deps: ReviewsDeps, actor: Actor, q: MyReviewsQuery): Promise<ReviewListResponse> {
  const { page, size } = q;
  const filters = { stars: q.stars, answered: q.answered, sort: 'newest' as const };
  let f: repo.ReviewListFilter;
  if (isModerator(actor)) f = { visibility: 'insider', ...filters };
  else if ((actor.role === 'organization' || actor.role === 'employee') && actor.companyId) f = { visibility: 'company', companyId: actor.companyId, ...filters };
  else if (actor.role === 'user') f = { visibility: 'own', customerId: actor.id, ...filters };
  else return pageOf([], actor, page, size, 0);
  const { rows, total } = await repo.listReviewViews(deps.database.db, f, page, size, voterOf(actor));
  const notices = await authorNotices(deps, actor, rows.map((v) => v.review));
  return { data: rows.map((v) => presentReview(v, actor, notices.get(v.review.id))), meta: buildListMeta(page, size, total) };
}

/** GET /review/organization/{id}: a company's public reviews; its own people and moderators also see hidden and held ones. */
export async function listCompanyReviews(deps: Pick<ReviewsDeps, 'database'>, actor: Actor | null, companyRef: string, q: CompanyReviewsQuery): Promise<ReviewListResponse> {
  // A signed-out reader naming the company by id: a page of rows proves the company live (the page joins it), so the
  // company's row is read only when the page is empty (no such company, or no reviews there): one round trip, not two.
  if (!actor && isUuid(companyRef)) {
    const filter = { visibility: 'public', companyId: companyRef.toLowerCase(), stars: q.stars, sort: q.sort } as const;
    // Unfiltered, the list everyone reads: one statement read as arrays (decision 206).
    const { rows, total } = q.stars
      ? await repo.listReviewViews(deps.database.db, filter, q.page, q.size, null, false)
      : await repo.listCompanyReviewCards(deps.database, filter.companyId, q.sort, q.page, q.size);
    if (rows.length) return pageOf(rows, actor, q.page, q.size, total);
  }
  const company = await findCompanyRow(deps.database.db, companyRef);
  if (!company || outsideApiClientScope(actor, company.id)) throw AppError.notFound('Company');
  const visibility = isModerator(actor) ? 'insider' : actsForCompany(actor, { companyId: company.id }) ? 'company' : 'public';
  const { rows, total } = await repo.listReviewViews(deps.database.db, { visibility, companyId: company.id, stars: q.stars, sort: q.sort }, q.page, q.size, voterOf(actor));
  return pageOf(rows, actor, q.page, q.size, total);
}

/** GET /review/search: public reviews only, whoever asks (a title text of 2 characters or more, company, stars, category). */
export async function searchReviews(deps: ReviewsDeps, actor: Actor | null, q: ReviewSearchQuery): Promise<ReviewListResponse> {
  const db = deps.database.db;
  let companyId: string | undefined;
  if (q.company) {
    const company = await findCompanyRow(db, q.company);
    if (!company) return pageOf([], actor, q.page, q.size, 0);
    companyId = company.id;
  }
  let categoryId: string | undefined;
  if (q.category) {
    const found = await findCategories(db, [q.category]);
    if (!found[0]) return pageOf([], actor, q.page, q.size, 0);
    categoryId = found[0].id;
  }
  const text = q.text && q.text.length >= 2 ? q.text : undefined;
  const { rows, total } = await repo.listReviewViews(db, { visibility: 'public', companyId, categoryId, stars: q.stars, text, sort: q.sort }, q.page, q.size, voterOf(actor));
  return pageOf(rows, actor, q.page, q.size, total);
}

/** Where a review stands for moderation (issue 25): held by the `flagged` status, hidden, or soft-deleted. */
export const moderationFactsOf = (r: repo.ReviewRow): ModerationFacts => ({
  hidden: r.hidden, flagged: r.status === 'flagged', deleted: !!r.deletedAt, deletedByAuthor: !!r.deletedAt && r.deletedById === r.customerId,
});

/**
 * POST /admin/review/{id}/moderation: a moderator hides, flags, restores or deletes a review with a reason. The company's
 * figures move in the same transaction as moderator delete moves them (moveReviewFigures); audited; the author is told.
 */
export async function moderateReview(deps: ReviewsDeps, actor: Actor, ref: string, input: ModerationRequest, within?: WithinDecision): Promise<void> {
  if (!isModerator(actor)) throw AppError.forbidden('You need the reviews.moderate permission to do this');
  const found = await repo.findReviewRow(deps.database.db, ref);
  if (!found) throw reviewNotFound();
  assertAllowed(moderationFactsOf(found), input.action, 'review');
  const reason = reasonText(input);
  const now = deps.now();
  const values: Partial<repo.NewReview> =
    input.action === 'hide' ? { hidden: true, hiddenByModerator: true, hiddenReason: reason }
      : input.action === 'flag' ? { status: 'flagged', flagReason: reason }
        : input.action === 'delete' ? { deletedAt: now, deleteReason: reason, deletedById: actor.id, heldFor: null }
          // A restore undoes the moderator's hold, never the author's own choice to hide it; it also decides a hold for
          // checks or of a burst (decision 173).
          : { hidden: found.hiddenByModerator ? false : found.hidden, hiddenByModerator: false, hiddenReason: null, status: 'published', flagReason: null, deletedAt: null, deleteReason: null, deletedById: null, heldFor: null };
  const done = await deps.database.db.transaction(async (tx) => {
    const row = await repo.moderateReviewRow(tx, found.id, values, { deleted: !!found.deletedAt, status: found.status, hidden: found.hidden });
    if (!row) return undefined;
    const delta = found.deletedAt && !row.deletedAt ? 1 : !found.deletedAt && row.deletedAt ? -1 : 0;
    await moveReviewFigures(tx, row, delta);
    // A decision answers the open reports too (decision 145).
    const settled = await settleReports(tx, 'review', found.id, actor.id, now);
    // A review held for checks or in a burst, released: published now (decision 189).
    if (input.action === 'restore' && found.heldFor) {
      await raiseWebhookEvent(tx, { companyId: found.companyId, type: WEBHOOK.reviewPublished, subject: { kind: 'review', id: found.id } });
    }
    await deps.audit.record({
      actor, action: `review.moderate.${input.action}`, entityType: 'review', entityId: found.id, companyId: found.companyId,
      before: { status: found.status, hidden: found.hidden, deleted: !!found.deletedAt },
      after: { status: row.status, hidden: row.hidden, deleted: !!row.deletedAt, reason: input.reason, note: input.note ?? null, reportsSettled: settled },
    }, tx);
    await recordModerationDecision(tx, {
      kind: 'review', itemId: found.id, companyId: found.companyId, action: input.action, reason: input.reason, note: input.note, moderatorId: actor.id, itemCreatedAt: found.createdAt, decidedAt: now,
    });
    // A decision on appeal tells the author itself (one notice, with the appeal's outcome).
    const toldAlready = (await within?.(tx))?.toldAuthor === true;
    const told = toldAlready ? [] : await deps.notifier.raise(tx, moderationDecisionNotices({
      action: input.action, what: 'review', itemTitle: found.title, path: row.deletedAt ? null : `/reviews/${found.id}`, actorId: actor.id, authorId: found.customerId, reason,
    }));
    return { row, told };
  });
  if (!done) throw AppError.conflict('The review changed meanwhile; reload it and try again');
  deps.publish({ action: done.row.deletedAt ? 'deleted' : 'updated', review: done.row });
  deps.notifier.announce(done.told);
}
