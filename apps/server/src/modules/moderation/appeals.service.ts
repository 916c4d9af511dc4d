// Appeals (issue 39): the author of a complaint, review or rating a moderator hid or removed appeals once, within
// APPEAL_WINDOW_DAYS, with a statement; another moderator restores it (through the moderation restore path, so figures
// and the score move as for any restore) or upholds the decision, with a note the author reads on the item and by mail.
import {
  APPEAL_WINDOW_DAYS, buildListMeta, MODERATION_KINDS, MODERATION_REASON_LABELS, MODERATION_REASONS, type Appeal, type AppealListResponse, type AppealQueueQuery,
  type CreateAppealRequest, type DecideAppealRequest, type ModerationKind, type ModerationNotice, type ModerationReason, type MyModeratedListResponse, type PageQuery,
} from '@redress/contract';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/tokens.ts';
import { appealDecidedNotices } from '../notifications/notifications.kinds.ts';
import type { NotificationRow } from '../notifications/notifications.repository.ts';
import { appealDeadline, isAppealable, noticesFor, presentNotice } from './decisions.service.ts';
import * as decisions from './decisions.repository.ts';
import { assertModerator, moderate, PERMISSION_OF, type ModerationDeps } from './moderation.service.ts';
import { factsOf } from './moderation.presenter.ts';
import * as repo from './moderation.repository.ts';

const NOUN = { complaint: 'Complaint', review: 'Review', rating: 'Rating' } as const;
const isReason = (r: string | null): r is ModerationReason => r !== null && (MODERATION_REASONS as readonly string[]).includes(r);
/** Where the author reads the item: its page (kept for them when removed), or their list of decisions for a rating. */
const authorPath = (kind: ModerationKind, id: string) => (kind === 'rating' ? '/moderation-decisions' : `/${kind}s/${id}`);

/** POST /moderation/appeals: the author appeals the moderator's latest decision on their item. */
export async function fileAppeal(deps: ModerationDeps, actor: Actor, input: CreateAppealRequest): Promise<ModerationNotice> {
  if (actor.role !== 'user') throw AppError.forbidden('Only the author of a complaint, review or rating appeals a decision on it');
  const db = deps.database.db;
  const row = await repo.findModerationRow(db, input.kind, input.itemId);
  if (!row) throw AppError.notFound(NOUN[input.kind]);
  if (row.customerId !== actor.id) throw AppError.forbidden(`Only its author appeals a decision on this ${input.kind}`);
  const facts = factsOf(input.kind, row);
  const latest = (await decisions.latestDecisions(db, input.kind, [row.id])).get(row.id);
  if (!latest || latest.decision.action === 'restore' || facts.deletedByAuthor || (!facts.deleted && !facts.hidden && !facts.flagged)) {
    throw AppError.conflict(`No moderator decision on this ${input.kind} stands: there is nothing to appeal`);
  }
  const d = latest.decision;
  if (!isAppealable(d.action)) throw AppError.conflict(`This ${input.kind} is held for a moderator, who has not decided yet: appeal once they have`);
  if (latest.appeal) throw AppError.conflict('You appealed this decision already: each decision can be appealed once');
  const now = deps.now();
  if (now > appealDeadline(d)) {
    throw AppError.conflict(`Appeals close ${APPEAL_WINDOW_DAYS} days after the decision; this one closed on ${appealDeadline(d).toISOString().slice(0, 10)}`);
  }
  const appeal = await db.transaction(async (tx) => {
    const inserted = await decisions.insertAppeal(tx, { decisionId: d.id, itemKind: input.kind, itemId: row.id, authorId: actor.id, statement: input.statement, createdAt: now });
    if (!inserted) throw AppError.conflict('You appealed this decision already: each decision can be appealed once');
    await deps.audit.record({ actor, action: 'appeal.create', entityType: input.kind, entityId: row.id, companyId: row.companyId, after: { appealId: inserted.id, decisionId: d.id } }, tx);
    return inserted;
  });
  return presentNotice({ decision: d, appeal }, now)!;
}

/** GET /moderation/mine: the caller's items a moderator hid, held or removed, each with why and its appeal. */
export async function listMyModerated(deps: ModerationDeps, actor: Actor, q: PageQuery): Promise<MyModeratedListResponse> {
  if (actor.role !== 'user') return { data: [], meta: buildListMeta(q.page, q.size, 0) };
  const db = deps.database.db;
  const { rows, total } = await repo.listAuthorModerated(db, actor.id, q.page, q.size);
  const now = deps.now();
  const byKind = await Promise.all(MODERATION_KINDS.map((k) => noticesFor(db, k, rows.filter((r) => r.kind === k).map((r) => r.id), now)));
  const notices = new Map(MODERATION_KINDS.map((k, i) => [k, byKind[i]!]));
  const data = rows.flatMap((r) => {
    const notice = notices.get(r.kind)!.get(r.id);
    // An item held before decisions were recorded has no decision to show: it is left out, not invented.
    return notice ? [{ kind: r.kind, itemId: r.id, title: r.title, companyName: r.companyName, path: r.kind === 'rating' ? null : authorPath(r.kind, r.id), notice }] : [];
  });
  return { data, meta: buildListMeta(q.page, q.size, total) };
}

/** The kinds the moderator may decide appeals on (the kind's moderation permission). */
function kindsOf(actor: Actor): ModerationKind[] {
  const kinds = MODERATION_KINDS.filter((k) => actor.role === 'admin' && actor.permissions.includes(PERMISSION_OF[k]));
  if (!kinds.length) throw AppError.forbidden('You need a moderation permission (complaints, reviews or ratings) to read appeals');
  return kinds;
}

function presentAppeal(actor: Actor, a: decisions.AppealRow, d: decisions.DecisionRow, item: repo.ModerationRow | undefined): Appeal {
  const reason = isReason(d.reason) ? d.reason : null;
  return {
    id: a.id, kind: a.itemKind as ModerationKind, itemId: a.itemId, itemTitle: item?.title ?? '', itemText: item?.text ?? '', companyName: item?.companyName ?? null,
    statement: a.statement, status: a.status as Appeal['status'], createdAt: a.createdAt.toISOString(),
    decision: { action: d.action, reason, reasonLabel: reason ? MODERATION_REASON_LABELS[reason] : null, note: d.note, moderatorId: d.moderatorId, decidedAt: d.decidedAt.toISOString() },
    canDecide: a.status === 'pending' && d.moderatorId !== actor.id, decidedAt: a.decidedAt?.toISOString() ?? null, decisionNote: a.decisionNote,
  };
}

/** GET /admin/appeals: the queue of the kinds the moderator decides, oldest first. */
export async function listAppeals(deps: ModerationDeps, actor: Actor, q: AppealQueueQuery): Promise<AppealListResponse> {
  const kinds = kindsOf(actor);
  const db = deps.database.db;
  const { rows, total } = await decisions.listAppeals(db, kinds, q.status, q.page, q.size);
  const items = await Promise.all(kinds.map((k) => repo.findModerationRows(db, k, rows.filter((r) => r.appeal.itemKind === k).map((r) => r.appeal.itemId))));
  const byId = new Map(items.flat().map((i) => [i.id, i]));
  return { data: rows.map((r) => presentAppeal(actor, r.appeal, r.decision, byId.get(r.appeal.itemId))), meta: buildListMeta(q.page, q.size, total) };
}

/** POST /admin/appeals/{id}/decision: another moderator restores the item or upholds the decision, with a note. */
export async function decideAppeal(deps: ModerationDeps, actor: Actor, id: string, input: DecideAppealRequest): Promise<Appeal> {
  const db = deps.database.db;
  const appeal = await decisions.findAppeal(db, id);
  if (!appeal) throw AppError.notFound('Appeal');
  const kind = appeal.itemKind as ModerationKind;
  assertModerator(actor, kind);
  if (appeal.status !== 'pending') throw AppError.conflict('This appeal is decided already');
  const decision = (await decisions.findDecision(db, appeal.decisionId))!;
  if (decision.moderatorId === actor.id) throw AppError.forbidden('You made the decision appealed: another moderator decides the appeal');
  const item = await repo.findModerationRow(db, kind, appeal.itemId);
  if (!item) throw AppError.notFound(NOUN[kind]);
  const now = deps.now();
  let told: NotificationRow[] = [];
  const settle = async (tx: Tx) => {
    const settled = await decisions.settleAppeal(tx, appeal.id, { status: input.outcome === 'restore' ? 'restored' : 'upheld', decidedById: actor.id, decisionNote: input.note, decidedAt: now });
    if (!settled) throw AppError.conflict('This appeal is decided already');
    await deps.audit.record({
      actor, action: input.outcome === 'restore' ? 'appeal.restore' : 'appeal.uphold', entityType: kind, entityId: appeal.itemId, companyId: decision.companyId,
      before: { appealId: appeal.id, status: 'pending' }, after: { status: settled.status, note: input.note },
    }, tx);
    told = await deps.notifier.raise(tx, appealDecidedNotices({
      outcome: input.outcome, what: kind, itemTitle: kind === 'rating' ? `Your ${item.stars}-star rating of ${item.companyName ?? 'a company'}` : item.title,
      path: authorPath(kind, appeal.itemId), actorId: actor.id, authorId: appeal.authorId, note: input.note,
    }));
    return { toldAuthor: true };
  };
  if (input.outcome === 'restore') {
    // The moderation restore path: the item's module moves its figures and the score, audits and records the decision.
    await moderate(deps, actor, kind, appeal.itemId, { action: 'restore', reason: isReason(decision.reason) ? decision.reason : 'other', note: `On appeal: ${input.note}` }, settle);
  } else {
    await db.transaction(settle);
  }
  deps.notifier.announce(told);
  const after = (await decisions.findAppeal(db, appeal.id))!;
  return presentAppeal(actor, after, decision, item);
}
