// POST /upload/{folder}: one image, re-encoded by the server; answers the URL to save on the company or item.
import type { UploadFolder, UploadResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

export async function uploadImage(folder: UploadFolder, file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.post<UploadResponse>(`/upload/${folder}`, form);
}
