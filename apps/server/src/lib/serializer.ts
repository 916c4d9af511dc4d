// Response serialization (decision 44): every response schema is a zod schema of the contract; this compiles each one
// once into fast-json-stringify (the serializer Fastify itself is built around) instead of checking every answer with
// zod and then JSON.stringify-ing it, which cost a list 15 % of its time. Only the schema's properties are written, so
// nothing a presenter did not mean to send leaves the server. In development and tests each answer is also serialized
// by zod and the two must agree: the whole test suite checks the fast path against the schema's own rules.
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** `anyOf: [{type: 'string', ...}, {type: 'null'}]` (zod's nullable) as `type: ['string', 'null']`, which needs no runtime match. */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) out[k] = simplify(v);
  const any = out.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(any) && any.length === 2) {
    const nullIndex = any.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = any[1 - nullIndex];
    if (nullIndex !== -1 && other && typeof other.type === 'string' && other.type !== 'object' && other.type !== 'array' && !other.anyOf && !other.$ref) {
      const { anyOf: _, ...rest } = out;
      // A nullable enum keeps null among its values, or fast-json-stringify refuses the null.
      const values = Array.isArray(other.enum) ? { enum: [...(other.enum as unknown[]), null] } : {};
      return { ...rest, ...other, ...values, type: [other.type, 'null'] };
    }
  }
  return out;
}

function resolve(maybe: unknown): z.ZodType | undefined {
  if (maybe instanceof z.ZodType) return maybe;
  const properties = (maybe as { properties?: unknown } | undefined)?.properties;
  return properties instanceof z.ZodType ? properties : undefined;
}

export function createSerializerCompiler(opts: { crossCheck: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const checked = zodSerializerCompiler(route as never) as (data: unknown) => string;
    const schema = resolve(route.schema);
    if (!schema) return checked;
    let fast: (data: unknown) => string;
    try {
      fast = fastJson(simplify(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' })) as never) as (data: unknown) => string;
    } catch {
      return checked; // a schema fast-json-stringify cannot take keeps the checked path
    }
    if (!opts.crossCheck) return fast;
    return (data) => {
      const expected = checked(data);
      const written = fast(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(`The fast serializer of ${route.method} ${route.url} (${String(route.httpStatus)}) wrote ${written.slice(0, 300)} where the schema gives ${expected.slice(0, 300)}`);
      }
      return written;
    };
  };
}
