#!/usr/bin/env node
// A real SMTP server on loopback for the browser tests: the app delivers its mail here (SMTP_URL), and the tests
// read it back over HTTP (GET /messages?to=<address>, newest first) as a person reads their inbox.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2525);
const httpPort = Number(process.env.E2E_SMTP_HTTP_PORT ?? 2526);
const messages = [];

const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  size: 5 * 1024 * 1024,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const subject = /^Subject: (.*)$/im.exec(raw)?.[1] ?? '';
      messages.unshift({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject, raw, receivedAt: new Date().toISOString() });
      if (messages.length > 1000) messages.pop();
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') return res.end('ok');
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    res.setHeader('content-type', 'application/json');
    return res.end(JSON.stringify(to ? messages.filter((m) => m.to.includes(to)) : messages));
  }
  res.statusCode = 404;
  res.end();
}).listen(httpPort, '127.0.0.1');

const stop = () => smtp.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
