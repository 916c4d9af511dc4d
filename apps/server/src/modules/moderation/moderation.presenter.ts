// Moderation DTOs: what a moderator sees of an item (its real author even when anonymous) and of its history.
import type { ModerationDetail, ModerationHistoryEntry, ModerationItem, ModerationKind } from '@redress/contract';
import { allowedActions, stateOf, type ModerationFacts } from './moderation.policy.ts';
import type { HistoryRow, ModerationRow } from './moderation.repository.ts';

/** The row's facts; a held rating carries deletedAt without being deleted (decision 121). */
export function factsOf(kind: ModerationKind, r: ModerationRow): ModerationFacts {
  const deleted = kind === 'rating' ? !!r.deletedAt && !r.hidden && !r.flagged : !!r.deletedAt;
  return { hidden: r.hidden, flagged: r.flagged, deleted, deletedByAuthor: deleted && r.deletedById === r.customerId };
}

export function presentModerationItem(kind: ModerationKind, r: ModerationRow): ModerationItem {
  const facts = factsOf(kind, r);
  return {
    id: r.id, kind, uniqueId: r.uniqueId, title: r.title, text: r.text, status: r.status, state: stateOf(facts),
    hidden: r.hidden, flagged: r.flagged, stars: r.stars, anonymous: r.anonymous,
    company: r.companyId ? { id: r.companyId, name: r.companyName ?? '' } : null,
    author: { id: r.customerId, name: `${r.authorFirstName} ${r.authorLastName}`.trim() || r.authorEmail, email: r.authorEmail },
    flagReason: r.flagReason, deleteReason: r.deleteReason,
    deletedAt: facts.deleted && r.deletedAt ? r.deletedAt.toISOString() : null, deletedByAuthor: facts.deletedByAuthor,
    createdAt: r.createdAt.toISOString(),
  };
}

export function presentHistoryEntry(h: HistoryRow): ModerationHistoryEntry {
  const name = h.actorId ? `${h.actorFirstName ?? ''} ${h.actorLastName ?? ''}`.trim() || 'Someone' : 'Redress';
  return { id: h.id, action: h.action, actor: { id: h.actorId, name, role: h.actorRole ?? 'system' }, before: h.before, after: h.after, createdAt: h.createdAt.toISOString() };
}

export const presentModerationDetail = (kind: ModerationKind, r: ModerationRow, history: HistoryRow[]): ModerationDetail => ({
  item: presentModerationItem(kind, r), history: history.map(presentHistoryEntry), actions: allowedActions(factsOf(kind, r)),
});
