// POST /api/upload/review-images: one image (multipart field `file`), answers its URL. The API client sends FormData
// as it is; an expired access token is refreshed by it as for any call.
import type { UploadResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export function uploadReviewImage(file: File): Promise<UploadResponse> {
  const form = new FormData();
  form.append('file', file);
  return api.post<UploadResponse>('/upload/review-images', form);
}
