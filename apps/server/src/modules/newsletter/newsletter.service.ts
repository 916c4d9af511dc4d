import { randomBytes } from 'node:crypto';
import type { NewsletterSubscribeResponse } from '@redress/contract/newsletter';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mail } from '../../platform/mail/index.ts';
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
      const unsubscribeUrl = `${deps.publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
      await deps.mail.send({
        to: input.email,
        template: 'newsletter-welcome',
        data: { unsubscribeUrl },
        headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      }, tx);
    }
    return { subscribed: true };
  });
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
