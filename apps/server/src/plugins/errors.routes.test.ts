// Fastify's own refusals (its router, its body parser) keep the one error shape: { statusCode, error, message, details? }.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@redress/contract';
import { useTestApp } from '../../test/app.ts';

const t = useTestApp();
const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The API's security headers, as every API error carries them (decision 141). */
function expectApiHeaders(headers: Record<string, unknown>, what: string) {
  expect(headers['content-security-policy'], what).toBe(API_POLICY);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
  expect(headers['cross-origin-resource-policy'], what).toBe('same-site');
  expect(headers['content-type'], what).toBe('application/json; charset=utf-8');
}

/** Sends raw bytes to a listening server and reads the answer until the server closes the connection. */
function sendRaw(port: number, request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => { text += chunk; });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

describe('errors Fastify raises itself', () => {
  it('an over-long path parameter is a 414 naming the path, with the API\'s headers', async () => {
    const r = await t.app.inject({ url: `/api/company/GetCompany/${'a'.repeat(101)}` });
    expect(r.statusCode).toBe(414);
    expectApiHeaders(r.headers, '414');
    expect(r.json()).toEqual({
      requestId: r.headers['x-request-id'],
      statusCode: 414, error: 'URI Too Long', message: 'path: a path segment is longer than 100 characters',
      details: [{ field: 'path', message: 'a path segment is longer than 100 characters' }],
    });
  });

  it('a path that is not valid percent-encoding is a 400 naming the path, with the API\'s headers', async () => {
    const r = await t.app.inject({ url: '/api/company/GetCompany/%E0%A4%A' });
    expect(r.statusCode).toBe(400);
    expectApiHeaders(r.headers, '400');
    expect(r.json()).toEqual({
      requestId: r.headers['x-request-id'],
      statusCode: 400, error: 'Bad Request', message: 'path: is not a valid URL path (malformed percent-encoding)',
      details: [{ field: 'path', message: 'is not a valid URL path (malformed percent-encoding)' }],
    });
  });

  it('a body shorter than its Content-Length is a 400 naming the body', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/client-errors', headers: { 'content-type': 'application/json', 'content-length': '40' }, payload: '{"message":"x","url":"/"}' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ requestId: r.headers['x-request-id'], statusCode: 400, error: 'Bad Request', message: 'body: its size does not match the Content-Length header' });
  });

  it('every other refusal keeps the shape: unsupported type, unknown route, bad JSON', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/client-errors', headers: { 'content-type': 'application/xml' }, payload: '<x/>' }),
      t.app.inject({ url: '/api/nowhere' }),
      t.app.inject({ method: 'POST', url: '/api/client-errors', headers: { 'content-type': 'application/json' }, payload: '{' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([415, 404, 400]);
    for (const r of answers) {
      const body = ErrorResponseSchema.strict().parse(r.json());
      expect(body.statusCode).toBe(r.statusCode);
      expect(body.error).not.toBe('Error');
    }
  });
});

describe('what Node\'s HTTP parser refuses, on a listening server', () => {
  it('a URL or headers over its limit are a 414 or 431 naming the part, UTF-8 JSON with the API\'s headers', async () => {
    // inject never meets the parser's limits: a real server on a free port (closed with the app after the file).
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const longUrl = await sendRaw(port, `GET /api/company/search?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(longUrl.status).toBe(414);
    expectApiHeaders(longUrl.headers, 'long URL');
    expect(longUrl.headers.connection).toBe('close');
    expect(JSON.parse(longUrl.body)).toEqual({
      requestId: longUrl.headers['x-request-id'],
      statusCode: 414, error: 'URI Too Long', message: 'url: the URL is longer than the server reads (16 KB with the headers)',
      details: [{ field: 'url', message: 'the URL is longer than the server reads (16 KB with the headers)' }],
    });
    const bigHeaders = await sendRaw(port, `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'b'.repeat(20_000)}\r\n\r\n`);
    expect(bigHeaders.status).toBe(431);
    expectApiHeaders(bigHeaders.headers, 'big headers');
    expect(JSON.parse(bigHeaders.body)).toEqual({
      requestId: bigHeaders.headers['x-request-id'],
      statusCode: 431, error: 'Request Header Fields Too Large', message: 'headers: are larger than the server reads (16 KB with the URL)',
      details: [{ field: 'headers', message: 'are larger than the server reads (16 KB with the URL)' }],
    });
    const garbage = await sendRaw(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(garbage.status).toBe(400);
    expectApiHeaders(garbage.headers, 'not HTTP');
    expect(ErrorResponseSchema.strict().parse(JSON.parse(garbage.body)).statusCode).toBe(400);
    // The server still answers.
    const health = await sendRaw(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(health.status).toBe(200);
  });
});
