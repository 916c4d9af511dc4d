// Tell a friend (decision 92): a signed-in person invites up to 5 addresses at once with a personal line. An address
// gets at most one invitation a month from anyone, never one after it opted out, and a sender at most
// INVITES_PER_SENDER_PER_DAY a day. Any refused address refuses the whole request: nothing is sent.
import type { ConsentMethod, InviteResponse, ProspectInvitation } from '@redress/contract';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Signer } from '../../lib/signatures.ts';
import type { Actor } from '../../lib/tokens.ts';
import type { Mail } from '../../platform/mail/index.ts';
import { oneClickHeaders, signedUnsubscribeUrl, unsubscribePageUrl } from '../../platform/mail/unsubscribe.ts';
import { recordConsent, withdrawConsent } from '../newsletter/consent.repository.ts';
import { findUserById } from '../users/users.repository.ts';
import * as repo from './invitations.repository.ts';

export const INVITES_PER_SENDER_PER_DAY = 20;
export const INVITE_AGAIN_AFTER_DAYS = 30;
export const UNSUBSCRIBE_PURPOSE = 'invitation-opt-out';

export interface InvitationDeps {
  database: Database;
  mail: Mail;
  signer: Signer;
  publicUrl: string;
}

/** The one-click address of an invitation's List-Unsubscribe header (the API; its POST opts the address out). */
export function unsubscribeUrl(deps: Pick<InvitationDeps, 'signer' | 'publicUrl'>, email: string): string {
  return signedUnsubscribeUrl(deps, '/api/tell-a-friend/unsubscribe', UNSUBSCRIBE_PURPOSE, email, { email });
}

/** The link in an invitation's body: the page /unsubscribe/invitations, whose button POSTs (a link alone changes nothing). */
export function unsubscribePage(deps: Pick<InvitationDeps, 'signer' | 'publicUrl'>, email: string): string {
  return unsubscribePageUrl(deps.publicUrl, 'invitations', unsubscribeUrl(deps, email));
}

const refuse = (status: 'CONFLICT' | 'TOO_MANY_REQUESTS', message: string, emails: string[], all: string[], reason: string) =>
  new AppError(status, message, emails.map((e) => ({ field: `emails.${all.indexOf(e)}`, message: reason })));

export async function invite(deps: InvitationDeps, actor: Actor, input: { emails: string[]; message?: string; friendsAgreed: true }): Promise<InviteResponse> {
  const db = deps.database.db;
  const sender = await findUserById(db, actor.id);
  if (!sender) throw AppError.unauthorized();
  const emails = input.emails;
  if (emails.includes(sender.email.toLowerCase())) {
    throw AppError.badRequest('You cannot invite yourself', [{ field: `emails.${emails.indexOf(sender.email.toLowerCase())}`, message: 'is your own address' }]);
  }
  const sent = await repo.countSentSince(db, actor.id, new Date(Date.now() - 24 * 3600_000));
  if (sent + emails.length > INVITES_PER_SENDER_PER_DAY) {
    throw new AppError('TOO_MANY_REQUESTS', `You can send ${INVITES_PER_SENDER_PER_DAY} invitations a day; ${Math.max(0, INVITES_PER_SENDER_PER_DAY - sent)} left today`, [
      { field: 'emails', message: `at most ${INVITES_PER_SENDER_PER_DAY} a day` },
    ]);
  }
  const out = await repo.optedOut(db, emails);
  if (out.length) throw refuse('CONFLICT', 'An address asked not to get invitations', out, emails, 'asked not to get invitations');
  const recent = await repo.invitedSince(db, emails, new Date(Date.now() - INVITE_AGAIN_AFTER_DAYS * 24 * 3600_000));
  if (recent.length) throw refuse('CONFLICT', 'An address was invited in the last month', recent, emails, `was invited in the last ${INVITE_AGAIN_AFTER_DAYS} days`);

  const fromName = [sender.firstName, sender.lastName].filter(Boolean).join(' ') || 'A friend';
  const message = input.message?.trim() || undefined;
  await db.transaction(async (tx) => {
    await repo.insertInvitations(tx, emails.map((email) => ({ senderId: actor.id, email, message: message ?? null })));
    for (const email of emails) {
      // The sender's statement that this friend agreed, word for word (decision 185): the consent the mail rests on.
      await recordConsent(tx, { email, list: 'tell-a-friend', action: 'granted', method: 'sender-statement' });
      await deps.mail.send({
        to: email,
        template: 'tell-a-friend',
        data: { fromName, message, unsubscribeUrl: unsubscribePage(deps, email) },
        headers: oneClickHeaders(unsubscribeUrl(deps, email)),
      }, tx);
    }
  });
  return { invited: emails, message: emails.length === 1 ? `Invitation sent to ${emails[0]}` : `${emails.length} invitations sent` };
}

/** A tampered invitation link: a 400 naming `sig`. */
export function checkUnsubscribeLink(deps: Pick<InvitationDeps, 'signer'>, email: string, sig: string): void {
  if (!deps.signer.verify(UNSUBSCRIBE_PURPOSE, email, sig)) throw AppError.badRequest('This unsubscribe link is not valid', [{ field: 'sig', message: 'does not match the address' }]);
}

/** The link in an invitation: a tampered one is a 400 naming `sig`; a good one is idempotent and withdraws the consent once. */
export async function unsubscribe(deps: Pick<InvitationDeps, 'database' | 'signer'>, email: string, sig: string, method: ConsentMethod): Promise<void> {
  checkUnsubscribeLink(deps, email, sig);
  await deps.database.db.transaction(async (tx) => {
    await repo.optOut(tx, email);
    await withdrawConsent(tx, { email, list: 'tell-a-friend', method });
  });
}


/** An address named by complaints gets at most one invitation mail in this many days, whatever their number (decision 158). */
export const PROSPECT_MAIL_AGAIN_AFTER_DAYS = 30;

export type ProspectInviteDeps = Pick<InvitationDeps, 'mail' | 'signer' | 'publicUrl'>;


/**
 * A complaint named a company not on Redress by `email`: in the complaint's transaction, queue the invitation mail
 * (its title only), unless the address opted out or was mailed in the last PROSPECT_MAIL_AGAIN_AFTER_DAYS days (then the
 * complaint points at that mail). The mail job sends it; a rolled-back complaint sends nothing.
 */
export async function inviteProspect(deps: ProspectInviteDeps, tx: Tx, p: { complaintId: string; email: string; title: string; now: Date }) {
  const email = p.email.toLowerCase();
  if ((await repo.optedOut(tx, [email])).length) {
    await repo.insertProspectInvitation(tx, { complaintId: p.complaintId, email, mailId: null });
    return;
  }
  const since = new Date(p.now.getTime() - PROSPECT_MAIL_AGAIN_AFTER_DAYS * 86_400_000);
  let mailId = await repo.recentProspectMail(tx, email, since);
  if (!mailId) {
    mailId = await deps.mail.send({
      to: email,
      template: 'prospect-invitation',
      data: { title: p.title, unsubscribeUrl: unsubscribePage(deps, email) },
      headers: oneClickHeaders(unsubscribeUrl(deps, email)),
    }, tx);
  }
  await repo.insertProspectInvitation(tx, { complaintId: p.complaintId, email, mailId });
}

/** What the complaint's author reads about the invitation mail, or null when there is none. */
export async function findProspectInvitation(db: DbOrTx, complaintId: string): Promise<ProspectInvitation | null> {
  const row = await repo.findProspectInvitation(db, complaintId);
  if (!row) return null;
  if (!row.mailId) return { email: row.email, status: 'opted-out', sentAt: null };
  const status = row.status === 'sent' ? 'sent' : row.status === 'pending' ? 'queued' : 'not-sent';
  return { email: row.email, status, sentAt: status === 'sent' && row.sentAt ? row.sentAt.toISOString() : null };
}
