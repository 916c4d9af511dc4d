// POST /api/upload/{folder}: one image per request (multipart field "file"); GET /uploads/* serves disk-stored files.
import { mkdirSync } from 'node:fs';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, UploadResponseSchema } from '@redress/contract';
import { UploadFolderSchema } from '@redress/contract/roles';
import { AppError } from '../../lib/app-error.ts';
import { IMMUTABLE_CACHE, PRIVATE_PREFIX } from '../../platform/storage/index.ts';
import { MAX_UPLOAD_BYTES, storeImage } from './uploads.service.ts';
import { SIGNED_IN, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // uploads and data exports
  uploadImage: SIGNED_IN,
} satisfies AccessTable;

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 1024 } });

  app.post('/upload/:folder', {
    preHandler: app.authenticate,
    config: { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: (r) => r.actor?.id ?? r.ip } },
    schema: {
      operationId: 'uploadImage',
      tags: ['uploads'],
      summary: 'Upload one image (multipart field "file", JPEG, PNG, WebP or GIF, 5 MB at most) into a folder',
      description: 'The image is re-encoded: metadata such as EXIF and GPS is removed. Answers the public URL to save on the entity.',
      params: z.object({ folder: UploadFolderSchema }),
      consumes: ['multipart/form-data'],
      response: { 201: UploadResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 413: ErrorResponseSchema, 415: ErrorResponseSchema },
    },
  }, async (request, reply) => {
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'content-type: must be multipart/form-data with a "file" field');
    let body: Buffer;
    try {
      const file = await request.file();
      if (!file) throw AppError.badRequest('file: is required');
      body = await file.toBuffer();
    } catch (err) {
      if (err instanceof AppError) throw err;
      const e = err as { code?: string; statusCode?: number };
      if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', 'file: is larger than 5 MB');
      if (e.statusCode && e.statusCode < 500) throw err;
      // busboy's own parse errors (bad boundary, truncated body) carry no status.
      throw AppError.badRequest('file: the multipart body is malformed');
    }
    const result = await storeImage(app.platform.storage, request.params.folder, body);
    return reply.status(201).send(result);
  });
};

/** Disk-stored uploads at /uploads/<key>: immutable (keys are never reused), never sniffed, never run as a page. */
export async function serveUploadsRoutes(app: FastifyInstance) {
  const { storage } = app.platform;
  if (storage.kind !== 'disk' || !storage.dir) return;
  mkdirSync(storage.dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: storage.dir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // Data exports (decision 181) live under private/: only their owner's signed-in download reads them.
    allowedPath: (pathName) => !pathName.replace(/^\/+/, '').startsWith(PRIVATE_PREFIX),
    cacheControl: false,
    setHeaders(res) {
      res.header('cache-control', IMMUTABLE_CACHE);
      res.header('x-content-type-options', 'nosniff');
      res.header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
    },
  });
}
