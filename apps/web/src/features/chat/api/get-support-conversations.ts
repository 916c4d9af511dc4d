// GET /api/admin/support and /api/admin/support/search: the desk's open conversations, newest first (support.handle).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SupportConversationList } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { chatKeys } from './keys.ts';

export const SUPPORT_PAGE_SIZE = 20;

export const getSupportConversations = ({ searchText, page }: { searchText: string; page: number }, signal?: AbortSignal) =>
  searchText.trim().length >= 2
    ? api.get<SupportConversationList>('/admin/support/search', { query: { searchText: searchText.trim(), page, size: SUPPORT_PAGE_SIZE }, signal })
    : api.get<SupportConversationList>('/admin/support', { query: { page, size: SUPPORT_PAGE_SIZE }, signal });

export const useSupportConversations = (q: { searchText: string; page: number }) =>
  useQuery({
    queryKey: chatKeys.deskList(q),
    queryFn: ({ signal }) => getSupportConversations(q, signal),
    placeholderData: keepPreviousData,
    meta: { errorDialog: false },
  });
