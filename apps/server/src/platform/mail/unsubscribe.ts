// Unsubscribe links (RFC 8058, decision 180), shared by every mail that is not transactional (the weekly digest,
// notification e-mails, invitations, the newsletter): a signed link, its List-Unsubscribe headers, and the route that
// serves it. GET shows, POST acts: mail scanners follow links, so the link in a mail's body opens the web page
// /unsubscribe/<list> (one button that POSTs), and the API's GET only answers what a POST would do. The mail client's
// one-click POST goes to the API address of the List-Unsubscribe header.
import type { FastifyInstance } from 'fastify';
import { z, type ZodType } from 'zod';
import { ErrorResponseSchema, ResubscribedSchema, UnsubscribeDescriptionSchema, UnsubscribedSchema, type UnsubscribeDescription, type UnsubscribeList } from '@redress/contract';
import type { Signer } from '../../lib/signatures.ts';

/** The link of a mail: `path` on the public site, its query, and `sig` signing `signed` for `purpose`. */
export function signedUnsubscribeUrl(
  deps: { signer: Signer; publicUrl: string }, path: string, purpose: string, signed: string, query: Record<string, string>,
): string {
  const sig = deps.signer.sign(purpose, signed);
  const qs = new URLSearchParams({ ...query, sig }).toString();
  return `${deps.publicUrl}${path}?${qs}`;
}

/** The web page a mail's body links to: the same query as the API address, on /unsubscribe/<list>. */
export function unsubscribePageUrl(publicUrl: string, list: UnsubscribeList, apiUrl: string): string {
  return `${publicUrl}/unsubscribe/${list}${new URL(apiUrl).search}`;
}

/** The headers that let a mail client offer "Unsubscribe" and POST it in one click. */
export const oneClickHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export type UnsubscribeVia = 'one-click-header' | 'unsubscribe-page';

export interface UnsubscribeRoute<Q> {
  url: string;
  /** The OpenAPI operationIds of the GET (what the link would do) and the POST (unsubscribes). */
  operationIds: { describe: string; unsubscribe: string };
  list: UnsubscribeList;
  tags: string[];
  summary: string;
  querystring: ZodType<Q>;
  /** Checks the link (a 4xx naming the field when it is not valid) and says what a POST would stop; changes nothing. */
  describe(query: Q): Promise<Omit<UnsubscribeDescription, 'list' | 'resubscribe'>>;
  /**
   * Unsubscribes (idempotent); checks the link itself. `via`: the mail client's RFC 8058 POST (form-encoded) or the
   * page's button, for the consent record (decision 185).
   */
  unsubscribe(query: Q, via: UnsubscribeVia): Promise<void>;
  /**
   * "Subscribe again" on the page after an unsubscribe (POST on the same path with `resubscribe` for `unsubscribe`):
   * the words it agrees to for this link (null: it cannot, say for an address no longer known), and the step itself,
   * which checks the link and records the consent (decision 185).
   */
  resubscribe?: { operationId: string; text(query: Q): Promise<string | null>; run(query: Q): Promise<void> };
}

const rateLimit = { max: 30, timeWindow: '1 minute' };
const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 429: ErrorResponseSchema };

/**
 * Registers GET (what the link would do; a browser is sent to the web page) and POST (unsubscribes) on `url`. The
 * caller's plugin parses `application/x-www-form-urlencoded`, the body of the one-click POST.
 */
export function registerUnsubscribeRoute<Q extends Record<string, string>>(app: FastifyInstance, r: UnsubscribeRoute<Q>): void {
  const common = { tags: r.tags, querystring: r.querystring };
  app.get(r.url, {
    config: { rateLimit },
    schema: {
      operationId: r.operationIds.describe, security: [],
      ...common,
      summary: `${r.summary}: what the link would do, changing nothing`,
      description: `Mail scanners follow links, so a GET never unsubscribes. A browser (Accept: text/html) is sent (303) to the page /unsubscribe/${r.list} with the same query, whose button POSTs; anything else gets the mails that would stop and the address, partly masked. A link that is not valid is a 4xx naming the field.`,
      response: { 200: UnsubscribeDescriptionSchema, 303: z.null(), ...errors },
    },
  }, async (request, reply) => {
    const query = request.query as Q;
    if ((request.headers.accept ?? '').includes('text/html')) {
      const q = request.url.indexOf('?');
      reply.header('cache-control', 'no-store');
      return reply.redirect(`/unsubscribe/${r.list}${q < 0 ? '' : request.url.slice(q)}`, 303);
    }
    const described = await r.describe(query);
    const text = r.resubscribe ? await r.resubscribe.text(query) : null;
    return { list: r.list, ...described, resubscribe: text ? { text } : null };
  });
  app.post(r.url, {
    config: { rateLimit },
    schema: {
      operationId: r.operationIds.unsubscribe, security: [],
      ...common,
      summary: `${r.summary} (the page's button, and the RFC 8058 one-click POST \`List-Unsubscribe=One-Click\`; no session)`,
      description: 'Idempotent. A link that is not valid is a 4xx naming the field, and unsubscribes nobody.',
      response: { 200: UnsubscribedSchema, ...errors },
    },
  }, async (request) => {
    const oneClick = (request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded');
    await r.unsubscribe(request.query as Q, oneClick ? 'one-click-header' : 'unsubscribe-page');
    return { unsubscribed: true as const };
  });
  const again = r.resubscribe;
  if (!again) return;
  app.post(r.url.replace(/unsubscribe$/, 'resubscribe'), {
    config: { rateLimit },
    schema: {
      ...common,
      operationId: again.operationId, security: [],
      summary: `${r.summary.replace(/^Unsubscribe from/, 'Subscribe again to')}: the page's "Subscribe again" after an unsubscribe, recording the consent`,
      description: 'Idempotent. Pressing it agrees to the text the GET answered (`resubscribe.text`); a link that is not valid is a 4xx naming the field.',
      response: { 200: ResubscribedSchema, 409: ErrorResponseSchema, ...errors },
    },
  }, async (request) => {
    await again.run(request.query as Q);
    return { resubscribed: true as const };
  });
}
