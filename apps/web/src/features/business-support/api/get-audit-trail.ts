// GET /api/business/audit/search/{companyId}: the company's audit trail, newest first (read-only).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditListResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { supportKeys, type AuditParams } from './keys.ts';

export const getAuditTrail = (companyId: string, q: AuditParams, signal?: AbortSignal) =>
  api.get<AuditListResponse>(`/business/audit/search/${encodeURIComponent(companyId)}`, { query: { search: q.search, from: q.from, to: q.to, page: q.page }, signal });

export const useAuditTrail = (companyId: string, q: AuditParams) =>
  useQuery({ queryKey: supportKeys.audit(companyId, q), queryFn: ({ signal }) => getAuditTrail(companyId, q, signal), placeholderData: keepPreviousData });
