// The unsubscribe link of a mail (decision 180): GET tells what it would stop (changing nothing), POST stops it. The
// page sends the link's own query (a signature, or the newsletter's token) to the API address of its list.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Resubscribed, UnsubscribeDescription, Unsubscribed, UnsubscribeList } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';

const API_PATHS: Record<UnsubscribeList, string> = {
  digest: '/newsletter/digest/unsubscribe',
  notifications: '/notification/mail/unsubscribe',
  invitations: '/tell-a-friend/unsubscribe',
  newsletter: '/newsletter/unsubscribe',
};

export const isUnsubscribeList = (list: string | undefined): list is UnsubscribeList => !!list && Object.hasOwn(API_PATHS, list);

export const useUnsubscribeLink = (list: UnsubscribeList, query: Record<string, string>) => useQuery({
  queryKey: ['unsubscribe', list, query],
  queryFn: () => api.get<UnsubscribeDescription>(API_PATHS[list], { query }),
  retry: false,
  staleTime: Infinity,
});

export const useUnsubscribe = (list: UnsubscribeList, query: Record<string, string>) => useMutation({
  mutationFn: () => api.post<Unsubscribed>(API_PATHS[list], {}, { query }),
});

/** "Subscribe again" after an unsubscribe, with the same link (only where the GET answered `resubscribe`). */
export const useResubscribe = (list: UnsubscribeList, query: Record<string, string>) => useMutation({
  mutationFn: () => api.post<Resubscribed>(API_PATHS[list].replace(/unsubscribe$/, 'resubscribe'), {}, { query }),
});
