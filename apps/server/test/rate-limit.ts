// Per-IP rate limits: the same call from one address until the limit answers 429.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * Sends `call(i)` from `ip` until a 429 comes (at most `maxCalls` tries, then throws): answers the statuses of the
 * calls that got through and the 429 itself.
 */
export async function callUntilRateLimited(
  app: FastifyInstance,
  ip: string,
  call: (i: number) => InjectOptions | Promise<InjectOptions>,
  maxCalls = 100,
): Promise<{ passed: number[]; limited: LightMyRequestResponse }> {
  const passed: number[] = [];
  for (let i = 0; i < maxCalls; i++) {
    const r = await app.inject({ ...(await call(i)), remoteAddress: ip });
    if (r.statusCode === 429) return { passed, limited: r };
    passed.push(r.statusCode);
  }
  throw new Error(`no 429 from ${ip} after ${maxCalls} calls`);
}
