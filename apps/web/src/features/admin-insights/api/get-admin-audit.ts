// GET /api/admin/audit/search: the platform's audit log, newest first, searchable (audit.view; decision 126).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminAuditListResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';

export interface AdminAuditParams {
  actor?: string;
  action?: string;
  entityType?: string;
  entityId?: string;
  from?: string;
  to?: string;
  page: number;
}

export const useAdminAudit = (p: AdminAuditParams) =>
  useQuery({
    queryKey: ['admin-audit', p] as const,
    queryFn: ({ signal }) => api.get<AdminAuditListResponse>('/admin/audit/search', { query: { ...p }, signal }),
    placeholderData: keepPreviousData, retry: false, meta: { errorDialog: false },
  });
