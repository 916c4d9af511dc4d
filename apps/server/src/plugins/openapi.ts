// The OpenAPI document is generated from the routes' zod schemas: /docs/json, with the interactive reference at /docs.
// Each route writes its operationId, tags, summary and security in its schema; the transforms below add what follows
// from the route itself (the API-key scheme, the captcha header, the shared error responses, examples) and keep only
// the components the operations use (decision 187).
import { readFileSync } from 'node:fs';
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { CAPTCHA_HEADER } from '@redress/contract';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { API_GUIDE_FILE } from '../paths.ts';
import { errorBody } from './errors.ts';
import { exemptFromMaintenance } from './maintenance.ts';
import { referenceTheme } from './openapi-theme.ts';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The route's service asks for a solved captcha in x-captcha-token only sometimes (a 400 naming the captcha field
     * says when): the document declares the header, not required. Routes behind app.requireCaptcha need no mark.
     */
    captcha?: 'when-asked';
  }
}

const GUIDE = readFileSync(API_GUIDE_FILE, 'utf8');

/** The guide shown above the interactive reference, with this server's address and API-key rate limit in it. */
export const apiGuide = (config: Pick<Config, 'publicUrl' | 'apiClientRateLimit'>) => GUIDE
  .replaceAll('{{PUBLIC_URL}}', config.publicUrl.replace(/\/$/, ''))
  .replaceAll('{{API_RATE_LIMIT}}', String(config.apiClientRateLimit));

type Json = Record<string, unknown>;
type Security = Record<string, string[]>[];

const apiKeyNote = (scope: string) => `A business API key (x-client-id + x-api-key) with the ${scope} scope may call it for its own company's items.`;

/** The security of a route that business API keys may call (config.apiClient): its own, with the key as one more way in. */
function withApiKey(security: Security | undefined, scope: string): Security {
  const own = security ?? [];
  if (own.some((s) => 'apiKey' in s)) return own;
  // The key's scope as the requirement's role (OpenAPI 3.1 allows roles for any scheme; decision 188).
  const key = { clientId: [], apiKey: [scope] };
  // A public read stays callable without anything ({}); a key reads its own company's items only.
  return own.length === 0 ? [{}, key] : [...own, key];
}

/** The scope a key needs for the route: its config.apiScope, else read for GET and HEAD, write for the rest (plugins/auth.ts). */
function apiScopeOf(route: RouteOptions): string {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return route.config?.apiScope ?? (methods.every((m) => m === 'GET' || m === 'HEAD') ? 'read' : 'write');
}

const asList = (hooks: unknown): unknown[] => (hooks ? (Array.isArray(hooks) ? hooks : [hooks]) : []);

/** The captcha header as a header parameter: required behind app.requireCaptcha, optional where the service asks. */
function captchaHeaders(headers: Json | undefined, required: boolean): Json {
  const base = headers ?? { type: 'object', properties: {} };
  const description = required
    ? 'A solved captcha (GET /api/captcha/challenge says which kind and how).'
    : 'A solved captcha, when a 400 naming the captcha field asked for one (GET /api/captcha/challenge says which kind and how).';
  return {
    ...base,
    properties: { ...(base.properties as Json), [CAPTCHA_HEADER]: { type: 'string', description } },
    ...(required ? { required: [...((base.required as string[] | undefined) ?? []), CAPTCHA_HEADER] } : {}),
  };
}

/**
 * The errors any call of its kind can answer, whether or not its schema lists them: 400 from the input rules every
 * request keeps (plugins/input.ts: no NUL character, no __proto__ key), 401 where a session or key is read (one that has
 * ended or is not live), 429 where a rate limit counts (the route's own, or the API key's), 503 where maintenance mode refuses it.
 */
function withCommonErrors(schema: Json, route: RouteOptions): Json {
  const response = { ...(schema.response as Json | undefined) };
  const add = (status: string) => {
    if (!(status in response)) response[status] = { $ref: ERROR_SCHEMA_REF };
  };
  add('400');
  const readsCaller = (schema.security as Security | undefined)?.some((s) => 'bearer' in s || 'apiKey' in s);
  // Sign-out takes an ended session (acceptsEndedSession): it never answers 401.
  if (readsCaller && route.config?.acceptsEndedSession !== true) add('401');
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit || route.config?.apiClient === true) add('429');
  // Maintenance mode answers 503 to everyone but admins, except the few calls that stay open (plugins/maintenance.ts).
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (!methods.every((m) => exemptFromMaintenance(m, route.url))) add('503');
  return response;
}

/** Per route: zod to JSON Schema, then the API-key scheme and the captcha header the route takes. */
function routeTransform(app: FastifyInstance): SwaggerTransform {
  return (input) => {
    const result = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
    const route = (input as { route?: RouteOptions }).route;
    const schema = result.schema as Json;
    if (!route || schema.hide) return result;
    if (route.config?.apiClient === true) {
      const scope = apiScopeOf(route);
      schema.security = withApiKey(schema.security as Security | undefined, scope);
      schema.description = schema.description ? `${schema.description as string} ${apiKeyNote(scope)}` : apiKeyNote(scope);
    }
    schema.response = withCommonErrors(schema, route);
    const requireCaptcha = (app as unknown as { requireCaptcha?: unknown }).requireCaptcha;
    const required = requireCaptcha !== undefined && asList(route.preHandler).includes(requireCaptcha);
    if (required || schema.captcha === 'when-asked') schema.headers = captchaHeaders(schema.headers as Json | undefined, required);
    delete schema.captcha;
    return result;
  };
}

// ---- the shared error responses ------------------------------------------------------------------------------------

const ERROR_SCHEMA_REF = '#/components/schemas/ErrorResponse';

/** One response component per error status, each with a body this API answers (built as the error handler builds it). */
const ERROR_RESPONSES: Record<string, { name: string; description: string; example: unknown }> = {
  400: {
    name: 'BadRequest', description: 'The request is not valid: the message and details name the field',
    example: errorBody(400, 'email: Invalid email address', [{ field: 'email', message: 'Invalid email address' }]),
  },
  401: { name: 'Unauthorized', description: 'No session, or one that has ended; or an API key that is not live', example: errorBody(401, AppError.unauthorized().message) },
  403: { name: 'Forbidden', description: 'The caller may not do this', example: errorBody(403, AppError.forbidden().message) },
  404: { name: 'NotFound', description: 'What the path names does not exist, or the caller may not see it', example: errorBody(404, AppError.notFound('Complaint').message) },
  409: { name: 'Conflict', description: 'The item is not in a state that allows this', example: errorBody(409, 'This review is deleted already') },
  410: { name: 'Gone', description: 'It existed, and is no longer available', example: errorBody(410, 'This export has expired') },
  413: { name: 'PayloadTooLarge', description: 'The body is larger than this call takes', example: errorBody(413, 'body: is too large') },
  415: { name: 'UnsupportedMediaType', description: 'The body\'s content type is not one this call takes', example: errorBody(415, 'content-type: text/plain is not supported here') },
  429: { name: 'TooManyRequests', description: 'Too many requests: wait as long as the retry-after header says', example: errorBody(429, 'Rate limit exceeded, retry in 1 minute') },
  500: { name: 'InternalError', description: 'A fault on our side', example: errorBody(500, 'Something went wrong on our side') },
  503: {
    name: 'ServiceUnavailable', description: 'Maintenance mode: try again when the retry-after header says',
    example: errorBody(503, 'Site currently under maintenance. Please try again in a few minutes.'),
  },
};

function errorResponse(status: string): Json {
  const e = ERROR_RESPONSES[status]!;
  return { description: e.description, content: { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF }, example: e.example } } };
}

const isErrorResponse = (response: Json) => {
  const content = Object.values((response.content as Record<string, Json> | undefined) ?? {});
  return content.length > 0 && content.every((m) => (m.schema as Json | undefined)?.$ref === ERROR_SCHEMA_REF);
};

// ---- examples ------------------------------------------------------------------------------------------------------

const FORMAT_EXAMPLES: Record<string, string> = {
  'date-time': '2026-03-02T09:30:00.000Z',
  date: '2026-03-02',
  time: '09:30:00',
  email: 'ada@example.org',
  uri: 'https://www.example.org/',
  url: 'https://www.example.org/',
  uuid: '0b6f3c1e-5d2a-4c8e-9f47-2a1d6e8b3c50',
  ipv4: '203.0.113.7',
  ipv6: '2001:db8::7',
};

/** A plainer example than "string" for a free-text property, by its name. */
const NAME_HINTS: [RegExp, string][] = [
  [/^(?!unique)(id|.*Id)$/, FORMAT_EXAMPLES.uuid!],
  [/email/i, FORMAT_EXAMPLES.email!],
  [/(url|link|logo|image|picture|avatar)$/i, FORMAT_EXAMPLES.uri!],
  [/(At|On|Date)$/, FORMAT_EXAMPLES['date-time']!],
  [/(company|organi[sz]ation)Name$/i, 'Acme Ltd'],
  [/name$/i, 'Ada L.'],
  [/slug$/i, 'acme-ltd'],
  [/title$/i, 'Parcel never arrived'],
];

/**
 * A deterministic example of a JSON Schema: its own example or default, else one built from its type and bounds. A
 * component met again inside itself (a reply's replies) is left out: an empty list, or no property.
 */
export function exampleOf(schema: unknown, components: Record<string, Json>, path: readonly string[] = [], name = ''): unknown {
  if (!schema || typeof schema !== 'object') return undefined;
  const s = schema as Json;
  if (typeof s.$ref === 'string') {
    const ref = s.$ref.split('/').pop()!;
    return path.includes(ref) ? undefined : exampleOf(components[ref], components, [...path, ref], name);
  }
  if ('example' in s) return s.example;
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
  if ('const' in s) return s.const;
  if ('default' in s) return s.default;
  if (Array.isArray(s.enum)) return s.enum.find((v) => v !== null) ?? s.enum[0];
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = s[key] as Json[] | undefined;
    if (branches) {
      const branch = branches.find((b) => b.type !== 'null') ?? branches[0];
      return exampleOf(branch, components, path, name);
    }
  }
  if (Array.isArray(s.allOf)) {
    return Object.assign({}, ...s.allOf.map((b) => exampleOf(b, components, path, name) as object));
  }
  const type = Array.isArray(s.type) ? (s.type as string[]).find((t) => t !== 'null') ?? 'null' : s.type;
  switch (type) {
    case 'object': {
      const out: Json = {};
      for (const [key, prop] of Object.entries((s.properties as Record<string, unknown> | undefined) ?? {})) {
        const value = exampleOf(prop, components, path, key);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case 'array': {
      const item = exampleOf(s.items, components, path, name);
      const count = Math.max(1, Number(s.minItems ?? 1));
      return item === undefined ? [] : Array.from({ length: Math.min(count, 3) }, () => item);
    }
    case 'string': {
      if (typeof s.format === 'string' && FORMAT_EXAMPLES[s.format]) return FORMAT_EXAMPLES[s.format];
      const min = Number(s.minLength ?? 0);
      const max = s.maxLength === undefined ? Infinity : Number(s.maxLength);
      const hint = s.pattern === undefined ? NAME_HINTS.find(([re]) => re.test(name))?.[1] : undefined;
      const text = (hint ?? 'string').padEnd(min, 'x');
      return text.slice(0, max);
    }
    case 'integer':
    case 'number': {
      const min = typeof s.minimum === 'number' && s.minimum > -1e6 ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : undefined;
      const max = typeof s.maximum === 'number' && s.maximum < 1e6 ? s.maximum : undefined;
      return min ?? (max !== undefined && max < 1 ? max : 1);
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

// ---- the document as a whole ---------------------------------------------------------------------------------------

const REF = '#/components/schemas/';
const BINARY = /^(application\/(zip|octet-stream|pdf)|image\/)/;
const refsIn = (value: unknown, found: Set<string>) => {
  JSON.stringify(value, (key, v: unknown) => {
    if (key === '$ref' && typeof v === 'string' && v.startsWith(REF)) found.add(v.slice(REF.length));
    return v;
  });
  return found;
};

/**
 * Only the components the operations use. fastify-type-provider-zod writes every schema registered with an id twice,
 * as read (X) and as written (XInput), whether or not any route reads or writes it: a response schema's XInput and a
 * request schema's X are twins nobody uses. What no operation reaches is dropped, and a schema only ever written keeps
 * its own name (XInput becomes X).
 */
function keepUsedComponents(doc: Json) {
  const components = doc.components as { schemas?: Record<string, Json> };
  const schemas = components.schemas ?? {};
  const used = refsIn(doc.paths, new Set());
  for (const name of used) refsIn(schemas[name], used);
  // refsIn adds as it walks: repeat until nothing new is reached.
  for (let size = 0; size !== used.size;) {
    size = used.size;
    for (const name of [...used]) refsIn(schemas[name], used);
  }
  const renames = new Map<string, string>();
  for (const name of used) {
    const plain = name.endsWith('Input') ? name.slice(0, -'Input'.length) : undefined;
    if (plain && !used.has(plain)) renames.set(name, plain);
  }
  const kept: Record<string, Json> = {};
  for (const name of Object.keys(schemas).sort()) {
    if (used.has(name)) kept[renames.get(name) ?? name] = schemas[name]!;
  }
  components.schemas = kept;
  if (renames.size === 0) return doc;
  const rewrite = (value: unknown): unknown => JSON.parse(JSON.stringify(value), (key, v: unknown) => (
    key === '$ref' && typeof v === 'string' && v.startsWith(REF) && renames.has(v.slice(REF.length)) ? REF + renames.get(v.slice(REF.length)) : v
  ));
  doc.paths = rewrite(doc.paths);
  components.schemas = rewrite(kept) as Record<string, Json>;
  return doc;
}

/** The error responses point at their shared component; every response with a body gets an example of it. */
function completeResponses(doc: Json) {
  const components = doc.components as { schemas: Record<string, Json>; responses?: Record<string, Json> };
  const usedErrors = new Set<string>();
  for (const operations of Object.values(doc.paths as Record<string, Record<string, Json>>)) {
    for (const operation of Object.values(operations)) {
      const responses = operation.responses as Record<string, Json> | undefined;
      if (!responses) continue;
      for (const [status, response] of Object.entries(responses)) {
        if (ERROR_RESPONSES[status] && isErrorResponse(response)) {
          responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
          usedErrors.add(status);
          continue;
        }
        if (/^3\d\d$/.test(status) && !response.headers) {
          response.headers = { location: { description: 'Where to go', schema: { type: 'string', format: 'uri-reference' } } };
        }
        for (const [type, media] of Object.entries((response.content as Record<string, Json> | undefined) ?? {})) {
          // A file (the data export's ZIP): a string of bytes of its type, with nothing to show as an example.
          if (BINARY.test(type) && media.schema && !(media.schema as Json).type) media.schema = { type: 'string', contentMediaType: type, ...(media.schema as Json) };
          if (media.example !== undefined || media.examples !== undefined || !media.schema) continue;
          const example = exampleOf(media.schema, components.schemas);
          if (example !== undefined) media.example = example;
        }
      }
    }
  }
  components.responses = {
    ...components.responses,
    ...Object.fromEntries([...usedErrors].sort().map((status) => [ERROR_RESPONSES[status]!.name, errorResponse(status)])),
  };
  return doc;
}

const documentTransform: SwaggerTransformObject = (input) => {
  const doc = jsonSchemaTransformObject(input as Parameters<typeof jsonSchemaTransformObject>[0]) as unknown as Json;
  return completeResponses(keepUsedComponents(doc)) as ReturnType<SwaggerTransformObject>;
};

export default fp(async function openapiPlugin(app: FastifyInstance, opts: { config: Config }) {
  const { config } = opts;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.brandName} API`,
        version: '1.0.0',
        // The guides above the reference (issues 26, 41): keys, webhooks, widgets, rate limits, errors (api-guide.md).
        description: apiGuide(config),
        license: { name: `${config.brandName} terms of use`, url: `${config.publicUrl.replace(/\/$/, '')}/legal` },
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
          clientId: { type: 'apiKey', in: 'header', name: 'x-client-id' },
        },
      },
    },
    transform: routeTransform(app),
    transformObject: documentTransform,
    hideUntagged: false,
  });
  const theme = referenceTheme(config.brandName);
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // No validator badge: it would fetch validator.swagger.io, which the page's policy refuses.
    uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: true, validatorUrl: null, layout: theme.layout },
    staticCSP: true,
    theme: theme.theme,
  });
}, { name: 'openapi' });
