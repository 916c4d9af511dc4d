// Fastify's own refusals (its router, its body parser) keep the one error shape: { statusCode, error, message, details? }.
import { describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@redress/contract';
import { useTestApp } from '../../test/app.ts';

const t = useTestApp();

describe('errors Fastify raises itself', () => {
  it('an over-long path parameter is a 414 naming the path', async () => {
    const r = await t.app.inject({ url: `/api/company/GetCompany/${'a'.repeat(101)}` });
    expect(r.statusCode).toBe(414);
    expect(r.json()).toEqual({
      statusCode: 414, error: 'URI Too Long', message: 'path: a path segment is longer than 100 characters',
      details: [{ field: 'path', message: 'a path segment is longer than 100 characters' }],
    });
  });

  it('a path that is not valid percent-encoding is a 400 naming the path', async () => {
    const r = await t.app.inject({ url: '/api/company/GetCompany/%E0%A4%A' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({
      statusCode: 400, error: 'Bad Request', message: 'path: is not a valid URL path (malformed percent-encoding)',
      details: [{ field: 'path', message: 'is not a valid URL path (malformed percent-encoding)' }],
    });
  });

  it('a body shorter than its Content-Length is a 400 naming the body', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/client-errors', headers: { 'content-type': 'application/json', 'content-length': '40' }, payload: '{"message":"x","url":"/"}' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'body: its size does not match the Content-Length header' });
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
