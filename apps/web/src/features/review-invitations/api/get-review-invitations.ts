// GET /api/business/review-invitations: the company's invitations (newest first), their counts and the month's allowance.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReviewInvitationList } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { reviewInvitationKeys } from './keys.ts';

export const INVITATIONS_PAGE_SIZE = 20;

export const getReviewInvitations = (page: number) => api.get<ReviewInvitationList>('/business/review-invitations', { query: { page, size: INVITATIONS_PAGE_SIZE } });

export const useReviewInvitations = (page: number) =>
  useQuery({ queryKey: reviewInvitationKeys.list(page), queryFn: () => getReviewInvitations(page), placeholderData: keepPreviousData });
