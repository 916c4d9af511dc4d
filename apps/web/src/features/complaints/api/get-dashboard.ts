// GET /api/complaint/dashboard: the signed-in customer's counts for the /dashboard cards.
import { useQuery } from '@tanstack/react-query';
import type { CustomerDashboard } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { complaintKeys } from './keys.ts';

export const getCustomerDashboard = (signal?: AbortSignal) => api.get<CustomerDashboard>('/complaint/dashboard', { signal });

export const useCustomerDashboard = (enabled = true) =>
  useQuery({ queryKey: complaintKeys.dashboard, queryFn: ({ signal }) => getCustomerDashboard(signal), enabled, meta: { errorDialog: false } });
