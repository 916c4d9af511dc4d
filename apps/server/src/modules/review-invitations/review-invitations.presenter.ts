// Invitation rows -> DTOs. The token never leaves the server after the answer that made it (it is stored hashed).
import type { ReviewInvitation, ReviewInvitationState } from '@redress/contract';
import type { ReviewInvitationRow } from './review-invitations.repository.ts';

export function invitationState(r: Pick<ReviewInvitationRow, 'spentAt' | 'expiresAt' | 'openedAt'>, now: Date): ReviewInvitationState {
  if (r.spentAt) return 'reviewed';
  if (r.expiresAt.getTime() <= now.getTime()) return 'expired';
  return r.openedAt ? 'opened' : 'sent';
}

export function presentInvitation(r: ReviewInvitationRow, now: Date): ReviewInvitation {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    channel: r.channel,
    state: invitationState(r, now),
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    openedAt: r.openedAt?.toISOString() ?? null,
    reviewedAt: r.spentAt?.toISOString() ?? null,
    reviewId: r.reviewId,
  };
}

/** "a***@example.com": enough for its owner to know which account to sign in with. */
export function emailHint(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
