// One-click unsubscribe (RFC 8058), shared by every mail that is not transactional (the weekly digest, notification
// e-mails): a signed link, its List-Unsubscribe headers, and the route that serves it. The link's GET only shows a page
// with a button, because mail scanners follow links; the button and the mail client's one-click POST unsubscribe.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@redress/contract';
import { escapeMarkup as esc } from '../../lib/markup.ts';
import type { Signer } from '../../lib/signatures.ts';
import { BRAND_COLOR } from './layout.ts';

/** The link of a mail: `path` on the public site, its query, and `sig` signing `signed` for `purpose`. */
export function signedUnsubscribeUrl(
  deps: { signer: Signer; publicUrl: string }, path: string, purpose: string, signed: string, query: Record<string, string>,
): string {
  const sig = deps.signer.sign(purpose, signed);
  const qs = new URLSearchParams({ ...query, sig }).toString();
  return `${deps.publicUrl}${path}?${qs}`;
}

/** The headers that let a mail client offer "Unsubscribe" and POST it in one click. */
export const oneClickHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

function page(brandName: string, title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`
    + `<meta name="robots" content="noindex"><title>${esc(title)} | ${esc(brandName)}</title></head>`
    + `<body style="font-family:system-ui,sans-serif;color:#1d1d1f;max-width:480px;margin:48px auto;padding:0 16px;line-height:1.5">`
    + `<main><h1 style="font-size:22px">${esc(title)}</h1>${body}</main></body></html>`;
}

export interface UnsubscribeRoute<Q> {
  url: string;
  summary: string;
  querystring: ZodType<Q>;
  /** Checks the signature (a 400 naming `sig` when it does not match); what the confirmation page asks. */
  confirm(query: Q): string;
  /** Unsubscribes (idempotent); checks the signature itself. */
  unsubscribe(query: Q): Promise<void>;
  /** What the page says once done. */
  done: string;
}

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');
const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/**
 * Registers GET (a confirmation page with a button) and POST (unsubscribes: JSON for the mail client's one-click POST,
 * a page for the button's form) on `url`. The caller's plugin parses `application/x-www-form-urlencoded`.
 */
export function registerUnsubscribeRoute<Q extends Record<string, string>>(app: FastifyInstance, brandName: string, r: UnsubscribeRoute<Q>): void {
  const common = { tags: ['newsletter'], querystring: r.querystring };
  const rateLimit = { max: 30, timeWindow: '1 minute' };
  app.get(r.url, {
    config: { rateLimit },
    schema: { ...common, summary: `${r.summary}: the page that asks (mail scanners follow links, so a GET changes nothing)`, produces: ['text/html'], response: { 200: z.string(), 400: ErrorResponseSchema, 429: ErrorResponseSchema } },
  }, async (request, reply) => {
    const query = request.query as Q;
    const question = r.confirm(query);
    // The same address: its path and the signed query the mail carried.
    const action = request.url;
    return html(reply, 200, page(brandName, 'Unsubscribe', `<p>${esc(question)}</p>`
      + `<form method="post" action="${esc(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">`
      + `<button type="submit" style="background:${BRAND_COLOR};color:#fff;border:0;border-radius:6px;padding:10px 18px;font-size:16px;cursor:pointer">Unsubscribe</button></form>`));
  });
  app.post(r.url, {
    config: { rateLimit },
    schema: { ...common, summary: `${r.summary} (RFC 8058 one-click POST; no session)`, description: 'A tampered link is a 400 naming `sig`.', response: { 200: z.object({ unsubscribed: z.literal(true) }), 400: ErrorResponseSchema, 429: ErrorResponseSchema } },
  }, async (request, reply) => {
    await r.unsubscribe(request.query as Q);
    if (wantsHtml(request)) return html(reply, 200, page(brandName, 'Unsubscribed', `<p>${esc(r.done)}</p>`));
    return { unsubscribed: true as const };
  });
}
