// Dispute DTOs: what each side and a moderator read. Evidence names a side, never a person: the company never learns
// who wrote an anonymous item, and the author never learns which of the company's people disputed it.
import {
  DISPUTE_REASON_LABELS, disputeDecisionReasonLabel, type Dispute, type DisputeEvidence, type DisputeItemKind, type DisputeReason, type DisputeSide,
  type DisputeStatus, type DisputeSummary,
} from '@redress/contract';
import type { DisputeView, EvidenceRow } from './disputes.repository.ts';

export function presentEvidence(e: EvidenceRow, viewerSide: DisputeSide | null): DisputeEvidence {
  const side = e.side as DisputeSide;
  return { id: e.id, side, mine: viewerSide === side, text: e.text, files: e.files, createdAt: e.createdAt.toISOString() };
}

export function presentDisputeSummary(v: DisputeView): DisputeSummary {
  const d = v.dispute;
  const outcome = d.status === 'upheld' || d.status === 'rejected' ? d.status : null;
  return {
    id: d.id, itemKind: d.itemKind as DisputeItemKind, itemId: d.itemId, itemCode: v.itemCode, itemTitle: v.itemTitle,
    company: { id: d.companyId, name: v.companyName },
    reason: d.reason as DisputeReason, reasonLabel: DISPUTE_REASON_LABELS[d.reason as DisputeReason] ?? d.reason, statement: d.statement,
    status: d.status as DisputeStatus, evidenceUntil: d.evidenceUntil.toISOString(),
    decision: outcome && d.decidedAt ? {
      outcome, reason: d.decisionReason ?? '', reasonLabel: disputeDecisionReasonLabel(outcome, d.decisionReason ?? ''), note: d.decisionNote, decidedAt: d.decidedAt.toISOString(),
    } : null,
    evidenceCount: v.evidenceCount,
    createdAt: d.createdAt.toISOString(),
  };
}

export function presentDispute(v: DisputeView, evidence: EvidenceRow[], viewer: { side: DisputeSide | null; canAddEvidence: boolean }): Dispute {
  const { evidenceCount: _count, ...summary } = presentDisputeSummary(v);
  return { ...summary, canAddEvidence: viewer.canAddEvidence, viewerSide: viewer.side, evidence: evidence.map((e) => presentEvidence(e, viewer.side)) };
}
