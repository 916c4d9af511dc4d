// Development helpers, registered only with DEV_OUTBOX=true (refused at start in production and on a non-loopback HOST),
// and answering only requests made on this machine, not through a proxy (decision 71).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildListMeta, ErrorResponseSchema, ListMetaSchema, PageQuerySchema } from '@redress/contract';
import { isLoopbackHost } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { listOutbox } from './dev.repository.ts';

const OutboxItemSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string().nullable(),
  text: z.string().nullable(),
  status: z.string(),
  createdAt: z.date(),
});

export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  // A reverse proxy on this machine would make every visitor look local: forwarded requests are refused too.
  app.addHook('onRequest', async (request) => {
    const direct = !request.headers['x-forwarded-for'] && !request.headers.forwarded;
    if (!direct || !isLoopbackHost(request.socket.remoteAddress ?? '')) {
      throw AppError.forbidden('The dev outbox answers only requests made on this machine');
    }
  });

  app.get('/outbox', {
    schema: {
      tags: ['dev'],
      summary: 'Mails kept in the outbox, newest first (DEV_OUTBOX=true, from this machine only)',
      querystring: PageQuerySchema.extend({ to: z.string().trim().toLowerCase().optional() }),
      response: { 200: z.object({ data: z.array(OutboxItemSchema), meta: ListMetaSchema }), 403: ErrorResponseSchema },
    },
  }, async (request) => {
    const { page, size, to } = request.query;
    const { rows, total } = await listOutbox(app.database.db, { page, size, to });
    return { data: rows, meta: buildListMeta(page, size, total) };
  });
};
