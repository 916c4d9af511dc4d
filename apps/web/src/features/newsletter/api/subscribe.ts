import { useMutation } from '@tanstack/react-query';
import type { NewsletterSubscribe, NewsletterSubscribeResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';

export const subscribeToDigest = (input: NewsletterSubscribe) => api.post<NewsletterSubscribeResponse>('/newsletter/subscribe', input);

export function useSubscribeToDigest() {
  return useMutation({ mutationFn: subscribeToDigest, meta: { errorDialog: false } });
}
