// Moderation DTOs: what a moderator sees of an item (its real author even when anonymous) and of its history.
import type { ModerationDetail, ModerationHistoryEntry, ModerationItem, ModerationKind, ModerationReport } from '@redress/contract';
import { allowedActions, stateOf, type ModerationFacts } from './moderation.policy.ts';
import type { HistoryRow, ModerationRow, ReportRow } from './moderation.repository.ts';

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
    deletedAt: facts.deleted && r.deletedAt ? r.deletedAt.toISOString() : null, deletedByAuthor: facts.deletedByAuthor, openReports: r.openReports,
    source: kind === 'review' ? r.source : null, verifiedVia: kind === 'review' ? r.verifiedVia : null,
    createdAt: r.createdAt.toISOString(),
  };
}

export function presentHistoryEntry(h: HistoryRow): ModerationHistoryEntry {
  const name = h.actorId ? `${h.actorFirstName ?? ''} ${h.actorLastName ?? ''}`.trim() || 'Someone' : 'Redress';
  return { id: h.id, action: h.action, actor: { id: h.actorId, name, role: h.actorRole ?? 'system' }, before: h.before, after: h.after, createdAt: h.createdAt.toISOString() };
}

/** A report as a moderator reads it: who made it (moderators only; never the author or the company), why and when. */
export const presentReport = (p: ReportRow): ModerationReport => ({
  id: p.id, reason: p.reason, createdAt: p.createdAt.toISOString(),
  reporter: { id: p.reporterId, name: `${p.reporterFirstName} ${p.reporterLastName}`.trim() || p.reporterEmail, role: p.reporterRole },
});

export const presentModerationDetail = (kind: ModerationKind, r: ModerationRow, history: HistoryRow[], reports: ReportRow[]): ModerationDetail => ({
  item: presentModerationItem(kind, r), history: history.map(presentHistoryEntry), reports: reports.map(presentReport), actions: allowedActions(factsOf(kind, r)),
});
