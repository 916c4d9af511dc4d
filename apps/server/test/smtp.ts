// A real SMTP server (smtp-server on loopback) for the tests of mail the platform sends.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { useTestApp, type TestApp } from './app.ts';

export interface Captured {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback that keeps what it receives; `failFirst` mails get a temporary 451 first. `port`
 * starts it again where a stopped one listened; `delayMs` is how long each accepted mail takes (a slow relay).
 */
export function startSmtp(opts: { failFirst?: number; port?: number; delayMs?: number } = {}) {
  const received: Captured[] = [];
  let failures = opts.failFirst ?? 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (failures > 0) {
          failures--;
          callback(Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        if (opts.delayMs) setTimeout(callback, opts.delayMs);
        else callback();
      });
    },
  });
  return new Promise<{ url: string; received: Captured[]; close: () => Promise<void> }>((resolve) => {
    server.listen(opts.port ?? 0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({ url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

/**
 * The test app with its mail going to a real SMTP server on loopback, started before the app boots (the app reads
 * SMTP_URL when it boots: a getter defers the read). `mailbox.received` is what the server got.
 */
export function useTestAppWithSmtp(env: Record<string, string> = {}): { t: TestApp; mailbox: { readonly received: Captured[] } } {
  let server: Awaited<ReturnType<typeof startSmtp>> | undefined;
  beforeAll(async () => {
    server = await startSmtp();
  });
  afterAll(async () => server?.close());
  const t = useTestApp(new Proxy({}, {
    ownKeys: () => ['SMTP_URL', 'MAIL_FROM', ...Object.keys(env)],
    getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true }),
    get: (_, k) => (k === 'SMTP_URL' ? server?.url : k === 'MAIL_FROM' ? 'Redress <no-reply@redress.test>' : typeof k === 'string' ? env[k] : undefined),
  }) as Record<string, string>);
  return { t, mailbox: { get received() { return server?.received ?? []; } } };
}
