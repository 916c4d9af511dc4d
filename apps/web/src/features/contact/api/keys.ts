// Query keys of the contact inbox, in one place so that marking a message refreshes every list it appears in.
import type { ContactMessagesQuery } from '@redress/contract';

export interface ContactInboxParams { state: NonNullable<ContactMessagesQuery['state']>; page: number }

export const contactKeys = {
  lists: ['contact-messages', 'list'] as const,
  list: (q: ContactInboxParams) => ['contact-messages', 'list', q] as const,
};
