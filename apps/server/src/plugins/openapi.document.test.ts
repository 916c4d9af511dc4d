// The OpenAPI document is one a client generator can hold (decision 187): every operation has a stable operationId named
// in the contract, tags, a summary, its security and its responses, each with a schema and an example; the errors share
// one component; no component is unused. A route added without these fails here.
import { describe, expect, it } from 'vitest';
import { CAPTCHA_HEADER, ErrorResponseSchema, OPERATION_IDS } from '@redress/contract';
import { useTestApp } from '../../test/app.ts';

const t = useTestApp();
const BINARY = /^(application\/(zip|octet-stream|pdf)|image\/)/;

type Json = Record<string, unknown>;
interface Media { schema?: Json; example?: unknown; examples?: unknown }
interface Response { $ref?: string; description?: string; content?: Record<string, Media> }
interface Parameter { name: string; in: string; required?: boolean }
interface Operation {
  operationId?: string; tags?: string[]; summary?: string; security?: Record<string, string[]>[];
  parameters?: Parameter[]; responses?: Record<string, Response>;
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json>; responses: Record<string, Response>; securitySchemes: Record<string, Json> };
}

async function load() {
  const doc = (await t.app.inject({ url: '/docs/json' })).json<Doc>();
  const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })));
  const byId = new Map(operations.map(({ op }) => [op.operationId, op]));
  return { doc, operations, byId };
}

describe('the OpenAPI document', () => {
  it('names every operation once, in camelCase, as the contract lists them', async () => {
    const { operations } = await load();
    expect(operations.length).toBeGreaterThan(200);
    const ids = operations.map(({ name, op }) => {
      expect(op.operationId, `${name} has an operationId`).toMatch(/^[a-z][A-Za-z0-9]*$/);
      return op.operationId!;
    });
    const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(duplicates, 'operationIds used twice').toEqual([]);
    const listed = new Set<string>(OPERATION_IDS);
    expect(ids.filter((id) => !listed.has(id)), 'operationIds missing from packages/contract/src/operation-ids.ts').toEqual([]);
    expect([...listed].filter((id) => !ids.includes(id)), 'names in operation-ids.ts no route uses').toEqual([]);
  });

  it('gives every operation tags, a summary, its security and responses with a schema and an example', async () => {
    const { doc, operations } = await load();
    const schemes = Object.keys(doc.components.securitySchemes);
    const resolve = (r: Response) => (r.$ref ? doc.components.responses[r.$ref.split('/').pop()!]! : r);
    for (const { name, op } of operations) {
      expect(op.tags?.length, `${name}: tags`).toBeGreaterThan(0);
      expect(op.summary?.trim(), `${name}: summary`).toBeTruthy();
      expect(Array.isArray(op.security), `${name}: security ([] when public)`).toBe(true);
      for (const requirement of op.security!) for (const scheme of Object.keys(requirement)) expect(schemes, `${name}: ${scheme}`).toContain(scheme);
      const statuses = Object.keys(op.responses ?? {});
      expect(statuses.some((s) => /^[23]\d\d$/.test(s)), `${name}: a 2xx or 3xx response`).toBe(true);
      expect(statuses.some((s) => /^4\d\d$/.test(s)), `${name}: a 4xx response`).toBe(true);
      for (const [status, response] of Object.entries(op.responses!)) {
        const r = resolve(response);
        expect(r, `${name} ${status}: a response`).toBeDefined();
        expect(r.description, `${name} ${status}: a description`).toBeTruthy();
        for (const [type, media] of Object.entries(r.content ?? {})) {
          expect(media.schema, `${name} ${status} ${type}: a schema`).toBeDefined();
          // A binary file (the data export's ZIP) has no example to write in a JSON document.
          if (!BINARY.test(type)) expect(media.example ?? media.examples, `${name} ${status} ${type}: an example`).toBeDefined();
        }
      }
    }
  });

  it('shares one error component whose examples are this API\'s error bodies, and keeps no unused component', async () => {
    const { doc, operations } = await load();
    // An error answer points at its shared response (the health check's 503 is its own report, not an error body).
    expect(JSON.stringify(doc.paths)).not.toContain('#/components/schemas/ErrorResponse');
    expect(operations.filter(({ op }) => op.responses!['404']).every(({ op }) => op.responses!['404']!.$ref === '#/components/responses/NotFound')).toBe(true);
    for (const [key, response] of Object.entries(doc.components.responses)) {
      const media = response.content!['application/json']!;
      expect(media.schema).toEqual({ $ref: '#/components/schemas/ErrorResponse' });
      const body = ErrorResponseSchema.parse(media.example);
      expect(body.error, key).toBeTruthy();
    }
    const text = JSON.stringify({ paths: doc.paths, components: { ...doc.components, schemas: undefined } });
    const nested = JSON.stringify(doc.components.schemas);
    const unused = Object.keys(doc.components.schemas).filter((n) => !text.includes(`"#/components/schemas/${n}"`) && !nested.includes(`"#/components/schemas/${n}"`));
    expect(unused).toEqual([]);
    expect(Object.keys(doc.components.schemas).filter((n) => n.endsWith('Input') && doc.components.schemas[n.slice(0, -5)] === undefined)).toEqual([]);
  });

  it('declares the captcha header, the API-key scheme and the optional session where calls take them', async () => {
    const { byId } = await load();
    const captcha = (id: string) => byId.get(id)!.parameters?.find((p) => p.in === 'header' && p.name === CAPTCHA_HEADER);
    for (const id of ['signup', 'signupLegacy', 'forgotPassword', 'sendContactMessage', 'inviteFriends']) expect(captcha(id)?.required, id).toBe(true);
    for (const id of ['login', 'loginAdmin', 'fileComplaint', 'writeReview']) expect(captcha(id), id).toMatchObject({ required: false });
    expect(captcha('getComplaint')).toBeUndefined();

    // The key's scope is the requirement's role (decision 188): reads need read, writes write, webhooks their own.
    const key = (scope: string) => ({ clientId: [], apiKey: [scope] });
    expect(byId.get('listComplaints')!.security).toEqual([{ bearer: [] }, key('read')]);
    expect(byId.get('getComplaint')!.security).toEqual([{}, { bearer: [] }, key('read')]);
    expect(byId.get('requestClosure')!.security).toContainEqual(key('write'));
    expect(byId.get('createWebhookEndpoint')!.security).toContainEqual(key('webhooks'));
    expect(byId.get('listCompanyComplaints')!.security).toEqual([{}, { bearer: [] }]);
    expect(byId.get('getCompany')!.security).toEqual([]);
    expect(byId.get('checkHealth')!.security).toEqual([]);
  });

  it('describes the CSV report, the advert redirect and sign-out\'s empty answer', async () => {
    const { byId } = await load();
    const csv = byId.get('downloadComplaintReport')!.responses!['200']!.content!['text/csv']!;
    expect(String(csv.example)).toMatch(/^id,uniqueId,createdAt,title,/);
    expect(byId.get('clickAdvert')!.responses!['302']).toMatchObject({ description: expect.any(String), headers: { location: expect.any(Object) } });
    expect(byId.get('logout')!.responses!['204']!.description).toBeTruthy();
    expect(byId.get('logout')!.responses!['401']).toBeUndefined();
  });
});
