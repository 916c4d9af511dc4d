// Query keys and URL state of the business support inbox and audit trail.
import type { InboxKind, InboxStatus } from '@redress/contract';

export interface InboxParams {
  status: InboxStatus[];
  kind?: InboxKind;
  overdue?: boolean;
  product?: string;
  from?: string;
  to?: string;
  page: number;
}

export interface AuditParams {
  search?: string;
  from?: string;
  to?: string;
  page: number;
}

export const supportKeys = {
  all: ['business-support'] as const,
  inbox: (companyId: string, q: InboxParams) => ['business-support', 'inbox', companyId, q] as const,
  audit: (companyId: string, q: AuditParams) => ['business-support', 'audit', companyId, q] as const,
};
