// Upload rules: images only (type sniffed from the bytes, never trusted from the name or header), at most 5 MB,
// re-encoded by sharp so that EXIF, GPS and other metadata never reach the store, and resized to 2560 px at most.
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo } from 'sharp';
import type { UploadFolder, UploadResponse } from '@redress/contract';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { Storage } from '../../platform/storage/index.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 2560;
const MAX_INPUT_PIXELS = 50_000_000;

const accepted = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'png',
} as const;
type AcceptedType = keyof typeof accepted;

export async function storeImage(storage: Storage, folder: UploadFolder, input: Buffer, now = new Date()): Promise<UploadResponse> {
  if (input.length === 0) throw AppError.badRequest('file: is empty');
  const sniffed = await fileTypeFromBuffer(input);
  if (!sniffed || !(sniffed.mime in accepted)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `file: must be a JPEG, PNG, WebP or GIF image${sniffed ? ` (got ${sniffed.mime})` : ''}`);
  }
  const mime = sniffed.mime as AcceptedType;
  let pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'error' })
    .rotate() // apply the EXIF orientation before the metadata is dropped
    .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
  let contentType: string;
  if (mime === 'image/jpeg') {
    pipeline = pipeline.jpeg({ quality: 85, mozjpeg: true });
    contentType = 'image/jpeg';
  } else if (mime === 'image/webp') {
    pipeline = pipeline.webp({ quality: 85 });
    contentType = 'image/webp';
  } else {
    pipeline = pipeline.png({ compressionLevel: 8 });
    contentType = 'image/png';
  }
  let out: { data: Buffer; info: OutputInfo };
  try {
    out = await pipeline.toBuffer({ resolveWithObject: true });
  } catch {
    throw AppError.badRequest('file: is not a readable image');
  }
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const key = `${folder}/${now.getUTCFullYear()}/${month}/${newId()}.${accepted[mime]}`;
  const stored = await storage.put(key, out.data, contentType);
  return { url: stored.url, key: stored.key, contentType, width: out.info.width, height: out.info.height, size: out.data.length };
}
