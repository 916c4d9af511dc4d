// POST /api/upload/review-images: one image, answers its URL, reporting its progress (lib/upload-image.ts).
import type { UploadResponse } from '@redress/contract';
import { uploadImage } from '../../../lib/upload-image.ts';

export const uploadReviewImage = (file: File, onProgress?: (percent: number) => void): Promise<UploadResponse> =>
  uploadImage('/upload/review-images', file, onProgress);
