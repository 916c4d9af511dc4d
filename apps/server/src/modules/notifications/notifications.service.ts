// Notifications: the bell of a person (their own and, for a company's people, the company's), and the one way every
// module tells someone something.
//
// Raising a notification from another module (e.g. the support chat's new message):
//
//   const raised = await db.transaction(async (tx) => {
//     ...the write...
//     return deps.notifier.raise(tx, [{ to: { userId }, type: 'message', title: `${sender} sent you a message`, action: '/...', actorId: actor.id }]);
//   });
//   deps.notifier.announce(raised);            // after commit: the recipient's open pages hear NOTIFICATION_EVENT
//
// `deps.notifier` is `app.notifier` (built once in app.ts). `raise` stores the rows in the caller's transaction (so they
// exist only if the write committed), drops any that would tell the actor of their own act, and, for the kinds in
// NOTIFICATION_MAIL_KINDS that are not `quiet`, queues an e-mail in the same transaction to each recipient who has not
// turned the kind off (a company's notification mails its people, but the one who acted), with one-click unsubscribe.
// Who gets what for the domain's own events is in notifications.kinds.ts.
import type { Server } from 'socket.io';
import {
  buildListMeta, maskEmail, NOTIFICATION_MAIL_KINDS, NOTIFICATION_MAIL_LABELS, type NotificationListQuery, type NotificationListResponse,
  type NotificationMailKind, type NotificationMailSettings, type NotificationsReadAll, type NotificationUnread, type Notification,
} from '@redress/contract';
import type { Database, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Signer } from '../../lib/signatures.ts';
import type { Actor } from '../../lib/tokens.ts';
import type { Mail } from '../../platform/mail/index.ts';
import { oneClickHeaders, signedUnsubscribeUrl, unsubscribePageUrl } from '../../platform/mail/unsubscribe.ts';
import { announceNotifications } from './notifications.events.ts';
import { withoutSelf, type NotificationItem } from './notifications.kinds.ts';
import { presentNotification } from './notifications.presenter.ts';
import * as repo from './notifications.repository.ts';
import { turnNotificationMailOff } from '../users/profile.service.ts';

export type { NotificationItem } from './notifications.kinds.ts';
export type { NotificationRow } from './notifications.repository.ts';

export const NOTIFICATION_UNSUBSCRIBE_PATH = '/api/notification/mail/unsubscribe';
const UNSUBSCRIBE_PURPOSE = 'notification-mail-unsubscribe';

export interface NotifyDeps {
  mail: Mail;
  signer: Signer;
  publicUrl: string;
  io: Server | undefined;
}

/** What other modules hold: raise in their transaction, announce after it committed. */
export interface Notifier {
  raise(tx: Tx, items: NotificationItem[]): Promise<repo.NotificationRow[]>;
  announce(raised: readonly repo.NotificationRow[]): void;
}

export function createNotifier(deps: NotifyDeps): Notifier {
  return {
    raise: (tx, items) => raiseNotifications(deps, tx, items),
    announce: (raised) => announceNotifications(deps.io, raised),
  };
}

const isMailKind = (t: string): t is NotificationMailKind => (NOTIFICATION_MAIL_KINDS as readonly string[]).includes(t);

export function notificationUnsubscribeUrl(deps: Pick<NotifyDeps, 'signer' | 'publicUrl'>, userId: string, kind: NotificationMailKind): string {
  return signedUnsubscribeUrl(deps, NOTIFICATION_UNSUBSCRIBE_PATH, UNSUBSCRIBE_PURPOSE, `${userId}:${kind}`, { user: userId, kind });
}

/** Stores the notifications (in the caller's transaction) and queues the e-mails of the kinds that mail. */
export async function raiseNotifications(deps: Pick<NotifyDeps, 'mail' | 'signer' | 'publicUrl'>, tx: Tx, items: NotificationItem[]): Promise<repo.NotificationRow[]> {
  const kept = withoutSelf(items);
  const rows = await repo.insertNotifications(tx, kept.map((i) => ({
    userId: 'userId' in i.to ? i.to.userId : null,
    companyId: 'companyId' in i.to ? i.to.companyId : null,
    type: i.type, title: i.title, subtitle: i.subtitle ?? null, action: i.action ?? null,
  })));
  for (const item of kept) {
    if (item.quiet) continue;
    if ('companyId' in item.to && COMPANY_MAIL_KINDS.has(item.type)) {
      await mailCompany(deps, tx, item.to.companyId, item);
      continue;
    }
    if (!isMailKind(item.type)) continue;
    const kind = item.type;
    const to = 'userId' in item.to ? await repo.findMailRecipients(tx, [item.to.userId]) : await repo.findCompanyMailRecipients(tx, item.to.companyId, item.actorId ?? null);
    for (const person of to) {
      if (person.notificationMailOff.includes(kind)) continue;
      const oneClick = notificationUnsubscribeUrl(deps, person.id, kind);
      const headers = oneClickHeaders(oneClick);
      const unsubscribeUrl = unsubscribePageUrl(deps.publicUrl, 'notifications', oneClick);
      if (item.complaint && kind === 'company_answer') {
        await deps.mail.send({
          to: person.email, template: 'complaint-response', headers,
          data: { companyName: item.complaint.companyName, complaintTitle: item.subtitle ?? '', complaintId: item.complaint.id, excerpt: item.excerpt ?? '', unsubscribeUrl },
        }, tx);
      } else {
        await deps.mail.send({
          to: person.email, template: 'notification', headers,
          data: {
            firstName: person.firstName || undefined, title: item.title, subtitle: item.subtitle ?? null, path: item.action ?? null,
            kindLabel: NOTIFICATION_MAIL_LABELS[kind], unsubscribeUrl,
            ...(item.excerpt ? { excerpt: item.excerpt } : {}), ...(item.button ? { button: item.button } : {}),
          },
        }, tx);
      }
    }
  }
  return rows;
}

/**
 * What a company is mailed (decision 120): new complaints (unless its settings turn them off) and new reviews (when its
 * settings turn them on). With contact addresses in its settings the mail goes to those (and its cc addresses) alone;
 * without, to its people as every other notice, each by their own preferences.
 */
const COMPANY_MAIL_KINDS: ReadonlySet<string> = new Set(['new_complaint', 'new_review']);
const COMPANY_KIND_LABELS: Record<string, string> = { new_complaint: 'A new complaint about the company', new_review: 'A new review of the company' };

async function mailCompany(deps: Pick<NotifyDeps, 'mail' | 'signer' | 'publicUrl'>, tx: Tx, companyId: string, item: NotificationItem): Promise<void> {
  const details = await repo.findCompanyMailDetails(tx, companyId);
  const wanted = item.type === 'new_complaint' ? (details?.notifyOnComplaint ?? true) : (details?.notifyOnReview ?? false);
  if (!wanted) return;
  const addresses = details ? [...new Set([...details.contactEmails, ...details.ccEmails].map((e) => e.trim().toLowerCase()))].filter(Boolean) : [];
  const data = {
    title: item.title, subtitle: item.subtitle ?? null, path: item.action ?? null, kindLabel: COMPANY_KIND_LABELS[item.type] ?? item.title,
    ...(item.excerpt ? { excerpt: item.excerpt } : {}), ...(item.button ? { button: item.button } : {}),
  };
  if (details?.contactEmails.length) {
    // The company's own addresses: no person's one-click unsubscribe; its settings page turns the kind off.
    const settingsUrl = `${deps.publicUrl}/business/settings`;
    for (const to of addresses) await deps.mail.send({ to, template: 'notification', data: { ...data, unsubscribeUrl: settingsUrl } }, tx);
    return;
  }
  const kind = item.type as NotificationMailKind;
  for (const person of await repo.findCompanyMailRecipients(tx, companyId, item.actorId ?? null)) {
    if (person.notificationMailOff.includes(kind)) continue;
    const oneClick = isMailKind(kind) ? notificationUnsubscribeUrl(deps, person.id, kind) : null;
    const unsubscribeUrl = oneClick ? unsubscribePageUrl(deps.publicUrl, 'notifications', oneClick) : `${deps.publicUrl}/business/settings`;
    await deps.mail.send({
      to: person.email, template: 'notification', ...(oneClick ? { headers: oneClickHeaders(oneClick) } : {}),
      data: { ...data, firstName: person.firstName || undefined, kindLabel: isMailKind(kind) ? NOTIFICATION_MAIL_LABELS[kind] : data.kindLabel, unsubscribeUrl },
    }, tx);
  }
}

// The bell.

export interface NotificationsDeps {
  database: Database;
  now: () => Date;
}

/** A person's bell: their own notifications, and their company's when they act for one. */
const recipientOf = (actor: Actor): repo.Recipient => ({ userId: actor.id, companyId: actor.role === 'organization' || actor.role === 'employee' ? actor.companyId : null });

export async function listNotifications(deps: NotificationsDeps, actor: Actor, q: NotificationListQuery): Promise<NotificationListResponse> {
  const page = Number(q.page ?? 1);
  const size = Number(q.size);
  const r = recipientOf(actor);
  const [rows, counts] = await Promise.all([repo.listNotifications(deps.database.db, r, page, size), repo.countNotifications(deps.database.db, r)]);
  return { data: rows.map(presentNotification), meta: buildListMeta(page, size, counts.total), unread: counts.unread };
}

export async function unreadNotifications(deps: NotificationsDeps, actor: Actor): Promise<NotificationUnread> {
  return { unread: await repo.countUnread(deps.database.db, recipientOf(actor)) };
}

/** Someone else's notification is not told apart from a missing one: 404. */
export async function markNotificationRead(deps: NotificationsDeps, actor: Actor, id: string): Promise<Notification> {
  const row = await repo.markRead(deps.database.db, recipientOf(actor), id, deps.now());
  if (!row) throw AppError.notFound('Notification');
  return presentNotification(row);
}

export async function markAllNotificationsRead(deps: NotificationsDeps, actor: Actor): Promise<NotificationsReadAll> {
  const marked = await repo.markAllRead(deps.database.db, recipientOf(actor), deps.now());
  return { marked, unread: 0 };
}

// E-mail settings (the profile's settings page: users' presenter shows them with mailSettingsOf, profile.service saves them).

/** The kinds turned off after applying a partial change of settings. */
export function mailOffAfter(off: readonly string[], change: Partial<NotificationMailSettings>): string[] {
  return NOTIFICATION_MAIL_KINDS.filter((k) => (change[k] === undefined ? off.includes(k) : !change[k]));
}

/** A tampered link: a 400 naming `sig`. */
export function checkUnsubscribeLink(deps: Pick<NotifyDeps, 'signer'>, q: { user: string; kind: NotificationMailKind; sig: string }): void {
  if (!deps.signer.verify(UNSUBSCRIBE_PURPOSE, `${q.user}:${q.kind}`, q.sig)) {
    throw AppError.badRequest('This unsubscribe link is not valid', [{ field: 'sig', message: 'does not match the address' }]);
  }
}

/** What the link would stop, and for whom (the address partly masked); a tampered link is a 400, an unknown person a 404. */
export async function describeNotificationLink(deps: Pick<NotifyDeps, 'signer'> & { database: Database }, q: { user: string; kind: NotificationMailKind; sig: string }): Promise<{ stops: string; address: string }> {
  checkUnsubscribeLink(deps, q);
  const [person] = await repo.findMailRecipients(deps.database.db, [q.user]);
  if (!person) throw AppError.notFound('The account of this link');
  return { stops: `e-mails when ${NOTIFICATION_MAIL_LABELS[q.kind].toLowerCase()}`, address: maskEmail(person.email) };
}

/** The one-click link of a notification e-mail: turns that kind off for that person (idempotent; no session). */
export async function unsubscribeFromNotificationMail(deps: Pick<NotifyDeps, 'signer'> & { database: Database }, q: { user: string; kind: NotificationMailKind; sig: string }): Promise<void> {
  checkUnsubscribeLink(deps, q);
  await turnNotificationMailOff(deps.database.db, q.user, q.kind);
}
