import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { isApiRequest, normalisePath, readKey, requestPath } from './request-path.ts';

const request = (url: string, matched?: string, params: object = {}, query: object = {}) =>
  ({ method: 'GET', url, routeOptions: { url: matched }, params, query }) as unknown as FastifyRequest;

describe('which path a request is for', () => {
  it('decodes percent-encoding and collapses repeated slashes; malformed encoding is judged as written', () => {
    expect(normalisePath('/%61pi/auth/me?x=%61')).toBe('/api/auth/me');
    expect(normalisePath('/api%2F%2Fhealth')).toBe('/api/health');
    expect(normalisePath('//api///x')).toBe('/api/x');
    expect(normalisePath('/api/%E0%A4%A')).toBe('/api/%E0%A4%A');
  });

  it('is the matched route when there is one, else the normalised path', () => {
    expect(requestPath(request('/%61pi/complaint/7', '/api/complaint/:id'))).toBe('/api/complaint/:id');
    expect(isApiRequest(request('/%61pi/complaint/7', '/api/complaint/:id'))).toBe(true);
    expect(isApiRequest(request('/%61pi/no-such-call'))).toBe(true);
    expect(isApiRequest(request('/apia/x'))).toBe(false);
    expect(isApiRequest(request('/companies'))).toBe(false);
    // A catch-all route (CORS preflight) is judged on the path.
    expect(isApiRequest(request('/%61pi/complaint', '*'))).toBe(true);
    expect(isApiRequest(request('/uploads/a.png', '/uploads/*'))).toBe(false);
  });

  it('gives every spelling of one public read the same cache key, and different reads different keys', () => {
    const a = readKey(request('/api/complaint/7?page=2', '/api/complaint/:id', { id: '7' }, { page: 2 }));
    expect(readKey(request('/%61pi/complaint/%37?p%61ge=2', '/api/complaint/:id', { id: '7' }, { page: 2 }))).toBe(a);
    expect(readKey(request('/api/complaint/7?page=3', '/api/complaint/:id', { id: '7' }, { page: 3 }))).not.toBe(a);
    expect(readKey(request('/api/complaint/8?page=2', '/api/complaint/:id', { id: '8' }, { page: 2 }))).not.toBe(a);
  });
});
