// Sending one delivery (the `webhooks.deliver` job, decision 189): resolve and check the address, POST the signed body
// to that address (10 s, no redirect followed), log the attempt, then succeed, retry with back-off within 24 h of the
// event, or give up; an endpoint failing every attempt for 24 h (or RETRY.pauseAfter times in a row) is paused and its
// company's owner mailed.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '@redress/contract';
import type { Database } from '../../db/client.ts';
import type { Mail } from '../../platform/mail/index.ts';
import { resolveTarget, type ResolvedTarget } from './webhooks.address.ts';
import { enqueueDelivery, type StoredWebhookPayload } from './webhooks.outbox.ts';
import { buildWebhookData } from './webhooks.payload.ts';
import * as repo from './webhooks.repository.ts';

export interface DeliveryDeps {
  database: Database;
  mail: Mail;
  /** WEBHOOKS_ALLOW_PRIVATE: loopback and private receivers (tests, development). */
  allowPrivate: boolean;
  /** Production: https only. */
  requireHttps: boolean;
  now: () => Date;
}

const HOUR = 3_600_000;
export const RETRY = {
  /** Retries stop this long after the event. */
  windowMs: 24 * HOUR,
  firstDelayMs: 30_000,
  maxDelayMs: 4 * HOUR,
  /** Failed attempts in a row that pause an endpoint (whatever the time). */
  pauseAfter: 20,
  /** Every attempt failing for this long pauses it too. */
  pauseAfterMs: 24 * HOUR,
  timeoutMs: 10_000,
};

/** 30 s, 1 min, 2 min... doubling to 4 h at most; null once the 24 h since the event are spent. */
export function nextAttemptAt(eventAt: Date, attempts: number, now: Date): Date | null {
  const next = new Date(now.getTime() + Math.min(RETRY.firstDelayMs * 2 ** Math.max(0, attempts - 1), RETRY.maxDelayMs));
  return next.getTime() - eventAt.getTime() <= RETRY.windowMs ? next : null;
}

/** `v1=<hex HMAC-SHA256 of "<timestamp>.<body>">` under the endpoint's secret. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** POSTs to the checked address only (our lookup answers it), answers the status; redirects are not followed. */
function post(target: ResolvedTarget, body: string, headers: Record<string, string>): Promise<number> {
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const mod = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = mod.request(target.url, {
      method: 'POST', agent: false, lookup, timeout: RETRY.timeoutMs,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'Redress-Webhooks/1', ...headers },
    }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    const hard = setTimeout(() => req.destroy(new Error(`no answer within ${RETRY.timeoutMs / 1000} s`)), RETRY.timeoutMs);
    req.on('timeout', () => req.destroy(new Error(`no answer within ${RETRY.timeoutMs / 1000} s`)));
    req.on('error', reject);
    req.on('close', () => clearTimeout(hard));
    req.end(body);
  });
}

/** The job: `at` names the attempt it was queued for; a resend or a newer retry makes an older job a no-op. */
export async function deliverWebhook(deps: DeliveryDeps, job: { deliveryId: string; at: string }): Promise<void> {
  const db = deps.database.db;
  const found = await repo.findDeliveryForSending(db, job.deliveryId);
  if (!found) return;
  const { delivery, endpoint } = found;
  if (delivery.status !== 'pending' || delivery.nextAttemptAt?.toISOString() !== job.at) return;
  if (endpoint.status !== 'active') {
    await repo.updateDelivery(db, delivery.id, { status: 'failed', lastError: 'not sent: the endpoint is paused', nextAttemptAt: null });
    return;
  }
  const stored = delivery.payload as unknown as StoredWebhookPayload;
  let body = delivery.body;
  if (body === null) {
    const data = await buildWebhookData(deps.database, stored.subject, stored.extra);
    body = JSON.stringify({ id: stored.id, type: stored.type, createdAt: stored.createdAt, data });
    await repo.updateDelivery(db, delivery.id, { body });
  }
  const timestamp = Math.floor(deps.now().getTime() / 1000);
  const headers = {
    [WEBHOOK_EVENT_ID_HEADER]: stored.id,
    [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
    [WEBHOOK_SIGNATURE_HEADER]: signWebhook(endpoint.secret, timestamp, body),
  };
  const started = Date.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    const target = await resolveTarget(endpoint.url, { allowPrivate: deps.allowPrivate, requireHttps: deps.requireHttps });
    statusCode = await post(target, body, headers);
    if (statusCode < 200 || statusCode > 299) error = `the receiver answered ${statusCode}`;
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
  }
  const durationMs = Date.now() - started;
  const ok = error === null;
  const now = deps.now();
  const attempts = delivery.attempts + 1;
  await repo.insertAttempt(db, { deliveryId: delivery.id, statusCode, durationMs, error, createdAt: now });
  const next = ok ? null : nextAttemptAt(delivery.createdAt, attempts, now);
  await db.transaction(async (tx) => {
    await repo.updateDelivery(tx, delivery.id, {
      status: ok ? 'succeeded' : next ? 'pending' : 'failed', attempts, lastStatusCode: statusCode, lastDurationMs: durationMs, lastError: error, nextAttemptAt: next,
    });
    if (next) await enqueueDelivery(tx, delivery.id, next);
  });
  const after = await repo.recordEndpointOutcome(db, endpoint.id, ok, now);
  if (ok || !after) return;
  const failingFor = after.failingSince ? now.getTime() - after.failingSince.getTime() : 0;
  if (after.consecutiveFailures < RETRY.pauseAfter && failingFor < RETRY.pauseAfterMs) return;
  const reason = after.consecutiveFailures >= RETRY.pauseAfter
    ? `${after.consecutiveFailures} deliveries failed in a row`
    : 'every delivery failed for 24 hours';
  await db.transaction(async (tx) => {
    const paused = await repo.pauseIfActive(tx, endpoint.id, reason, now);
    if (paused && found.ownerEmail) {
      await deps.mail.send({
        to: found.ownerEmail, template: 'webhook-paused',
        data: { firstName: found.ownerFirstName ?? undefined, companyName: found.companyName, url: endpoint.url, reason, lastError: error ?? '' },
      }, tx);
    }
  });
}
