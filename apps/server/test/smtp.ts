// A real SMTP server (smtp-server on loopback) for the tests of mail the platform sends.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Captured {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives; `failFirst` mails get a temporary 451 first. */
export function startSmtp(opts: { failFirst?: number } = {}) {
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
        callback();
      });
    },
  });
  return new Promise<{ url: string; received: Captured[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({ url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}
