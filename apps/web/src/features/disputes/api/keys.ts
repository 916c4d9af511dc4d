// Query keys of the dispute calls: a write refreshes the dispute, the lists, and the disputed item.
import type { DisputeItemKind, DisputeStatus } from '@redress/contract';

export const disputeKeys = {
  all: ['disputes'] as const,
  one: (id: string) => ['disputes', 'one', id] as const,
  ofItem: (kind: DisputeItemKind, itemId: string) => ['disputes', 'item', kind, itemId] as const,
  company: (q: { page: number; status?: DisputeStatus }) => ['disputes', 'company', q] as const,
  queue: (q: { page: number; status?: DisputeStatus }) => ['disputes', 'queue', q] as const,
};

/** The disputed item's own queries (features/reviews and features/complaints key them so). */
export const itemKeyOf = (kind: DisputeItemKind) => [kind === 'review' ? 'reviews' : 'complaints'] as const;
