import { describe, expect, it } from 'vitest';
import { roomsOf, toEvent } from './ratings.events.ts';

describe('rating events', () => {
  const e = { action: 'replaced' as const, rating: { id: 'r1', companyId: 'c1', customerId: 'u1' } };
  it('go to the company\'s room and the rater\'s, with ids only', () => {
    expect(roomsOf(e)).toEqual(['company:c1', 'user:u1']);
    expect(toEvent(e)).toEqual({ message: 'rat:replaced:r1', action: 'replaced', ratingId: 'r1', organizationId: 'c1' });
  });
});
