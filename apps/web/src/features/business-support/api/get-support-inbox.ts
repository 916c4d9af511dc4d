// GET /api/business/support/search/{companyId}: complaints and reviews waiting for the company, soonest due first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SupportInboxResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { supportKeys, type InboxParams } from './keys.ts';

export const getSupportInbox = (companyId: string, q: InboxParams, signal?: AbortSignal) =>
  api.get<SupportInboxResponse>(`/business/support/search/${encodeURIComponent(companyId)}`, {
    query: { status: q.status, kind: q.kind, overdue: q.overdue, product: q.product, from: q.from, to: q.to, page: q.page }, signal,
  });

export const useSupportInbox = (companyId: string, q: InboxParams, enabled = true) =>
  useQuery({ queryKey: supportKeys.inbox(companyId, q), queryFn: ({ signal }) => getSupportInbox(companyId, q, signal), placeholderData: keepPreviousData, enabled });
