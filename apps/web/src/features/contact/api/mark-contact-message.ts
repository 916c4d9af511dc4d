// PUT /api/admin/contact-messages/{id}: a message marked handled, or open again (audited on the server).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { contactKeys } from './keys.ts';

export const markContactMessage = ({ id, handled }: { id: string; handled: boolean }) =>
  api.put<ContactMessage>(`/admin/contact-messages/${encodeURIComponent(id)}`, { handled });

export function useMarkContactMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markContactMessage,
    onSuccess: () => void qc.invalidateQueries({ queryKey: contactKeys.lists }),
  });
}
