// POST /api/tell-a-friend/unsubscribe: the address of a signed invitation link gets no more invitations, from a friend
// or about a complaint. The unsubscribe page's button sends it; opening the page alone changes nothing.
import type { InviteUnsubscribeResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';

export const unsubscribeFromInvitations = (email: string, sig: string) =>
  api.post<InviteUnsubscribeResponse>('/tell-a-friend/unsubscribe', {}, { query: { email, sig } });
