// A company's webhooks (decision 189): endpoints, their secrets (answered once), their delivery logs. The owner's.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateWebhookEndpointRequest, MessageResponse, WebhookDelivery, WebhookDeliveryList, WebhookEndpoint, WebhookEndpointList, WebhookEndpointWithSecret,
} from '@redress/contract';
import { api } from '../../../lib/api-client.ts';

const base = (companyId: string) => `/business/webhooks/${encodeURIComponent(companyId)}`;
export const webhookKeys = {
  all: (companyId: string) => ['business', 'webhooks', companyId] as const,
  deliveries: (companyId: string, endpointId: string, page: number) => ['business', 'webhooks', companyId, endpointId, 'deliveries', page] as const,
};

export const useWebhookEndpoints = (companyId: string) =>
  useQuery({ queryKey: webhookKeys.all(companyId), queryFn: () => api.get<WebhookEndpointList>(base(companyId)) });

export const useWebhookDeliveries = (companyId: string, endpointId: string, page: number) =>
  useQuery({
    queryKey: webhookKeys.deliveries(companyId, endpointId, page),
    queryFn: () => api.get<WebhookDeliveryList>(`${base(companyId)}/${encodeURIComponent(endpointId)}/deliveries?page=${page}&size=10`),
    placeholderData: keepPreviousData,
    // Deliveries go out within seconds of the event: the open log follows them.
    refetchInterval: 5000,
  });

function useWebhookMutation<I, O>(companyId: string, fn: (input: I) => Promise<O>, quiet = false) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    ...(quiet ? { meta: { errorDialog: false } } : {}),
    onSuccess: () => qc.invalidateQueries({ queryKey: webhookKeys.all(companyId) }),
  });
}

export const useCreateWebhookEndpoint = (companyId: string) =>
  useWebhookMutation(companyId, (input: CreateWebhookEndpointRequest) => api.post<WebhookEndpointWithSecret>(base(companyId), input), true);

export const useSetWebhookEndpointStatus = (companyId: string) =>
  useWebhookMutation(companyId, ({ id, status }: { id: string; status: 'active' | 'paused' }) =>
    api.put<WebhookEndpoint>(`${base(companyId)}/${encodeURIComponent(id)}/status`, { status }));

export const useRotateWebhookSecret = (companyId: string) =>
  useWebhookMutation(companyId, (id: string) => api.post<WebhookEndpointWithSecret>(`${base(companyId)}/${encodeURIComponent(id)}/rotate-secret`, {}));

export const useDeleteWebhookEndpoint = (companyId: string) =>
  useWebhookMutation(companyId, (id: string) => api.delete<MessageResponse>(`${base(companyId)}/${encodeURIComponent(id)}`));

export const useResendWebhookDelivery = (companyId: string) =>
  useWebhookMutation(companyId, ({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
    api.post<WebhookDelivery>(`${base(companyId)}/${encodeURIComponent(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`, {}));
