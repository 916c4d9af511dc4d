// GET /api/admin/contact-messages: the contact form's messages, newest first, open, handled or all (support.handle).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContactMessageListResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { contactKeys, type ContactInboxParams } from './keys.ts';

export const CONTACT_PAGE_SIZE = 20;

export const getContactMessages = (query: ContactInboxParams, signal?: AbortSignal) =>
  api.get<ContactMessageListResponse>('/admin/contact-messages', { query: { size: CONTACT_PAGE_SIZE, ...query }, signal });

/** The previous page stays on screen while the next one loads; the inbox shows its own error. */
export const useContactMessages = (query: ContactInboxParams) =>
  useQuery({
    queryKey: contactKeys.list(query),
    queryFn: ({ signal }) => getContactMessages(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorDialog: false },
  });
