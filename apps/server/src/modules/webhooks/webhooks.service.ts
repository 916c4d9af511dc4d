// A company's webhooks (issue 41, decision 189): its owner lists, adds, pauses, resumes and deletes endpoints, rotates
// their secrets (answered once), reads each one's delivery log and resends a delivery. Sending is webhooks.delivery.ts;
// the events are raised in the writes' transactions through webhooks.outbox.ts.
import { randomBytes } from 'node:crypto';
import {
  buildListMeta, CreateWebhookEndpointRequestSchema, type CreateWebhookEndpointRequest, type WebhookDelivery, type WebhookDeliveryList,
  type WebhookDeliveryQuery, type WebhookEndpoint, type WebhookEndpointList, type WebhookEndpointWithSecret,
} from '@redress/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/tokens.ts';
import type { Audit } from '../../platform/audit/index.ts';
import { limitOf } from '../billing/plan-limits.ts';
import { findCompanyPlan, type CompanyPlan } from '../billing/plans.repository.ts';
import { findCompanyRow } from '../companies/companies.repository.ts';
import { RefusedTarget, resolveTarget } from './webhooks.address.ts';
import { enqueueDelivery } from './webhooks.outbox.ts';
import { canManageWebhooks } from './webhooks.policy.ts';
import { presentDelivery, presentEndpoint } from './webhooks.presenter.ts';
import * as repo from './webhooks.repository.ts';

export interface WebhooksDeps {
  database: Database;
  audit: Audit;
  allowPrivate: boolean;
  requireHttps: boolean;
  now: () => Date;
}

/** Endpoints the plan allows (`webhookEndpoints`, with its default by plan code); null: no limit (decision 189). */
export const webhookEndpointsAllowed = (plan: CompanyPlan): number | null => limitOf(plan, 'webhookEndpoints');

const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** The company, and a 403 unless the caller manages its integrations. */
async function managedCompany(deps: Pick<WebhooksDeps, 'database'>, actor: Actor, companyId: string) {
  const company = await findCompanyRow(deps.database.db, companyId);
  if (!company || company.deletedAt) throw AppError.notFound('Company');
  if (!canManageWebhooks(actor, company)) throw AppError.forbidden('Only the company\'s owner manages its webhooks');
  return company;
}

async function endpointOf(deps: Pick<WebhooksDeps, 'database'>, actor: Actor, companyId: string, endpointId: string) {
  await managedCompany(deps, actor, companyId);
  const row = await repo.findEndpoint(deps.database.db, companyId, endpointId);
  if (!row) throw AppError.notFound('Webhook endpoint');
  return row;
}

/** The URL refused unless https (in production) and every address it resolves to is public: a 400 naming `url`. */
async function checkUrl(deps: Pick<WebhooksDeps, 'allowPrivate' | 'requireHttps'>, url: string): Promise<void> {
  try {
    await resolveTarget(url, { allowPrivate: deps.allowPrivate, requireHttps: deps.requireHttps });
  } catch (err) {
    if (!(err instanceof RefusedTarget)) throw err;
    throw AppError.badRequest(`url: ${err.message}`, [{ field: 'url', message: err.message }]);
  }
}

export async function listEndpoints(deps: WebhooksDeps, actor: Actor, companyId: string): Promise<WebhookEndpointList> {
  await managedCompany(deps, actor, companyId);
  const [rows, plan] = await Promise.all([repo.listEndpoints(deps.database.db, companyId), findCompanyPlan(deps.database.db, companyId)]);
  return { data: rows.map(presentEndpoint), limit: webhookEndpointsAllowed(plan), planName: plan.name };
}

export async function createEndpoint(deps: WebhooksDeps, actor: Actor, companyId: string, input: CreateWebhookEndpointRequest): Promise<WebhookEndpointWithSecret> {
  const { url, events } = CreateWebhookEndpointRequestSchema.parse(input);
  await managedCompany(deps, actor, companyId);
  await checkUrl(deps, url);
  const secret = newSecret();
  const row = await deps.database.db.transaction(async (tx) => {
    await repo.lockCompanyEndpoints(tx, companyId);
    const plan = await findCompanyPlan(tx, companyId);
    const limit = webhookEndpointsAllowed(plan);
    if (limit !== null && (await repo.countEndpoints(tx, companyId)) >= limit) {
      throw AppError.forbidden(limit === 0
        ? `The ${plan.name} plan does not include webhooks; choose another plan to use them`
        : `The ${plan.name} plan allows ${limit} webhook endpoint${limit === 1 ? '' : 's'}; choose another plan for more`);
    }
    const inserted = await repo.insertEndpoint(tx, { companyId, url, events, secret, createdById: actor.id, createdAt: deps.now() });
    await deps.audit.record({ actor, action: 'webhook.create', entityType: 'webhook', entityId: inserted.id, companyId, after: { url, events } }, tx);
    return inserted;
  });
  return { endpoint: presentEndpoint(row), secret };
}

export async function rotateSecret(deps: WebhooksDeps, actor: Actor, companyId: string, endpointId: string): Promise<WebhookEndpointWithSecret> {
  const ep = await endpointOf(deps, actor, companyId, endpointId);
  const secret = newSecret();
  const row = await deps.database.db.transaction(async (tx) => {
    const updated = await repo.updateEndpoint(tx, ep.id, { secret });
    await deps.audit.record({ actor, action: 'webhook.rotate', entityType: 'webhook', entityId: ep.id, companyId, after: { url: ep.url } }, tx);
    return updated!;
  });
  return { endpoint: presentEndpoint(row), secret };
}

/** Pause or resume by hand; resuming clears the failure count (the owner says the receiver is back). */
export async function setEndpointStatus(deps: WebhooksDeps, actor: Actor, companyId: string, endpointId: string, status: 'active' | 'paused'): Promise<WebhookEndpoint> {
  const ep = await endpointOf(deps, actor, companyId, endpointId);
  if (ep.status === status) return presentEndpoint(ep);
  const row = await deps.database.db.transaction(async (tx) => {
    const updated = await repo.updateEndpoint(tx, ep.id, status === 'paused'
      ? { status, pausedReason: 'paused by hand', pausedAt: deps.now() }
      : { status, pausedReason: null, pausedAt: null, consecutiveFailures: 0, failingSince: null });
    await deps.audit.record({
      actor, action: status === 'paused' ? 'webhook.pause' : 'webhook.resume', entityType: 'webhook', entityId: ep.id, companyId,
      before: { status: ep.status, pausedReason: ep.pausedReason }, after: { status },
    }, tx);
    return updated!;
  });
  return presentEndpoint(row);
}

export async function deleteEndpoint(deps: WebhooksDeps, actor: Actor, companyId: string, endpointId: string): Promise<{ message: string }> {
  const ep = await endpointOf(deps, actor, companyId, endpointId);
  await deps.database.db.transaction(async (tx) => {
    await repo.deleteEndpoint(tx, ep.id);
    await deps.audit.record({ actor, action: 'webhook.delete', entityType: 'webhook', entityId: ep.id, companyId, before: { url: ep.url, events: ep.events }, after: null }, tx);
  });
  return { message: 'Webhook endpoint deleted' };
}

export async function listDeliveries(deps: WebhooksDeps, actor: Actor, companyId: string, endpointId: string, q: WebhookDeliveryQuery): Promise<WebhookDeliveryList> {
  const ep = await endpointOf(deps, actor, companyId, endpointId);
  const { rows, total } = await repo.pageDeliveries(deps.database.db, ep.id, q.page, q.size);
  return { data: rows.map(presentDelivery), meta: buildListMeta(q.page, q.size, total) };
}

/** Sends a delivery again now, with the same event id and body (409 while the endpoint is paused). */
export async function resendDelivery(deps: WebhooksDeps, actor: Actor, companyId: string, endpointId: string, deliveryId: string): Promise<WebhookDelivery> {
  const ep = await endpointOf(deps, actor, companyId, endpointId);
  if (ep.status !== 'active') throw AppError.conflict('The endpoint is paused: resume it before resending');
  const found = await repo.findDelivery(deps.database.db, ep.id, deliveryId);
  if (!found) throw AppError.notFound('Delivery');
  const now = deps.now();
  const row = await deps.database.db.transaction(async (tx) => {
    const updated = await repo.updateDelivery(tx, found.id, { status: 'pending', nextAttemptAt: now });
    await enqueueDelivery(tx, found.id, now);
    return updated!;
  });
  return presentDelivery(row);
}
