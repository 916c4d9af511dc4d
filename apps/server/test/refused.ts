// A refusal as the API answers it: the status and the error body every refusal has (ErrorResponse: statusCode, error,
// message), so an authorization test tells a real 401/403/404 from a crash or a validation error.
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';

export function expectRefused(r: LightMyRequestResponse, status: 401 | 403 | 404, label?: string) {
  expect(r.statusCode, label ?? r.body).toBe(status);
  expect(r.json(), label ?? r.body).toMatchObject({ statusCode: status, error: expect.any(String), message: expect.any(String) });
}
