import { randomBytes } from 'node:crypto';
import { CONSENT_TEXT, CONSENT_TEXTS, maskEmail, type ConsentMethod, type NewsletterConfirmDescription } from '@redress/contract';
import type { NewsletterSubscribeResponse } from '@redress/contract/newsletter';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Signer } from '../../lib/signatures.ts';
import type { Mail } from '../../platform/mail/index.ts';
import { oneClickHeaders, signedUnsubscribeUrl, unsubscribePageUrl, type UnsubscribeVia } from '../../platform/mail/unsubscribe.ts';
import { currentConsent, recordConsent, withdrawConsent } from './consent.repository.ts';
import { addPendingSubscriber, confirmSubscriber, findByEmail, findByToken, unsubscribeByEmail, unsubscribeByToken } from './newsletter.repository.ts';

export interface NewsletterDeps {
  db: Db;
  mail: Mail;
  signer: Signer;
  publicUrl: string;
  now: () => Date;
}

export const CONFIRM_PURPOSE = 'newsletter-confirm';
/** How long a confirmation link works. */
export const CONFIRM_DAYS = 3;
const SOURCE_METHOD: Record<string, ConsentMethod> = { 'footer': 'footer-form', 'for-business': 'business-page-form', 'profile': 'settings' };

/** The confirmation link (API address; the mail's body links to the page /newsletter/confirm with the same query). */
export function confirmUrl(deps: Pick<NewsletterDeps, 'signer' | 'publicUrl'>, email: string, expiresAt: Date): string {
  const exp = String(Math.floor(expiresAt.getTime() / 1000));
  return signedUnsubscribeUrl(deps, '/api/newsletter/confirm', CONFIRM_PURPOSE, `${email}:${exp}`, { email, exp });
}

/**
 * Double opt-in (decision 185): records a pending consent and mails a confirmation link; nothing else is sent until
 * the link's button is pressed. The answer is the same for an address already on the list (decision 147), which
 * gets no mail: its owner already confirmed.
 */
export async function subscribe(deps: NewsletterDeps, input: { email: string; source: string }): Promise<NewsletterSubscribeResponse> {
  return deps.db.transaction(async (tx) => {
    const needsConfirmation = await addPendingSubscriber(tx, { ...input, unsubscribeToken: randomBytes(24).toString('base64url') });
    if (needsConfirmation) {
      await recordConsent(tx, { email: input.email, list: 'newsletter', action: 'pending', method: SOURCE_METHOD[input.source] ?? 'footer-form' });
      const link = confirmUrl(deps, input.email, new Date(deps.now().getTime() + CONFIRM_DAYS * 86_400_000));
      await deps.mail.send({
        to: input.email,
        template: 'newsletter-confirm',
        data: { confirmUrl: `${deps.publicUrl}/newsletter/confirm${new URL(link).search}`, text: CONSENT_TEXTS[CONSENT_TEXT.newsletter], days: CONFIRM_DAYS },
      }, tx);
    }
    return { confirmationSent: true };
  });
}

/** A forged or expired confirmation link: a 400 naming `sig`. */
function checkConfirmLink(deps: Pick<NewsletterDeps, 'signer' | 'now'>, q: { email: string; exp: string; sig: string }): void {
  if (!deps.signer.verify(CONFIRM_PURPOSE, `${q.email}:${q.exp}`, q.sig)) {
    throw AppError.badRequest('This confirmation link is not valid', [{ field: 'sig', message: 'does not match the address' }]);
  }
  if (Number(q.exp) * 1000 < deps.now().getTime()) {
    throw AppError.badRequest('This confirmation link has expired: subscribe again', [{ field: 'sig', message: 'has expired' }]);
  }
}

/** What the confirmation link would do (GET, changes nothing). */
export async function describeConfirmLink(deps: NewsletterDeps, q: { email: string; exp: string; sig: string }): Promise<NewsletterConfirmDescription> {
  checkConfirmLink(deps, q);
  const row = await findByEmail(deps.db, q.email);
  if (!row) throw AppError.notFound('Subscription');
  return { address: maskEmail(q.email), text: CONSENT_TEXTS[CONSENT_TEXT.newsletter], confirmed: row.confirmedAt !== null && row.unsubscribedAt === null };
}

/** The confirmation page's button: the consent is granted, and the welcome mail tells when the newsletter comes. */
export async function confirm(deps: NewsletterDeps, q: { email: string; exp: string; sig: string }): Promise<void> {
  checkConfirmLink(deps, q);
  await deps.db.transaction(async (tx) => {
    const row = await findByEmail(tx, q.email);
    if (!row) throw AppError.notFound('Subscription');
    if (row.confirmedAt !== null && row.unsubscribedAt === null && (await currentConsent(tx, q.email, 'newsletter'))?.action === 'granted') return;
    const token = await confirmSubscriber(tx, row.id);
    await recordConsent(tx, { email: q.email, list: 'newsletter', action: 'granted', method: 'confirmation-link' });
    // The body links to the page (GET shows, POST acts: decision 180); the header to the one-click API address.
    const oneClick = `${deps.publicUrl}/api/newsletter/unsubscribe?${new URLSearchParams({ token }).toString()}`;
    await deps.mail.send({
      to: row.email,
      template: 'newsletter-welcome',
      data: { unsubscribeUrl: unsubscribePageUrl(deps.publicUrl, 'newsletter', oneClick) },
      headers: oneClickHeaders(oneClick),
    }, tx);
  });
}

/** The address a token's link would take off the list, partly masked; an unknown token is a 404. */
export async function describeNewsletterLink(db: Db, token: string): Promise<{ address: string }> {
  const row = await findByToken(db, token);
  if (!row) throw AppError.notFound('Subscription');
  return { address: maskEmail(row.email) };
}

/** One-click unsubscribe (RFC 8058): idempotent, a known token always succeeds; the withdrawal is recorded once. */
export async function unsubscribe(db: Db, token: string, via: UnsubscribeVia): Promise<void> {
  await db.transaction(async (tx) => {
    const done = await unsubscribeByToken(tx, token);
    if (done) {
      await withdrawConsent(tx, { email: done.email, list: 'newsletter', method: via });
      return;
    }
    if (!(await findByToken(tx, token))) throw AppError.notFound('Subscription');
  });
}

/** A subscriber row that once confirmed, back on the list with a grant of today's text (idempotent; decision 185). */
export async function rejoinList(tx: DbOrTx, row: { id: string; email: string; unsubscribedAt: Date | null }): Promise<void> {
  if (row.unsubscribedAt === null && (await currentConsent(tx, row.email, 'newsletter'))?.action === 'granted') return;
  await confirmSubscriber(tx, row.id);
  await recordConsent(tx, { email: row.email, list: 'newsletter', action: 'granted', method: 'resubscribe-button' });
}

/** What "Subscribe again" agrees to for a welcome mail's token: the newsletter's text, if the address ever confirmed. */
export async function newsletterResubscribeText(db: DbOrTx, token: string): Promise<string | null> {
  const row = await findByToken(db, token);
  return row?.confirmedAt ? CONSENT_TEXTS[CONSENT_TEXT.newsletter] : null;
}

/** "Subscribe again" after the welcome mail's unsubscribe: an unknown token is a 404, a never-confirmed address a 409. */
export async function resubscribe(db: Db, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findByToken(tx, token);
    if (!row) throw AppError.notFound('Subscription');
    if (!row.confirmedAt) throw new AppError('CONFLICT', 'This address never confirmed its subscription: subscribe at the foot of any page');
    await rejoinList(tx, row);
  });
}

/** The weekly digest's one-click link (decision 98): the address leaves the list (idempotent). */
export async function leaveList(tx: DbOrTx, email: string, via: UnsubscribeVia): Promise<void> {
  await unsubscribeByEmail(tx, email);
  await withdrawConsent(tx, { email, list: 'newsletter', method: via });
}
