// Query keys of the review calls, in one place so that every mutation invalidates what it changes.
import type { ReviewSort } from '@redress/contract';

export interface CompanyReviewParams { page: number; stars?: number; sort?: ReviewSort }

export const reviewKeys = {
  all: ['reviews'] as const,
  lists: ['reviews', 'list'] as const,
  mine: (page: number) => ['reviews', 'list', 'mine', page] as const,
  latest: (size: number) => ['reviews', 'list', 'latest', size] as const,
  company: (ref: string, q: CompanyReviewParams) => ['reviews', 'list', 'company', ref.toLowerCase(), q] as const,
  one: (ref: string) => ['reviews', 'one', ref.toLowerCase()] as const,
};
