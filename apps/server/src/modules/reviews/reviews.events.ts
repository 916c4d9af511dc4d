// Review domain events -> socket rooms (ARCHITECTURE rule 9). Events carry ids and the action, never who acted or
// wrote it: clients refetch through the API, whose presenter decides what each viewer sees.
import type { Server } from 'socket.io';
import { REVIEW_EVENT, type ReviewEvent } from '@redress/contract';
import { rooms } from '../../plugins/realtime.ts';

export interface ReviewEventInput {
  action: ReviewEvent['action'];
  review: { id: string; companyId: string; customerId: string; hidden: boolean; status: string };
}

/** The spec's message prefix for review events (section 4: rev). */
export const EVENT_PREFIX = 'rev';

export const toEvent = (e: ReviewEventInput): ReviewEvent => ({
  message: `${EVENT_PREFIX}:${e.action}:${e.review.id}`,
  action: e.action,
  reviewId: e.review.id,
  companyId: e.review.companyId,
});

/** Its author, its company and, when anyone may see it, the watchers of the review. */
export function roomsOf(e: ReviewEventInput): string[] {
  const out = [rooms.user(e.review.customerId), rooms.company(e.review.companyId)];
  if (!e.review.hidden && e.review.status === 'published') out.push(rooms.review(e.review.id));
  return out;
}

export function createReviewPublisher(io: Server | undefined): (e: ReviewEventInput) => void {
  return (e) => {
    if (!io) return;
    io.to(roomsOf(e)).emit(REVIEW_EVENT, toEvent(e));
  };
}
