// Query keys of the rating calls, in one place so that every mutation invalidates what it changes.
export interface MyRatingsParams { page: number; organizationId?: string }

export const ratingKeys = {
  all: ['ratings'] as const,
  mine: (q: MyRatingsParams) => ['ratings', 'mine', q] as const,
  mineAll: ['ratings', 'mine'] as const,
};
