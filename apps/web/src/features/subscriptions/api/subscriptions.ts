// Admin plan calls (subscriptions.manage, decisions 129 and 130): plans, the companies on each, assigning a plan, and
// invoices across companies with their settlement.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminInvoice, AdminInvoiceList, AdminPlanList, AdminSubscriptionList, ChoosePlanResponse, InvoiceSettle, PlanCreate, PlanSaveResponse, PlanUpdate,
} from '@redress/contract';
import { api } from '../../../lib/api-client.ts';

export const SUBSCRIPTIONS_PAGE_SIZE = 20;
export const INVOICES_PAGE_SIZE = 20;

export interface SubscriptionListParams { plan?: string; search?: string; page: number }
export interface InvoiceListParams { status?: AdminInvoice['status']; companyId?: string; page: number }

export const subscriptionKeys = {
  all: ['admin', 'subscriptions'] as const,
  plans: ['admin', 'subscriptions', 'plans'] as const,
  list: (q: SubscriptionListParams) => ['admin', 'subscriptions', 'list', q] as const,
  invoices: (q: InvoiceListParams) => ['admin', 'subscriptions', 'invoices', q] as const,
};

export const useAdminPlans = () => useQuery({
  queryKey: subscriptionKeys.plans,
  queryFn: ({ signal }) => api.get<AdminPlanList>('/admin/plans', { signal }),
  meta: { errorDialog: false },
});

/** Creates a plan (no id) or edits one; every admin plan list and count is read again after. */
export function useSavePlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id?: undefined; input: PlanCreate } | { id: string; input: PlanUpdate }) =>
      v.id ? api.patch<PlanSaveResponse>(`/admin/plans/${v.id}`, v.input) : api.post<PlanSaveResponse>('/admin/plans', v.input),
    meta: { errorDialog: false },
    onSuccess: () => qc.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}

export const useAdminSubscriptions = (q: SubscriptionListParams) => useQuery({
  queryKey: subscriptionKeys.list(q),
  queryFn: ({ signal }) => api.get<AdminSubscriptionList>('/admin/subscriptions', { query: { size: SUBSCRIPTIONS_PAGE_SIZE, ...q }, signal }),
  placeholderData: keepPreviousData,
  meta: { errorDialog: false },
});

export function useAssignPlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, planCode }: { companyId: string; planCode: string }) =>
      api.put<ChoosePlanResponse>(`/admin/subscriptions/${encodeURIComponent(companyId)}`, { planCode }),
    meta: { errorDialog: false },
    onSuccess: () => qc.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}

export const useAdminInvoices = (q: InvoiceListParams) => useQuery({
  queryKey: subscriptionKeys.invoices(q),
  queryFn: ({ signal }) => api.get<AdminInvoiceList>('/admin/invoices', { query: { size: INVOICES_PAGE_SIZE, ...q }, signal }),
  placeholderData: keepPreviousData,
  meta: { errorDialog: false },
});

export function useSettleInvoice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string } & InvoiceSettle) => api.patch<AdminInvoice>(`/admin/invoices/${encodeURIComponent(id)}`, { status }),
    onSuccess: () => qc.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
