// Query keys of the complaint calls, in one place so that every mutation invalidates what it changes.
import type { ComplaintStatus } from '@redress/contract';

/** The query of GET /complaint and GET /complaint/complaintByOrganizationId/{id} as the web app sends it. */
export interface ComplaintListParams { search?: string; status?: ComplaintStatus; page: number; size?: number }

export const complaintKeys = {
  all: ['complaints'] as const,
  lists: ['complaints', 'list'] as const,
  mine: (q: ComplaintListParams) => ['complaints', 'list', 'mine', q] as const,
  company: (ref: string, q: ComplaintListParams) => ['complaints', 'list', 'company', ref.toLowerCase(), q] as const,
  details: ['complaints', 'one'] as const,
  one: (ref: string) => ['complaints', 'one', ref.toLowerCase()] as const,
  comments: (id: string) => ['complaints', 'comments', id] as const,
  dashboard: ['complaints', 'dashboard'] as const,
};
