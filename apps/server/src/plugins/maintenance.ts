// Maintenance mode (decision 127): while it is on, every API call answers 503 with Retry-After, except an admin's, what
// signing in as an admin needs, the health probes and GET /config (which tells the web app to show its maintenance page).
// Runs after auth's onRequest hook, so request.actor is known; the check reads the in-memory switch, not the database.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { API_PREFIX, requestPath } from '../lib/request-path.ts';
import { createMaintenanceSwitch, MAINTENANCE_CHANNEL, type MaintenanceSwitch } from '../modules/settings/maintenance-switch.ts';
import { readMaintenance } from '../modules/settings/settings.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    maintenance: MaintenanceSwitch;
  }
}

/** How long an instance trusts its copy without hearing a notice: the most a missed notice can delay a switch. */
export const MAINTENANCE_TTL_MS = 5000;
/** What a refused client is told to wait, in seconds. */
export const MAINTENANCE_RETRY_AFTER_S = 120;

/** Calls that work during maintenance for everyone: admin sign-in and session upkeep, health, the public settings. */
const EXEMPT: { method?: string; path: string; prefix?: boolean }[] = [
  { path: '/api/admin/', prefix: true }, // admin calls and admin sign-in: their own guards answer others 401/403
  { path: '/api/health' },
  { path: '/api/health/', prefix: true }, // liveness and readiness (decision 193)
  { method: 'GET', path: '/api/config' },
  { method: 'GET', path: '/api/captcha/challenge' },
  { method: 'GET', path: '/api/version' },
  { method: 'POST', path: '/api/auth/refresh' },
  { method: 'POST', path: '/api/auth/logout' },
  { method: 'POST', path: '/api/client-errors' },
];

/** Whether a call works during maintenance for everyone (the OpenAPI document declares the 503 of the others). */
export function exemptFromMaintenance(method: string, path: string): boolean {
  if (!path.startsWith(API_PREFIX)) return true; // the web app's pages and files, /uploads: the app shows its own page
  return EXEMPT.some((e) => (!e.method || e.method === method || (e.method === 'GET' && method === 'HEAD'))
    && (e.prefix ? path.startsWith(e.path) : path === e.path || path === `${e.path}/`));
}

/** Judged on the path the router matched, never the raw URL (`/%61pi/auth/login` is `/api/auth/login`). */
const isExempt = (request: FastifyRequest) => exemptFromMaintenance(request.method, requestPath(request));

export default fp(async function maintenancePlugin(app: FastifyInstance) {
  const maintenance = createMaintenanceSwitch(() => readMaintenance(app.database.db), { ttlMs: MAINTENANCE_TTL_MS });
  app.decorate('maintenance', maintenance);
  const stop = await app.database.listen(MAINTENANCE_CHANNEL, () => maintenance.forget(), () => maintenance.forget());
  app.addHook('onClose', async () => stop());

  app.addHook('onRequest', async (request) => {
    if (isExempt(request) || request.actor?.role === 'admin') return;
    const state = await maintenance.current();
    if (!state.enabled) return;
    throw new AppError('MAINTENANCE', state.message ?? 'Site currently under maintenance. Please try again in a few minutes.', undefined, {
      'retry-after': String(MAINTENANCE_RETRY_AFTER_S),
    });
  });
}, { name: 'maintenance' });
