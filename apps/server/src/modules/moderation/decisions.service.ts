// Moderation decisions (issue 39): every decision on a complaint, review or rating is recorded here, in the decision's own
// transaction, so that the author's view of "why", the public moderation log and the transparency page read one truth.
//
// For the code that decides elsewhere (company disputes, the review-bomb guard): call recordModerationDecision(tx, ...)
// in your transaction with your own action (e.g. 'dispute-upheld', 'dispute-rejected', 'burst-held'); the public log
// and the transparency page count any action they find, by month and reason.
import {
  APPEAL_WINDOW_DAYS, APPEALABLE_ACTIONS, MODERATION_REASON_LABELS, MODERATION_REASONS, type ModerationKind, type ModerationNotice, type ModerationReason,
} from '@redress/contract';
import type { DbOrTx, Tx } from '../../db/client.ts';
import * as repo from './decisions.repository.ts';

export interface ModerationDecisionInput {
  kind: ModerationKind;
  itemId: string;
  /** The company the item is about (null for a complaint to a prospect). */
  companyId: string | null;
  /** hide | flag | delete | restore, or another part's own action (e.g. 'dispute-upheld'). */
  action: string;
  /** A MODERATION_REASONS code, or null where none was given. */
  reason: string | null;
  note?: string | null;
  /** The moderator; null for a decision Redress made by itself. */
  moderatorId: string | null;
  itemCreatedAt: Date;
  decidedAt?: Date;
}

/** Records one decision in the caller's transaction. */
export function recordModerationDecision(tx: Tx | DbOrTx, d: ModerationDecisionInput): Promise<repo.DecisionRow> {
  return repo.insertDecision(tx, {
    itemKind: d.kind, itemId: d.itemId, companyId: d.companyId, action: d.action, reason: d.reason, note: d.note ?? null,
    moderatorId: d.moderatorId, itemCreatedAt: d.itemCreatedAt, ...(d.decidedAt ? { decidedAt: d.decidedAt } : {}),
  });
}

/** Work done in a decision's own transaction by whoever asked for it (an appeal's settlement); it may tell the author itself. */
export type WithinDecision = (tx: Tx) => Promise<{ toldAuthor?: boolean } | void>;

const DAY_MS = 86_400_000;
const isReason = (r: string | null): r is ModerationReason => r !== null && (MODERATION_REASONS as readonly string[]).includes(r);
export const isAppealable = (action: string) => (APPEALABLE_ACTIONS as readonly string[]).includes(action);
export const appealDeadline = (d: Pick<repo.DecisionRow, 'decidedAt'>) => new Date(d.decidedAt.getTime() + APPEAL_WINDOW_DAYS * DAY_MS);

/** The author's view of the latest decision on their item (null when that decision is a restore). */
export function presentNotice(found: { decision: repo.DecisionRow; appeal: repo.AppealRow | null }, now: Date): ModerationNotice | null {
  const { decision: d, appeal: a } = found;
  if (d.action === 'restore') return null;
  const appealable = isAppealable(d.action);
  const until = appealDeadline(d);
  const reason = isReason(d.reason) ? d.reason : null;
  return {
    decisionId: d.id, action: d.action, reason, reasonLabel: reason ? MODERATION_REASON_LABELS[reason] : null, note: d.note, decidedAt: d.decidedAt.toISOString(),
    canAppeal: appealable && !a && now <= until, appealableUntil: appealable ? until.toISOString() : null,
    appeal: a ? { id: a.id, status: a.status as 'pending', statement: a.statement, createdAt: a.createdAt.toISOString(), decidedAt: a.decidedAt?.toISOString() ?? null, decisionNote: a.decisionNote } : null,
  };
}

/**
 * The notices of a page of one kind's items for their author (one statement); the caller passes only the ids of items
 * the viewer wrote that a moderator holds now.
 */
export async function noticesFor(db: DbOrTx, kind: ModerationKind, itemIds: readonly string[], now: Date): Promise<Map<string, ModerationNotice>> {
  const out = new Map<string, ModerationNotice>();
  for (const [id, found] of await repo.latestDecisions(db, kind, itemIds)) {
    const notice = presentNotice(found, now);
    if (notice) out.set(id, notice);
  }
  return out;
}
