import { randomBytes } from 'node:crypto';
import { maskEmail } from '@redress/contract';
import type { NewsletterSubscribeResponse } from '@redress/contract/newsletter';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mail } from '../../platform/mail/index.ts';
import { oneClickHeaders, unsubscribePageUrl } from '../../platform/mail/unsubscribe.ts';
import { findByToken, unsubscribeByEmail, unsubscribeByToken, upsertSubscriber } from './newsletter.repository.ts';

interface Deps {
  db: Db;
  mail: Mail;
  publicUrl: string;
}

/**
 * Subscribes (or re-subscribes) and, for a new subscription, sends a welcome mail with its one-click unsubscribe link.
 * The answer is the same for an address already on the list (decision 147): its owner already has the welcome mail.
 */
export async function subscribe(deps: Deps, input: { email: string; source: string }): Promise<NewsletterSubscribeResponse> {
  return deps.db.transaction(async (tx) => {
    const { created, token } = await upsertSubscriber(tx, { ...input, unsubscribeToken: randomBytes(24).toString('base64url') });
    if (created && token) {
      // The body links to the page (GET shows, POST acts: decision 180); the header to the one-click API address.
      const oneClick = `${deps.publicUrl}/api/newsletter/unsubscribe?${new URLSearchParams({ token }).toString()}`;
      await deps.mail.send({
        to: input.email,
        template: 'newsletter-welcome',
        data: { unsubscribeUrl: unsubscribePageUrl(deps.publicUrl, 'newsletter', oneClick) },
        headers: oneClickHeaders(oneClick),
      }, tx);
    }
    return { subscribed: true };
  });
}

/** The address a token's link would take off the list, partly masked; an unknown token is a 404. */
export async function describeNewsletterLink(db: Db, token: string): Promise<{ address: string }> {
  const row = await findByToken(db, token);
  if (!row) throw AppError.notFound('Subscription');
  return { address: maskEmail(row.email) };
}

/** One-click unsubscribe (RFC 8058): idempotent, a known token always succeeds. */
export async function unsubscribe(db: Db, token: string): Promise<void> {
  const done = await unsubscribeByToken(db, token);
  if (done) return;
  if (!(await findByToken(db, token))) throw AppError.notFound('Subscription');
}

/** The weekly digest's one-click link (decision 98): the address leaves the list (idempotent). */
export async function leaveList(tx: DbOrTx, email: string): Promise<void> {
  await unsubscribeByEmail(tx, email);
}
