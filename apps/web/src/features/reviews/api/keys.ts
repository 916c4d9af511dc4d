// Query keys of the review calls, in one place so that every mutation invalidates what it changes.
import type { ReviewSort } from '@redress/contract';

export interface CompanyReviewParams { page: number; stars?: number; sort?: ReviewSort }
/** The query of GET /review/allReviews as the web app sends it (a business's: whether the company has answered). */
export interface MyReviewParams { page: number; stars?: number; answered?: boolean }

export const reviewKeys = {
  all: ['reviews'] as const,
  lists: ['reviews', 'list'] as const,
  mine: (q: MyReviewParams) => ['reviews', 'list', 'mine', q] as const,
  latest: (size: number) => ['reviews', 'list', 'latest', size] as const,
  company: (ref: string, q: CompanyReviewParams) => ['reviews', 'list', 'company', ref.toLowerCase(), q] as const,
  details: ['reviews', 'one'] as const,
  one: (ref: string) => ['reviews', 'one', ref.toLowerCase()] as const,
  comments: (reviewId: string) => ['reviews', 'comments', reviewId] as const,
  /** A reviewer's public profile and a page of their reviews (under 'reviews': a review's change refreshes it). */
  reviewer: (code: string, page: number) => ['reviews', 'reviewer', code, page] as const,
};
