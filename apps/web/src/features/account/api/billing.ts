// The business's plan: the plans on offer, its subscription and usage, choosing a plan, its invoices.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChoosePlanResponse, CompanySubscription, InvoiceListResponse, PlanListResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';

export const INVOICES_PAGE_SIZE = 10;
export const billingKeys = {
  plans: ['business', 'plans'] as const,
  subscription: (companyId: string) => ['business', 'subscription', companyId] as const,
  invoices: (companyId: string) => ['business', 'invoices', companyId] as const,
  invoicePage: (companyId: string, page: number) => ['business', 'invoices', companyId, page] as const,
};

export const getPlans = () => api.get<PlanListResponse>('/business/plans');
export const usePlans = () => useQuery({ queryKey: billingKeys.plans, queryFn: getPlans, staleTime: 5 * 60_000 });

export const getSubscription = (companyId: string) => api.get<CompanySubscription>(`/business/subscription/${encodeURIComponent(companyId)}`);
export const useSubscription = (companyId: string) => useQuery({ queryKey: billingKeys.subscription(companyId), queryFn: () => getSubscription(companyId) });

export const getInvoices = (companyId: string, page: number) =>
  api.get<InvoiceListResponse>(`/business/invoices/${encodeURIComponent(companyId)}`, { query: { page, size: INVOICES_PAGE_SIZE } });
export const useInvoices = (companyId: string, page: number) =>
  useQuery({ queryKey: billingKeys.invoicePage(companyId, page), queryFn: () => getInvoices(companyId, page), placeholderData: keepPreviousData });

export function useChoosePlan(companyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (planCode: string) => api.put<ChoosePlanResponse>(`/business/subscription/${encodeURIComponent(companyId)}`, { planCode }),
    meta: { errorDialog: false },
    onSuccess: (r) => {
      qc.setQueryData(billingKeys.subscription(companyId), r.subscription);
      void qc.invalidateQueries({ queryKey: billingKeys.invoices(companyId) });
    },
  });
}
