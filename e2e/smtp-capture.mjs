#!/usr/bin/env node
// A real SMTP server on loopback for the browser tests: the app delivers its mail here (SMTP_URL), and the tests
// read it back over HTTP (GET /messages?to=<address>, newest first) as a person reads their inbox. It also stands in
// for Google's sign-in: GET /google/certs is the key set the app verifies ID tokens with (GOOGLE_JWKS_URL), and
// POST /google/id-token signs one for { sub, email } as Google would (RS256, the app's GOOGLE_CLIENT_ID audience).
import { createSign, generateKeyPairSync } from 'node:crypto';
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

const googleClientId = process.env.E2E_GOOGLE_CLIENT_ID ?? 'redress-e2e.apps.googleusercontent.com';
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const kid = 'e2e-google-key';
const certs = JSON.stringify({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
const b64url = (v) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');

function googleIdToken({ sub, email, givenName = 'Google', familyName = 'Tester' }) {
  const now = Math.floor(Date.now() / 1000);
  const head = b64url({ alg: 'RS256', kid, typ: 'JWT' });
  const body = b64url({
    iss: 'https://accounts.google.com', aud: googleClientId, sub, email, email_verified: true,
    given_name: givenName, family_name: familyName, name: `${givenName} ${familyName}`, iat: now, exp: now + 3600,
  });
  const signature = createSign('RSA-SHA256').update(`${head}.${body}`).sign(privateKey).toString('base64url');
  return `${head}.${body}.${signature}`;
}

http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') return res.end('ok');
  if (url.pathname === '/google/certs') {
    res.setHeader('content-type', 'application/json');
    return res.end(certs);
  }
  if (url.pathname === '/google/id-token' && req.method === 'POST') {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const who = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      res.setHeader('content-type', 'application/json');
      if (typeof who.sub !== 'string' || typeof who.email !== 'string') {
        res.statusCode = 400;
        return res.end(JSON.stringify({ message: 'sub and email are required' }));
      }
      res.end(JSON.stringify({ idToken: googleIdToken(who) }));
    });
    return;
  }
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
