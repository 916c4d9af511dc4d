// Work done once at start, after migrations: the first admin from ADMIN_EMAIL/ADMIN_PASSWORD, and demo data.
import type { FastifyInstance } from 'fastify';
import { ensureFirstAdmin } from './modules/users/users.service.ts';

export async function prepareData(app: FastifyInstance): Promise<void> {
  const { config } = app;
  if (config.admin) {
    const r = await ensureFirstAdmin(app.database, app.platform.audit, config.admin);
    app.log.info(`super-admin ${config.admin.email} ${r.created ? 'created' : 'updated'}`);
  }
  if (config.seedDemo) {
    const { seedDemo } = await import('../scripts/seed-demo.ts');
    const result = await seedDemo(app.database, { storage: app.platform.storage, tz: config.platformTz, log: app.log });
    if (result.created) app.log.info(`demo data seeded: ${JSON.stringify(result.counts)}`);
  }
}
