// The newsletter's confirmation link (double opt-in, decision 185): GET tells what it would confirm (changing
// nothing), POST confirms. The page sends the link's own signed query to the API.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { NewsletterConfirmDescription, NewsletterConfirmed } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';

export const useConfirmLink = (query: Record<string, string>) => useQuery({
  queryKey: ['newsletter-confirm', query],
  queryFn: () => api.get<NewsletterConfirmDescription>('/newsletter/confirm', { query }),
  retry: false,
  staleTime: Infinity,
});

export const useConfirmSubscription = (query: Record<string, string>) => useMutation({
  mutationFn: () => api.post<NewsletterConfirmed>('/newsletter/confirm', {}, { query }),
});
