// GET /api/business/dashboard/dashboardData/{id} and GET /api/business/dashboard/comparison: a company's figures for a
// date range, and its category's beside them. Refusals (a range the plan does not allow) are shown on the page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardComparison, DashboardData } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';

/** Calendar days, both included; undefined asks for the server's default (the last 30 days). */
export interface DashboardRange { startDate?: string; endDate?: string }

export const dashboardKeys = {
  all: ['business-dashboard'] as const,
  data: (companyId: string, r: DashboardRange) => ['business-dashboard', 'data', companyId, r.startDate ?? '', r.endDate ?? ''] as const,
  comparison: (companyId: string, r: DashboardRange) => ['business-dashboard', 'comparison', companyId, r.startDate ?? '', r.endDate ?? ''] as const,
};

export const getDashboardData = (companyId: string, r: DashboardRange, signal?: AbortSignal) =>
  api.get<DashboardData>(`/business/dashboard/dashboardData/${encodeURIComponent(companyId)}`, { query: { startDate: r.startDate, endDate: r.endDate }, signal });

export const getDashboardComparison = (companyId: string, r: DashboardRange, signal?: AbortSignal) =>
  api.get<DashboardComparison>('/business/dashboard/comparison', { query: { companyId, startDate: r.startDate, endDate: r.endDate }, signal });

export const useDashboardData = (companyId: string, r: DashboardRange) =>
  useQuery({
    queryKey: dashboardKeys.data(companyId, r),
    queryFn: ({ signal }) => getDashboardData(companyId, r, signal),
    placeholderData: keepPreviousData,
    retry: false,
    meta: { errorDialog: false },
  });

export const useDashboardComparison = (companyId: string, r: DashboardRange) =>
  useQuery({
    queryKey: dashboardKeys.comparison(companyId, r),
    queryFn: ({ signal }) => getDashboardComparison(companyId, r, signal),
    placeholderData: keepPreviousData,
    retry: false,
    meta: { errorDialog: false },
  });
