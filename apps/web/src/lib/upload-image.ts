// POST /api/upload/{complaint-images,review-images}: one image (multipart field `file`), answers its URL; with upload
// progress, which fetch cannot report, so these calls use XMLHttpRequest with the session's bearer token.
import type { UploadResponse } from '@redress/contract';
import { ApiError, buildUrl, errorMessageOf } from './api-client.ts';
import { refreshSession, sessionStore } from './session.ts';

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

function send(path: string, file: File, onProgress?: (percent: number) => void, signal?: AbortSignal): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    xhr.setRequestHeader('x-client-id', 'redress-web');
    const token = sessionStore.get().accessToken;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: keep the text.
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as UploadResponse);
      else reject(new ApiError(xhr.status, errorMessageOf(body, `The image could not be uploaded (${xhr.status})`), String(xhr.status)));
    };
    xhr.onerror = () => reject(new ApiError(0, 'We could not reach the server. Check your connection and try again.', 'NETWORK_ERROR'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** Uploads one image; an expired access token is refreshed once, as the API client does. */
export async function uploadImage(path: string, file: File, onProgress?: (percent: number) => void, signal?: AbortSignal): Promise<UploadResponse> {
  try {
    return await send(path, file, onProgress, signal);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401 && (await refreshSession())) return send(path, file, onProgress, signal);
    throw err;
  }
}
