// GET /api/admin/dispute: the moderators' queue, oldest deadline first (the kinds the moderator decides).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DisputeListResponse, DisputeStatus } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { disputeKeys } from './keys.ts';
import { DISPUTE_PAGE_SIZE } from './list-company-disputes.ts';

export const listDisputeQueue = (q: { page: number; status?: DisputeStatus }, signal?: AbortSignal) =>
  api.get<DisputeListResponse>('/admin/dispute', { query: { size: DISPUTE_PAGE_SIZE, ...q }, signal });

export const useDisputeQueue = (q: { page: number; status?: DisputeStatus }) =>
  useQuery({ queryKey: disputeKeys.queue(q), queryFn: ({ signal }) => listDisputeQueue(q, signal), placeholderData: keepPreviousData, meta: { errorDialog: false }, retry: false });
