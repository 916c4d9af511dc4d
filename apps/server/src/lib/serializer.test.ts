import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSerializerCompiler } from './serializer.ts';

const Card = z.object({
  id: z.string(),
  title: z.string(),
  dueAt: z.string().nullable(),
  votes: z.number().int(),
  owner: z.object({ name: z.string(), email: z.string().nullable() }),
  tags: z.array(z.string()),
  /** A nullable enum: both null and its values are written, also inside a union (which is matched by validation). */
  status: z.enum(['open', 'closed']).nullable(),
});

async function appWith(crossCheck: boolean, data: unknown, schema: z.ZodType = Card) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ crossCheck }));
  app.withTypeProvider<ZodTypeProvider>().get('/card', { schema: { response: { 200: schema } } }, async () => data as never);
  await app.ready();
  return app;
}

const apps: Awaited<ReturnType<typeof appWith>>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

describe('response serializer', () => {
  const card = { id: 'c1', title: 'Charged twice', dueAt: null, votes: 3, owner: { name: 'Thandi N.', email: null }, tags: ['billing'], status: null };

  it('writes a nullable enum\'s null in an answer that is one of several shapes', async () => {
    const app = await appWith(false, card, z.union([Card, z.object({ pending: z.literal(true) })]));
    apps.push(app);
    const res = await app.inject('/card');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(card);
  });

  for (const crossCheck of [true, false]) {
    it(`writes what the schema declares and drops whatever else a handler returns (${crossCheck ? 'checked against zod' : 'production'})`, async () => {
      const app = await appWith(crossCheck, { ...card, secret: 'hash', owner: { ...card.owner, passwordHash: 'argon2id$...' }, dueAt: '2026-11-23T19:00:00.000Z', status: 'open' });
      apps.push(app);
      const res = await app.inject('/card');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...card, dueAt: '2026-11-23T19:00:00.000Z', status: 'open' });
      expect(res.body).not.toMatch(/secret|hash|argon2id/);
    });

    it(`refuses an answer that lacks a required field (${crossCheck ? 'checked against zod' : 'production'})`, async () => {
      const { votes: _, ...missing } = card;
      const app = await appWith(crossCheck, missing);
      apps.push(app);
      const res = await app.inject('/card');
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('Charged twice');
    });
  }

  it('in tests, refuses an answer of the wrong type that the fast path alone would coerce', async () => {
    const app = await appWith(true, { ...card, votes: '3' });
    apps.push(app);
    expect((await app.inject('/card')).statusCode).toBe(500);
  });
});
