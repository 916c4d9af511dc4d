// The standing authorization matrix (issue 42, decision 195): every operation of the OpenAPI document, sent by every kind
// of caller on the items of customer A and company A, answers what its declaration beside its route says (each routes
// file's `access` table, gathered by plugins/access.declared.ts). Paths name real items; bodies are the document's
// examples with the ids swapped for real ones; what changes or ends something (a delete, a status move, a sign-out)
// gets items, or callers, of its own.
import { writeFileSync } from 'node:fs';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS, type AdminPermission, type ApiKeyScope, type OperationId } from '@redress/contract';
import { useTestApp } from '../../test/app.ts';
import { newApiKey, newCompany, newCustomer, newEmployee } from '../../test/people.ts';
import { targetFactories } from '../../test/targets.ts';
import {
  adverts, complaintComments, contactMessages, invoices, notifications, plans, products, ratings, reviewComments, services, subscriptions,
} from '../db/schema/index.ts';
import { expectedOutcome, PRINCIPALS, type Access, type Outcome, type Principal } from './access.ts';
import { ACCESS } from './access.declared.ts';
import { exampleOf } from './openapi.ts';
import { insertRole } from '../modules/admins/admins.repository.ts';
import { countRatings } from '../modules/stats/stats.service.ts';

const t = useTestApp({ API_CLIENT_RATE_LIMIT: '100000' });
const make = targetFactories(t);

type Json = Record<string, unknown>;
type Headers = Record<string, string>;
interface Operation { operationId: OperationId; security: Record<string, string[]>[]; parameters?: { name: string; in: string; required?: boolean; schema?: Json }[]; requestBody?: { content: Record<string, { schema: Json }> } }
interface Op { id: OperationId; method: string; path: string; op: Operation }

/** The callers and items of one world: customer A and company A own the items; B are the others. */
async function world() {
  const db = t.app.database.db;
  const a = await newCustomer(t);
  const b = await newCustomer(t);
  const A = await newCompany(t, 'Matrix A');
  const B = await newCompany(t, 'Matrix B');
  const manager = await newEmployee(t, A.company.id, 'manager');
  const agent = await newEmployee(t, A.company.id, 'agent');
  // Enterprise: no limit on API keys (company A holds four).
  const [enterprise] = await db.select({ id: plans.id }).from(plans).where(eq(plans.code, 'enterprise'));
  const [subscription] = await db.insert(subscriptions).values({ companyId: A.company.id, planId: enterprise!.id, status: 'active' }).returning();
  const allScopes: ApiKeyScope[] = ['read', 'write', 'webhooks'];
  const keyOwn = await newApiKey(t, A.company.id, A.ownerAuth, allScopes);
  const keyOther = await newApiKey(t, B.company.id, B.ownerAuth, allScopes);
  const keyWithout: Partial<Record<ApiKeyScope, Headers>> = {};
  for (const s of allScopes) keyWithout[s] = await newApiKey(t, A.company.id, A.ownerAuth, allScopes.filter((x) => x !== s));
  const admins = new Map<string, Headers>();
  const admin = async (permissions: readonly AdminPermission[]) => {
    const k = [...permissions].sort().join(',');
    if (!admins.has(k)) admins.set(k, await make.admin([...permissions]));
    return admins.get(k)!;
  };
  const items = {
    complaint: async () => (await make.complaint(a.user.id, A.company.id)).id,
    review: async () => (await make.review(a.user.id, A.company.id)).id,
    // One live rating a customer and company: a deleted one is replaced.
    // One live rating a customer and company (a deleted one is replaced), counted as the rating call counts it.
    rating: async () => {
      const [live] = await db.select({ id: ratings.id }).from(ratings).where(and(eq(ratings.companyId, A.company.id), eq(ratings.customerId, a.user.id), isNull(ratings.deletedAt)));
      if (live) return live.id;
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(ratings).values({ companyId: A.company.id, customerId: a.user.id, overall: 4 }).returning();
        await countRatings(tx, [{ rating: { ...row!, product: null, employee: null, channel: null, service: null, brand: null, recommend: null }, d: 1 }]);
        return row!.id;
      });
    },
    account: async () => (await newCustomer(t)).user.id,
    employee: async () => (await newEmployee(t, A.company.id, 'agent')).user.id,
    complaintComment: async () => (await db.insert(complaintComments).values({ complaintId: await items.complaint(), authorId: a.user.id, commentText: 'Any news?' }).returning())[0]!.id,
    reviewComment: async () => (await db.insert(reviewComments).values({ reviewId: await items.review(), authorId: a.user.id, commentText: 'Thanks' }).returning())[0]!.id,
    notification: async () => (await db.insert(notifications).values({ userId: a.user.id, type: 'comment', title: 'Hello' }).returning())[0]!.id,
    role: async () => (await insertRole(db, { name: `Matrix role ${crypto.randomUUID()}`, description: null, permissions: [] })).id,
    adminUser: async () => {
      const id = crypto.randomUUID();
      await t.authHeader({ id, role: 'admin', permissions: [] });
      return id;
    },
    advert: async () => (await db.insert(adverts).values({ title: 'Kettles', imageUrl: 'https://www.example.org/kettle.png' }).returning())[0]!.id,
    contactMessage: async () => (await db.insert(contactMessages).values({ name: 'Ada', email: 'ada@example.org', message: 'Hello' }).returning())[0]!.id,
    product: async () => (await db.insert(products).values({ companyId: A.company.id, name: `Kettle ${crypto.randomUUID()}` }).returning())[0]!.id,
    service: async () => (await db.insert(services).values({ companyId: A.company.id, name: `Repairs ${crypto.randomUUID()}` }).returning())[0]!.id,
    plan: async () => (await db.select({ id: plans.id }).from(plans).where(eq(plans.code, 'growth')))[0]!.id,
    invoice: async () => (await db.insert(invoices).values({ subscriptionId: subscription!.id, companyId: A.company.id, amountCents: 4900, currency: 'USD' }).returning())[0]!.id,
  };
  // Reads share one item of each kind; writes get their own (a delete or a status move would change it for the next).
  // A review is always new: a customer's later review of the same company supersedes the earlier one.
  const made = new Map<string, Promise<string>>();
  const shared = Object.fromEntries(Object.entries(items).map(([k, make]) => [k, k === 'review' ? make : () => made.get(k) ?? made.set(k, make()).get(k)!])) as typeof items;
  return { a, b, A, B, manager, agent, keyOwn, keyOther, keyWithout, admin, items, shared };
}
type World = Awaited<ReturnType<typeof world>>;

async function headersOf(w: World, principal: Principal, access: Access | undefined, scope: ApiKeyScope): Promise<Headers | undefined> {
  const listed = access?.admin === undefined || access.admin === true ? [] : [access.admin].flat();
  const permission = listed[0];
  switch (principal) {
    case 'no session': return {};
    case 'customer': return w.a.auth;
    case 'another customer': return w.b.auth;
    case 'company owner': return w.A.ownerAuth;
    case 'another company\'s owner': return w.B.ownerAuth;
    case 'manager': return w.manager.auth;
    case 'agent': return w.agent.auth;
    case 'admin with it': return w.admin(permission ? [permission] : access?.admin === true ? [] : ADMIN_PERMISSIONS);
    case 'admin without the permission': return access?.admin === true ? undefined : w.admin(ADMIN_PERMISSIONS.filter((p) => !listed.includes(p) && listed.length > 0));
    case 'API key': return w.keyOwn;
    case 'API key of another company': return w.keyOther;
    case 'API key without the scope': return w.keyWithout[scope];
  }
}

/** The item a path parameter names, for customer A or company A. */
async function paramValue(w: World, o: Op, name: string): Promise<string> {
  const p = o.path;
  if (name === 'platformId') return 'redress';
  if (name === 'emailAddress' || name === 'a') return `care@matrix.example`;
  if (name === 'b' || name === 'companyId') return w.A.company.id;
  if (name === 'folder') return 'review-images';
  if (/requestClosure/.test(p)) return w.items.complaint();
  if (/\/admin\/users\/\{id\}/.test(p) && o.method !== 'GET') return w.items.account();
  if (/complaintsByCustomerId|profilemanagement|update_userinfo|\/admin\/users\/(\{id\}|mgt|profile)/.test(p)) return w.a.user.id;
  if (/\/complaint\/comment\/|commentUp\/|commentDown\//.test(p)) return w.items.complaintComment();
  if (/\/review\/comment\//.test(p)) return w.items.reviewComment();
  if (/complaintByOrganizationId|complaint-users|\/organization\/|averageRating|ratingSummary|scoreExplained|\/company\/|comparison|\/business\/|GetCompanyEmployees|GetProductsForCompany|GetServicesForCompany|\/companies\/|\/moderation\/log|widget\/companyId|updateByCompanyId/.test(p)) return w.A.company.id;
  if (/\/complaint|ByComplaintId/.test(p)) return w.items.complaint();
  if (/\/review|ByReviewId/.test(p)) return w.items.review();
  if (/\/rating/.test(p)) return w.items.rating();
  if (/\/notification/.test(p)) return w.items.notification();
  if (/\/admin\/roles\//.test(p)) return w.items.role();
  if (/\/adminusers\//.test(p)) return w.items.adminUser();
  if (/\/adverts\//.test(p)) return w.items.advert();
  if (/contact-messages/.test(p)) return w.items.contactMessage();
  if (/\/Products\//.test(p)) return w.items.product();
  if (/\/Services\//.test(p)) return w.items.service();
  if (/\/admin\/plans\//.test(p)) return w.items.plan();
  if (/\/admin\/invoices\//.test(p)) return w.items.invoice();
  if (/\/Employees\/|\/auth\/employees/.test(p)) return w.items.employee();
  return crypto.randomUUID();
}

const ID_FIELDS: Record<string, (w: World, body: Json) => unknown> = {
  companyId: (w) => w.A.company.id, organizationId: (w) => w.A.company.id,
  complaintId: (w) => w.items.complaint(), reviewId: (w) => w.items.review(), commentId: (w) => w.items.complaintComment(),
  reviewCommentId: (w) => w.items.reviewComment(), roleId: (w) => w.items.role(),
  // A role's permissions: one the admin making it holds (no one grants what they do not hold).
  permissions: () => ['roles.manage'],
  itemId: (w, body) => (String(body.kind ?? body.itemKind) === 'review' ? w.items.review() : String(body.kind ?? body.itemKind) === 'rating' ? w.items.rating() : w.items.complaint()),
  id: (w) => w.items.review(),
};

/** The schema with only its required properties: a smaller body, less likely to fail a rule of an optional field. */
function requiredOnly(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(requiredOnly);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Json = {};
  for (const [k, v] of Object.entries(schema as Json)) out[k] = k === 'properties' ? v : requiredOnly(v);
  const required = new Set((out.required as string[] | undefined) ?? []);
  if (out.properties) out.properties = Object.fromEntries(Object.entries(out.properties as Json).filter(([k]) => required.has(k)).map(([k, v]) => [k, requiredOnly(v)]));
  return out;
}

/** The document's schemas as they are (ids are filled in where a body has the property, required or not). */
let fullComponents: Record<string, Json> = {};

async function bodyOf(w: World, o: Op, components: Record<string, Json>): Promise<unknown> {
  const media = o.op.requestBody?.content['application/json'];
  if (!media) return undefined;
  const body = exampleOf(requiredOnly(media.schema), components);
  const top = (typeof media.schema.$ref === 'string' ? fullComponents[media.schema.$ref.split('/').pop()!] : media.schema) as Json | undefined;
  const properties = (top?.properties ?? {}) as Json;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, fill] of Object.entries(ID_FIELDS)) if (key in properties) (body as Json)[key] = await fill(w, body as Json);
  }
  return body;
}

async function queryOf(w: World, o: Op, components: Record<string, Json>): Promise<Record<string, string>> {
  const q: Record<string, string> = {};
  for (const p of o.op.parameters ?? []) {
    if (p.in !== 'query' || !p.required) continue;
    const v = exampleOf(p.schema, components, [], p.name);
    if (v !== undefined) q[p.name] = String(ID_FIELDS[p.name] ? await ID_FIELDS[p.name]!(w, {}) : v);
  }
  return q;
}

/** Calls that change or end the callers themselves (their session, account, company): each gets a world of its own. */
const OWN_WORLD = new Set<OperationId>(['logout', 'requestAccountDeletion', 'suspendAccount', 'activateAccount', 'deleteCompany']);
/**
 * Calls on items the matrix does not make (a dispute, an appeal, a burst, a webhook endpoint, a widget, an export, a chat,
 * a signed link): a caller let through hears 404, counted as allowed but "not found". Refusals are still checked.
 */
const NOT_MADE = new Set<OperationId>([
  'getDisputeOfItem', 'getDispute', 'addEvidence', 'decideDispute', 'decideAppeal', 'getBurst', 'decideBurst', 'revokeApiCredential',
  'setWebhookEndpointStatus', 'rotateWebhookSecret', 'deleteWebhookEndpoint', 'listWebhookDeliveries', 'resendWebhookDelivery',
  'getWidgetById', 'updateCompanyWidget', 'downloadDataExport', 'listChats', 'markChatsRead', 'sendPrivateMessage', 'openReviewInvitation', 'clickAdvert',
  'describeNewsletterUnsubscribe', 'unsubscribeFromNewsletter', 'resubscribeToNewsletter', 'getEmailDetails', 'updateEmailDetails',
]);
/** Runs last: maintenance mode would answer 503 to every later call. */
const LAST = new Set<OperationId>(['setMaintenance']);

const classOf = (status: number): Outcome | 'error' => (status === 401 || status === 403 || status === 404 ? status : status >= 500 || status === 429 ? 'error' : 'allowed');

describe('the authorization matrix', () => {
  let ops: Op[] = [];
  let components: Record<string, Json> = {};
  beforeAll(async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{ paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Json> } }>();
    // Bodies carry only required fields: fewer rules of optional ones to fail before the call reaches the caller's rights.
    fullComponents = doc.components.schemas;
    components = Object.fromEntries(Object.entries(doc.components.schemas).map(([k, v]) => [k, requiredOnly(v) as Json]));
    ops = Object.entries(doc.paths).flatMap(([path, byMethod]) => Object.entries(byMethod).map(([method, op]) => ({ id: op.operationId, method: method.toUpperCase(), path, op })));
  });

  it('declares who may make every operation', () => {
    const declared = ACCESS as Partial<Record<OperationId, Access>>;
    expect(ops.filter((o) => !declared[o.id]).map((o) => o.id), 'operations without a declaration in their routes file (export const access)').toEqual([]);
    // The declaration agrees with the security the document states: open to no session, and the API key's scope.
    const disagree = ops.filter((o) => {
      const a = declared[o.id]!;
      const open = o.op.security.length === 0 || o.op.security.some((s) => Object.keys(s).length === 0);
      const scope = o.op.security.find((s) => 'apiKey' in s)?.apiKey?.[0];
      return Boolean(a.public) !== open || a.key !== scope;
    });
    expect(disagree.map((o) => `${o.id}: ${JSON.stringify(o.op.security)}`), 'declarations the document\'s security contradicts').toEqual([]);
  });

  it('answers every caller as the declarations say', { timeout: 300_000 }, async () => {
    const declared = ACCESS as Partial<Record<OperationId, Access>>;
    const main = await world();
    const ordered = [...ops.filter((o) => !LAST.has(o.id)), ...ops.filter((o) => LAST.has(o.id))];
    const counts: Record<string, number> = { allowed: 0, 401: 0, 403: 0, 404: 0 };
    const mismatches: string[] = [];
    const observed: Record<string, Record<string, string>> = {};
    let cells = 0;
    let ip = 0;
    for (const o of ordered) {
      const access = declared[o.id];
      const own = OWN_WORLD.has(o.id) ? await world() : main;
      const w = o.method === 'GET' ? { ...own, items: own.shared } : own;
      const key = o.op.security.find((s) => 'apiKey' in s)?.apiKey?.[0] as ApiKeyScope | undefined;
      const scope = key ?? (o.method === 'GET' ? 'read' : 'write');
      observed[o.id] = {};
      // API keys first: a company deleted or a plan changed by a later cell would end them.
      for (const principal of [...PRINCIPALS.slice(0, 1), ...PRINCIPALS.slice(9), ...PRINCIPALS.slice(1, 9)]) {
        const expected = access ? expectedOutcome(access, principal) : undefined;
        if (access && expected === undefined) continue;
        const headers = await headersOf(w, principal, access, scope);
        if (!headers) continue;
        let url = o.path;
        for (const [, name] of o.path.matchAll(/\{(\w+)\}/g)) url = url.replace(`{${name}}`, encodeURIComponent(await paramValue(w, o, name!)));
        const payload = await bodyOf(w, o, components);
        const ipAddress = `10.${Math.floor(++ip / 250) % 250}.${ip % 250}.7`;
        const r = await t.app.inject({ method: o.method as 'GET', url, query: await queryOf(w, o, components), headers, remoteAddress: ipAddress, ...(payload === undefined ? {} : { payload: payload as object }) });
        const notMade = NOT_MADE.has(o.id) && expected === 'allowed' && r.statusCode === 404;
        const credentialCheck = access?.credentials && expected === 'allowed' && (r.statusCode === 401 || r.statusCode === 403);
        const validatedFirst = access?.validatesFirst && expected !== 'allowed' && expected !== 401 && r.statusCode === 400;
        const got = notMade || credentialCheck ? 'allowed' : validatedFirst ? expected : classOf(r.statusCode);
        if (notMade) counts.notMade = (counts.notMade ?? 0) + 1;
        observed[o.id]![principal] = `${r.statusCode} ${r.statusCode >= 400 ? r.body.slice(0, 150) : ''}`;
        cells++;
        counts[String(got)] = (counts[String(got)] ?? 0) + 1;
        if (!access) continue;
        if (got !== expected) mismatches.push(`${o.id} (${o.method} ${o.path}) as ${principal}: expected ${expected}, got ${r.statusCode} ${r.body.slice(0, 160)}`);
      }
    }
    // AUTHZ_OBSERVE=<file>: every cell's status and body, for writing a new declaration.
    if (process.env.AUTHZ_OBSERVE) writeFileSync(process.env.AUTHZ_OBSERVE, JSON.stringify(observed, null, 1));
    console.log([
      `authorization matrix: ${ops.length} operations x ${PRINCIPALS.length} callers, ${cells} cells`,
      `  allowed ${counts.allowed} (of which ${counts.notMade ?? 0} reached a 404 for an item the matrix does not make)`,
      `  401 ${counts[401]}, 403 ${counts[403]}, 404 ${counts[404]}, errors (5xx, 429) ${counts.error ?? 0}`,
      `  mismatches ${mismatches.length}`,
    ].join('\n'));
    expect(mismatches).toEqual([]);
  });
});
