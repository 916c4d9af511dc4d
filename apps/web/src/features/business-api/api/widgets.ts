// A company's widgets (decision 116): list, save, change. Only the company's owner calls these.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveWidgetRequest, UpdateWidgetRequest, Widget, WidgetList } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';

export const widgetKeys = { list: (companyId: string) => ['business', 'widgets', companyId] as const };

export const getWidgets = (companyId: string) => api.get<WidgetList>(`/widget/companyId/${encodeURIComponent(companyId)}`);
export const useWidgets = (companyId: string) => useQuery({ queryKey: widgetKeys.list(companyId), queryFn: () => getWidgets(companyId) });

export function useSaveWidget(companyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<SaveWidgetRequest, 'companyId'>) => api.post<Widget>('/widget/save', { ...input, companyId }),
    meta: { errorDialog: false },
    onSuccess: () => qc.invalidateQueries({ queryKey: widgetKeys.list(companyId) }),
  });
}

export function useUpdateWidget(companyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateWidgetRequest) => api.put<Widget>(`/widget/updateByCompanyId/${encodeURIComponent(companyId)}`, input),
    meta: { errorDialog: false },
    onSuccess: () => qc.invalidateQueries({ queryKey: widgetKeys.list(companyId) }),
  });
}
