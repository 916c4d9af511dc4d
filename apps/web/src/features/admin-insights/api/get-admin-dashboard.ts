// GET /api/admin/dashboard/dashboardData, POST /api/admin/dashboard/GetNewUsers and GET
// /api/admin/dashboard/unverifiedCompaniesData: the admin dashboard's figures, new customers over a range, and the
// queue of companies awaiting verification (companies.manage; decision 125).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminDashboardData, NewUsersRequest, NewUsersResponse, UnverifiedCompaniesResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';

export const adminDashboardKeys = {
  data: ['admin-dashboard', 'data'] as const,
  newUsers: (r: NewUsersRequest) => ['admin-dashboard', 'new-users', r.startDate, r.endDate, r.interval] as const,
  unverified: (page: number) => ['admin-dashboard', 'unverified', page] as const,
};

export const useAdminDashboardData = () =>
  useQuery({ queryKey: adminDashboardKeys.data, queryFn: ({ signal }) => api.get<AdminDashboardData>('/admin/dashboard/dashboardData', { signal }) });

export const useNewUsers = (r: NewUsersRequest, enabled: boolean) =>
  useQuery({
    queryKey: adminDashboardKeys.newUsers(r),
    queryFn: ({ signal }) => api.post<NewUsersResponse>('/admin/dashboard/GetNewUsers', r, { signal }),
    enabled, placeholderData: keepPreviousData, retry: false, meta: { errorDialog: false },
  });

export const useUnverifiedCompanies = (page: number, enabled: boolean) =>
  useQuery({
    queryKey: adminDashboardKeys.unverified(page),
    queryFn: ({ signal }) => api.get<UnverifiedCompaniesResponse>('/admin/dashboard/unverifiedCompaniesData', { query: { page, size: 10 }, signal }),
    enabled, placeholderData: keepPreviousData,
  });
