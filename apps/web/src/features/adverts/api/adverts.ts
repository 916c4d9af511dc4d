// Admin adverts calls (adverts.manage): list with counts, create, edit, delete, and the image upload.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAdvert, AdminAdvertList, AdvertInput, UploadResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { uploadImage } from '../../../lib/upload-image.ts';

const key = ['admin', 'adverts'] as const;

export const useAdminAdverts = () => useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<AdminAdvertList>('/admin/adverts', { signal }) });

export function useSaveAdvert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: AdvertInput }) =>
      id ? api.put<AdminAdvert>(`/admin/adverts/${id}`, input) : api.post<AdminAdvert>('/admin/adverts', input),
    meta: { errorDialog: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'adverts'] }),
  });
}

export function useDeleteAdvert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/admin/adverts/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const uploadAdvertImage = (file: File, onProgress?: (percent: number) => void): Promise<UploadResponse> =>
  uploadImage('/upload/advert-images', file, onProgress);
