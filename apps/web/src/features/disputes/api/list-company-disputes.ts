// GET /api/business/dispute: the company's disputes, newest first (its owner and managers).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DisputeListResponse, DisputeStatus } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { disputeKeys } from './keys.ts';

export const DISPUTE_PAGE_SIZE = 20;

export const listCompanyDisputes = (q: { page: number; status?: DisputeStatus }, signal?: AbortSignal) =>
  api.get<DisputeListResponse>('/business/dispute', { query: { size: DISPUTE_PAGE_SIZE, ...q }, signal });

export const useCompanyDisputes = (q: { page: number; status?: DisputeStatus }) =>
  useQuery({ queryKey: disputeKeys.company(q), queryFn: ({ signal }) => listCompanyDisputes(q, signal), placeholderData: keepPreviousData, meta: { errorDialog: false } });
