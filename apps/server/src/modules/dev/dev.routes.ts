// Development helpers, registered only outside production and only when no SMTP server is configured.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildListMeta, ListMetaSchema, PageQuerySchema } from '@redress/contract';
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
  app.get('/outbox', {
    schema: {
      tags: ['dev'],
      summary: 'Mails kept in the outbox (development only, when SMTP_URL is unset), newest first',
      querystring: PageQuerySchema.extend({ to: z.string().trim().toLowerCase().optional() }),
      response: { 200: z.object({ data: z.array(OutboxItemSchema), meta: ListMetaSchema }) },
    },
  }, async (request) => {
    const { page, size, to } = request.query;
    const { rows, total } = await listOutbox(app.database.db, { page, size, to });
    return { data: rows, meta: buildListMeta(page, size, total) };
  });
};
