// SSRF (decision 189): without WEBHOOKS_ALLOW_PRIVATE an endpoint must reach a public address, checked when it is
// subscribed and again after DNS resolution at each delivery (a name that turned private since sends nothing).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WebhookDeliveryList } from '@redress/contract';
import { useTestApp } from '../../../test/app.ts';
import { newCompany, newCustomer } from '../../../test/people.ts';
import { fileComplaint } from '../../../test/public-content.ts';
import { loadConfig } from '../../config.ts';
import { webhookEndpoints } from '../../db/schema/index.ts';
import { isPublicAddress, resolveTarget } from './webhooks.address.ts';

const t = useTestApp();

describe('webhook addresses', () => {
  it('refuses loopback, private, link-local, CGNAT, multicast, unspecified and IPv4-mapped addresses; allows public ones', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '10.0.0.5', '172.16.3.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.251', '255.255.255.255',
      '::1', '::', 'fe80::1', 'fd12:3456::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '64:ff9b::a00:1', 'not an address']) {
      expect(isPublicAddress(a), a).toBe(false);
    }
    for (const a of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isPublicAddress(a), a).toBe(true);
  });

  it('production wants https; the private-address flag cannot be set there', async () => {
    await expect(resolveTarget('http://8.8.8.8/hooks', { allowPrivate: false, requireHttps: true })).rejects.toThrow('must start with https://');
    await expect(resolveTarget('https://user:pw@8.8.8.8/hooks', { allowPrivate: false, requireHttps: true })).rejects.toThrow('must not carry a user name or password');
    expect((await resolveTarget('https://8.8.8.8/hooks', { allowPrivate: false, requireHttps: true })).address).toBe('8.8.8.8');
    expect(() => loadConfig({ NODE_ENV: 'production', WEBHOOKS_ALLOW_PRIVATE: 'true', DATABASE_URL: 'memory://' })).toThrow(/WEBHOOKS_ALLOW_PRIVATE/);
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://' }).webhooksAllowPrivate).toBe(false);
  });
});

describe('POST /api/business/webhooks/{id} without WEBHOOKS_ALLOW_PRIVATE', () => {
  it('refuses a URL reaching a loopback, private or link-local address, by IP or by a name resolving there (400 naming url)', async () => {
    const c = await newCompany(t);
    for (const url of ['https://127.0.0.1/hooks', 'https://10.1.2.3/hooks', 'https://169.254.169.254/latest/meta-data', 'https://[::1]/hooks',
      'https://[::ffff:127.0.0.1]/hooks', 'https://[::ffff:a9fe:a9fe]/hooks', 'https://100.64.1.1/hooks', 'https://0.0.0.0/hooks', 'https://localhost/hooks']) {
      const r = await t.app.inject({ method: 'POST', url: `/api/business/webhooks/${c.company.id}`, headers: c.ownerAuth, payload: { url, events: ['complaint.filed'] } });
      expect(r.statusCode, url).toBe(400);
      expect(r.json().message, url).toMatch(/^url: must reach a public address/);
      expect(r.json().details).toEqual([expect.objectContaining({ field: 'url' })]);
    }
    expect(await t.app.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.companyId, c.company.id))).toEqual([]);
  });

  it('checks again at delivery: an endpoint whose host now resolves to loopback gets nothing, and the log says why', async () => {
    let hits = 0;
    const server = http.createServer((_req, res) => {
      hits++;
      res.end('ok');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    try {
      const { port } = server.address() as AddressInfo;
      const c = await newCompany(t);
      // As if the name had resolved to a public address when it was subscribed (DNS rebinding).
      const [ep] = await t.app.database.db.insert(webhookEndpoints)
        .values({ companyId: c.company.id, url: `http://localhost:${port}/hooks`, events: ['complaint.filed'], secret: 'whsec_test' }).returning();
      const author = await newCustomer(t);
      await fileComplaint(t, author.auth, c.company.id, {});
      await t.app.platform.jobs.runDue();
      expect(hits).toBe(0);
      const log = (await t.app.inject({ url: `/api/business/webhooks/${c.company.id}/${ep!.id}/deliveries`, headers: c.ownerAuth })).json<WebhookDeliveryList>();
      expect(log.data[0]).toMatchObject({ status: 'pending', attempts: 1, responseCode: null });
      expect(log.data[0]!.error).toMatch(/^must reach a public address: localhost is (127\.0\.0\.1|::1)/);
    } finally {
      await new Promise((r) => server.close(() => r(undefined)));
    }
  });
});
