// POST /api/upload/complaint-images: one image, answers its URL, reporting its progress (lib/upload-image.ts).
import type { UploadResponse } from '@redress/contract';
import { uploadImage } from '../../../lib/upload-image.ts';

export { IMAGE_ACCEPT, MAX_IMAGE_BYTES } from '../../../lib/upload-image.ts';

export const uploadComplaintImage = (file: File, onProgress?: (percent: number) => void, signal?: AbortSignal): Promise<UploadResponse> =>
  uploadImage('/upload/complaint-images', file, onProgress, signal);
