// Rating domain events -> socket rooms (ARCHITECTURE rule 9): the company's room (its page and dashboard refetch the
// figures) and the rater's own (My ratings in another tab). Ids and the action only, never who rated.
import type { Server } from 'socket.io';
import { RATING_EVENT, type RatingEvent } from '@redress/contract';
import { rooms } from '../../plugins/realtime.ts';

export interface RatingEventInput {
  action: RatingEvent['action'];
  rating: { id: string; companyId: string; customerId: string };
}

/** The message prefix for rating events, like complaints' cpt. */
export const EVENT_PREFIX = 'rat';

export const toEvent = (e: RatingEventInput): RatingEvent => ({
  message: `${EVENT_PREFIX}:${e.action}:${e.rating.id}`,
  action: e.action,
  ratingId: e.rating.id,
  organizationId: e.rating.companyId,
});

export const roomsOf = (e: RatingEventInput) => [rooms.company(e.rating.companyId), rooms.user(e.rating.customerId)];

export function createRatingPublisher(io: Server | undefined): (e: RatingEventInput) => void {
  return (e) => {
    if (!io) return;
    io.to(roomsOf(e)).emit(RATING_EVENT, toEvent(e));
  };
}
