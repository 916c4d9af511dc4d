// Dispute use-cases (issue 39, section 2): a company's owner or manager disputes one of its public reviews or
// complaints; the item stays public with an "Under dispute" label; the author is told (bell and mail); both sides add
// private evidence until the deadline; then a moderator of the item's kind upholds it (the item is hidden through
// the item's own moderation, so its figures and score follow) or rejects it, and both sides are told.
import {
  buildListMeta, DISPUTE_REASON_LABELS, type ComplaintStatus, disputeDecisionReasonLabel, type AddEvidenceRequest, type DecideDisputeRequest, type Dispute, type DisputeItemKind,
  type DisputeListQuery, type DisputeListResponse, type OpenDisputeRequest,
} from '@redress/contract';
import type { Db, Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Actor } from '../../lib/tokens.ts';
import type { Platform } from '../../platform/index.ts';
import { allowedActions } from '../moderation/moderation.policy.ts';
import { moderateComplaint, moderationFactsOf as complaintFacts, type ComplaintsDeps } from '../complaints/complaints.service.ts';
import { findComplaintRow } from '../complaints/complaints.repository.ts';
import type { Notifier, NotificationItem } from '../notifications/notifications.service.ts';
import { moderateReview, moderationFactsOf as reviewFacts, type ReviewsDeps } from '../reviews/reviews.service.ts';
import { findReviewRow } from '../reviews/reviews.repository.ts';
import { actsForCompanyInDisputes, canAddEvidence, canRead, moderatedKinds, moderatesKind, PERMISSION_OF, sideOf } from './disputes.policy.ts';
import { presentDispute, presentDisputeSummary } from './disputes.presenter.ts';
import * as repo from './disputes.repository.ts';
import { raiseWebhookEvent, WEBHOOK } from '../webhooks/webhooks.outbox.ts';

export interface DisputesDeps {
  database: Database;
  audit: Platform['audit'];
  notifier: Notifier;
  now: () => Date;
  /** How long both sides may add evidence (config DISPUTE_EVIDENCE_DAYS, decision 168). */
  evidenceDays: number;
  /** The items' own modules, which hide an item when a dispute is upheld. */
  reviews: ReviewsDeps;
  complaints: ComplaintsDeps;
}

const DAY_MS = 86_400_000;
const NOUN = { review: 'Review', complaint: 'Complaint' } as const;
const notFound = () => AppError.notFound('Dispute');
const day = (d: Date) => d.toISOString().slice(0, 10);
const clip = (s: string, max = 120) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);
/** Where each side reads the dispute in the web app. */
const authorPath = (id: string) => `/disputes/${id}`;
const companyPath = (id: string) => `/business/disputes/${id}`;

interface ItemFacts {
  id: string;
  title: string;
  companyId: string;
  customerId: string;
  isPublic: boolean;
  /** A complaint's status (its events carry it); a review's is 'published' whenever it is public. */
  status: string;
}

async function findItem(db: Db, kind: DisputeItemKind, id: string): Promise<ItemFacts | undefined> {
  if (kind === 'review') {
    const r = await findReviewRow(db, id);
    return r && { id: r.id, title: r.title, companyId: r.companyId, customerId: r.customerId, isPublic: r.deletedAt === null && !r.hidden && r.status === 'published', status: r.status };
  }
  const c = await findComplaintRow(db, id);
  if (!c || !c.companyId) return undefined;
  return { id: c.id, title: c.title, companyId: c.companyId, customerId: c.customerId, isPublic: c.deletedAt === null && !c.hidden && c.status !== 'submitted' && c.status !== 'flag', status: c.status };
}

/**
 * Tells the pages watching the item that its dispute label changed (opened or decided), through the item's own event
 * (rev:/cpt: dispute): its author's and its company's rooms, and its public watchers when the item was public as the
 * dispute was opened or decided (those who saw the label; an upheld item is hidden now, and their refetch says so).
 * The event carries the item's ids only: never the dispute's statement or evidence, nor who wrote the item.
 */
function announceDispute(deps: DisputesDeps, kind: DisputeItemKind, item: ItemFacts) {
  const hidden = !item.isPublic;
  if (kind === 'review') {
    deps.reviews.publish({ action: 'dispute', review: { id: item.id, companyId: item.companyId, customerId: item.customerId, hidden, status: 'published' } });
  } else {
    deps.complaints.publish({ action: 'dispute', complaint: { id: item.id, companyId: item.companyId, customerId: item.customerId, hidden, status: item.status as ComplaintStatus } });
  }
}

async function readable(deps: Pick<DisputesDeps, 'database'>, actor: Actor, id: string): Promise<repo.DisputeView> {
  const v = await repo.findDisputeView(deps.database.db, id);
  if (!v || !canRead(actor, access(v))) throw notFound();
  return v;
}

const access = (v: repo.DisputeView) => ({
  companyId: v.dispute.companyId, itemKind: v.dispute.itemKind as DisputeItemKind, itemAuthorId: v.itemAuthorId,
  status: v.dispute.status, evidenceUntil: v.dispute.evidenceUntil,
});

async function present(deps: Pick<DisputesDeps, 'database' | 'now'>, actor: Actor, v: repo.DisputeView): Promise<Dispute> {
  const evidence = await repo.listEvidence(deps.database.db, v.dispute.id);
  const a = access(v);
  return presentDispute(v, evidence, { side: sideOf(actor, a), canAddEvidence: canAddEvidence(actor, a, deps.now()) });
}

/** POST /dispute. */
export async function openDispute(deps: DisputesDeps, actor: Actor, input: OpenDisputeRequest): Promise<Dispute> {
  if (actor.role !== 'organization' && actor.role !== 'employee') throw AppError.forbidden("Only a company's owner or managers dispute its reviews and complaints");
  const db = deps.database.db;
  const item = await findItem(db, input.itemKind, input.itemId);
  if (!item) throw AppError.notFound(NOUN[input.itemKind]);
  if (!actsForCompanyInDisputes(actor, item.companyId)) {
    throw AppError.forbidden(actor.companyId === item.companyId
      ? "Only the company's owner or a manager disputes its reviews and complaints"
      : "You can dispute only your own company's reviews and complaints");
  }
  if (!item.isPublic) throw AppError.conflict(`Only a published ${input.itemKind} can be disputed: this one is hidden, held or removed already`);
  const blocking = await repo.findBlockingDispute(db, input.itemKind, item.id, input.reason);
  if (blocking) throw blockedBy(blocking.status, input.itemKind);
  const now = deps.now();
  let done;
  try {
    done = await db.transaction(async (tx) => {
      const row = await repo.insertDispute(tx, {
        itemKind: input.itemKind, itemId: item.id, companyId: item.companyId, openedById: actor.id, reason: input.reason, statement: input.statement,
        evidenceUntil: new Date(now.getTime() + deps.evidenceDays * DAY_MS), createdAt: now,
      });
      await repo.moveDisputeRecord(tx, item.companyId, { opened: 1 });
      if (input.itemKind === 'review') {
        await raiseWebhookEvent(tx, { companyId: item.companyId, type: WEBHOOK.reviewDisputed, subject: { kind: 'review', id: item.id }, extra: { disputeId: row.id, reason: input.reason } });
      }
      await deps.audit.record({
        actor, action: 'dispute.open', entityType: 'dispute', entityId: row.id, companyId: item.companyId,
        after: { itemKind: input.itemKind, itemId: item.id, reason: input.reason, evidenceUntil: row.evidenceUntil.toISOString() },
      }, tx);
      const view = (await repo.findDisputeView(tx, row.id))!;
      // The author is told by the company's name only (it is on the item already); never which of its people.
      const told = await deps.notifier.raise(tx, [{
        to: { userId: item.customerId }, type: 'dispute', actorId: actor.id,
        title: `${view.companyName} disputed your ${input.itemKind}`, subtitle: clip(`${item.title}: ${DISPUTE_REASON_LABELS[input.reason]}`),
        action: authorPath(row.id), button: 'Read it and add your evidence',
        excerpt: `It stays published with an "Under dispute" label while a moderator looks at it. You may add your evidence, privately, until ${day(row.evidenceUntil)}.`,
      }]);
      return { view, told };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'disputes_one_open_per_item')) throw blockedBy('open', input.itemKind);
    if (isUniqueViolation(err, 'disputes_rejected_reason_once')) throw blockedBy('rejected', input.itemKind);
    throw err;
  }
  deps.notifier.announce(done.told);
  announceDispute(deps, input.itemKind, item);
  return present(deps, actor, done.view);
}

function blockedBy(status: string, kind: DisputeItemKind) {
  return status === 'open'
    ? AppError.conflict(`This ${kind} is under dispute already: one dispute at a time`)
    : AppError.conflict(`reason: a dispute of this ${kind} for this reason was rejected; it cannot be opened again for the same reason`, [{ field: 'reason', message: 'was rejected before for this item' }]);
}

/** GET /dispute/{id}: the two sides and the kind's moderators; anyone else hears 404. */
export async function getDispute(deps: DisputesDeps, actor: Actor, id: string): Promise<Dispute> {
  return present(deps, actor, await readable(deps, actor, id));
}

/** GET /dispute?itemKind=&itemId=: the item's latest dispute, for those who may read it. */
export async function getDisputeOfItem(deps: DisputesDeps, actor: Actor, kind: DisputeItemKind, itemId: string): Promise<Dispute> {
  const v = await repo.findLatestDisputeOfItem(deps.database.db, kind, itemId);
  if (!v || !canRead(actor, access(v))) throw notFound();
  return present(deps, actor, v);
}

/** POST /dispute/{id}/evidence: either side, while open and before the deadline. */
export async function addEvidence(deps: DisputesDeps, actor: Actor, id: string, input: AddEvidenceRequest): Promise<Dispute> {
  const v = await readable(deps, actor, id);
  const a = access(v);
  const side = sideOf(actor, a);
  if (!side) throw AppError.forbidden('Moderators read the evidence; the two sides give it');
  if (v.dispute.status !== 'open') throw AppError.conflict('This dispute is decided: no more evidence is taken');
  if (deps.now() >= v.dispute.evidenceUntil) throw AppError.conflict(`Evidence was taken until ${v.dispute.evidenceUntil.toISOString()}: a moderator decides now`);
  const files = input.files ?? [];
  const told = await deps.database.db.transaction(async (tx) => {
    const e = await repo.insertEvidence(tx, { disputeId: v.dispute.id, side, addedById: actor.id, text: input.text, files, createdAt: deps.now() });
    await deps.audit.record({
      actor, action: 'dispute.evidence', entityType: 'dispute', entityId: v.dispute.id, companyId: v.dispute.companyId, after: { evidenceId: e.id, side, files: files.length },
    }, tx);
    // The other side hears of it in the bell (no mail: the opening and the decision are mailed), naming no person.
    const kind = v.dispute.itemKind;
    return deps.notifier.raise(tx, [side === 'company'
      ? { to: { userId: v.itemAuthorId }, type: 'dispute', actorId: actor.id, quiet: true, title: `${v.companyName} added evidence to its dispute of your ${kind}`, subtitle: clip(v.itemTitle), action: authorPath(v.dispute.id) }
      : { to: { companyId: v.dispute.companyId }, type: 'dispute', actorId: actor.id, quiet: true, title: `The author added evidence to your dispute of a ${kind}`, subtitle: clip(v.itemTitle), action: companyPath(v.dispute.id) }]);
  });
  deps.notifier.announce(told);
  return getDispute(deps, actor, id);
}

/** GET /business/dispute: the company's disputes, newest first (its owner and managers). */
export async function listCompanyDisputes(deps: DisputesDeps, actor: Actor, q: DisputeListQuery): Promise<DisputeListResponse> {
  if (!actor.companyId || !actsForCompanyInDisputes(actor, actor.companyId)) throw AppError.forbidden("Only the company's owner or a manager reads its disputes");
  const { rows, total } = await repo.listCompanyDisputes(deps.database.db, actor.companyId, q.status, q.page, q.size);
  return { data: rows.map(presentDisputeSummary), meta: buildListMeta(q.page, q.size, total) };
}

/** GET /admin/dispute: the queue of the kinds the moderator decides, oldest deadline first. */
export async function listDisputeQueue(deps: DisputesDeps, actor: Actor, q: DisputeListQuery): Promise<DisputeListResponse> {
  const kinds = moderatedKinds(actor);
  if (!kinds.length) throw AppError.forbidden(`You need the ${PERMISSION_OF.review} or ${PERMISSION_OF.complaint} permission to do this`);
  const { rows, total } = await repo.listQueue(deps.database.db, kinds, q.status ?? 'open', q.page, q.size);
  return { data: rows.map(presentDisputeSummary), meta: buildListMeta(q.page, q.size, total) };
}

/**
 * POST /admin/dispute/{id}/decision: after the deadline, or once both sides have given evidence. Upheld hides the item through its module's moderation (its
 * figures, score, audit and the author's notice), in the same transaction as the decision (decision 168).
 */
export async function decideDispute(deps: DisputesDeps, actor: Actor, id: string, input: DecideDisputeRequest): Promise<Dispute> {
  const v = await repo.findDisputeView(deps.database.db, id);
  if (!v) throw notFound();
  const kind = v.dispute.itemKind as DisputeItemKind;
  if (!moderatesKind(actor, kind)) throw AppError.forbidden(`You need the ${PERMISSION_OF[kind]} permission to do this`);
  if (v.dispute.status !== 'open') throw AppError.conflict(`This dispute was ${v.dispute.status} already`);
  const now = deps.now();
  if (now < v.dispute.evidenceUntil && !(await repo.bothSidesGaveEvidence(deps.database.db, v.dispute.id))) {
    throw AppError.conflict(`Both sides may add evidence until ${v.dispute.evidenceUntil.toISOString()}: decide after it, or once both have given some`);
  }
  // The item as its watchers saw it before the decision (see announceDispute).
  const item = await findItem(deps.database.db, kind, v.dispute.itemId);
  const done = await deps.database.db.transaction(async (tx) => {
    const row = await repo.decideDisputeRow(tx, v.dispute.id, {
      status: input.outcome, decidedById: actor.id, decisionReason: input.reason, decisionNote: input.note ?? null, decidedAt: now,
    });
    if (!row) throw AppError.conflict('Another moderator decided this dispute meanwhile; reload it');
    if (input.outcome === 'upheld') await hideItem(deps, tx as unknown as Db, actor, kind, v.dispute.itemId, input);
    await repo.moveDisputeRecord(tx, v.dispute.companyId, input.outcome === 'upheld' ? { upheld: 1 } : { rejected: 1 });
    await deps.audit.record({
      actor, action: input.outcome === 'upheld' ? 'dispute.uphold' : 'dispute.reject', entityType: 'dispute', entityId: v.dispute.id, companyId: v.dispute.companyId,
      before: { status: 'open' }, after: { status: input.outcome, reason: input.reason, note: input.note ?? null, itemKind: kind, itemId: v.dispute.itemId },
    }, tx);
    const why = disputeDecisionReasonLabel(input.outcome, input.reason) + (input.note ? `: ${input.note}` : '');
    const result = input.outcome === 'upheld' ? `upheld: the ${kind} is hidden from the public` : `rejected: the ${kind} stays published`;
    const notices: NotificationItem[] = [
      { to: { userId: v.itemAuthorId }, type: 'dispute', actorId: actor.id, title: `The dispute about your ${kind} was ${result}`, subtitle: clip(`${v.itemTitle}: ${why}`), action: authorPath(v.dispute.id), excerpt: why },
      { to: { companyId: v.dispute.companyId }, type: 'dispute', actorId: actor.id, title: `Your dispute of a ${kind} was ${result}`, subtitle: clip(`${v.itemTitle}: ${why}`), action: companyPath(v.dispute.id), excerpt: why },
    ];
    return deps.notifier.raise(tx, notices);
  });
  deps.notifier.announce(done);
  if (item) announceDispute(deps, kind, item);
  return getDispute(deps, actor, id);
}

/**
 * The item's own moderation hides it, given the dispute's transaction as its database (its own transaction becomes a
 * savepoint of this one): the decision and the hide commit together or not at all. An item hidden, held or removed
 * meanwhile is left as it is.
 */
async function hideItem(deps: DisputesDeps, tx: Db, actor: Actor, kind: DisputeItemKind, itemId: string, input: Extract<DecideDisputeRequest, { outcome: 'upheld' }>) {
  const database = { ...deps.database, db: tx };
  const request = { action: 'hide' as const, reason: input.reason, ...(input.note ? { note: input.note } : {}) };
  if (kind === 'review') {
    const r = await findReviewRow(tx, itemId);
    if (r && allowedActions(reviewFacts(r)).includes('hide')) await moderateReview({ ...deps.reviews, database }, actor, itemId, request);
  } else {
    const c = await findComplaintRow(tx, itemId);
    if (c && allowedActions(complaintFacts(c)).includes('hide')) await moderateComplaint({ ...deps.complaints, database }, actor, itemId, request);
  }
}
