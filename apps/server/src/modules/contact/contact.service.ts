// The contact form: stored for admins, mailed to the platform's contact address with Reply-To the sender, and a copy
// to the sender. Per address at most CONTACT_PER_ADDRESS_PER_DAY messages a day (the route limits per IP as well).
import type { ContactMessage, ContactRequest, ContactResponse, ListResponse } from '@redress/contract';
import { buildListMeta } from '@redress/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/tokens.ts';
import type { Audit } from '../../platform/audit/index.ts';
import type { Mail } from '../../platform/mail/index.ts';
import { presentContactMessage } from './contact.presenter.ts';
import * as repo from './contact.repository.ts';

export const CONTACT_PER_ADDRESS_PER_DAY = 5;

export interface ContactDeps {
  database: Database;
  mail: Mail;
  audit: Audit;
  /** The platform's contact address; unset, messages are only stored for admins. */
  contactTo?: string;
}

export async function sendContactMessage(deps: ContactDeps, actor: Actor | null, input: Required<ContactRequest>): Promise<ContactResponse> {
  const db = deps.database.db;
  const since = new Date(Date.now() - 24 * 3600_000);
  if ((await repo.countFromAddressSince(db, input.email, since)) >= CONTACT_PER_ADDRESS_PER_DAY) {
    throw new AppError('TOO_MANY_REQUESTS', `We already have ${CONTACT_PER_ADDRESS_PER_DAY} messages from this address today; we will answer them first`, [
      { field: 'email', message: `at most ${CONTACT_PER_ADDRESS_PER_DAY} messages a day from one address` },
    ]);
  }
  return db.transaction(async (tx) => {
    const row = await repo.insertMessage(tx, { ...input, userId: actor?.id ?? null });
    await deps.mail.send({ to: input.email, template: 'contact-copy', data: { name: input.name, subject: input.subject, message: input.message } }, tx);
    if (deps.contactTo) {
      await deps.mail.send({
        to: deps.contactTo,
        template: 'contact-message',
        data: { ...input, signedIn: Boolean(actor) },
        headers: { 'Reply-To': input.email },
      }, tx);
    }
    return { returnId: row.id, message: `Thank you, ${input.name}. We have your message and sent a copy to ${input.email}.` };
  });
}

export async function listContactMessages(deps: Pick<ContactDeps, 'database'>, query: { state: 'open' | 'handled' | 'all'; page: number; size: number }): Promise<ListResponse<ContactMessage>> {
  const { rows, total } = await repo.listMessages(deps.database.db, query.state, query.page, query.size);
  return { data: rows.map(presentContactMessage), meta: buildListMeta(query.page, query.size, total) };
}

/** An admin marks a message handled (or open again); audited. */
export async function markContactMessage(deps: ContactDeps, actor: Actor, id: string, handled: boolean, client: { ip: string }): Promise<ContactMessage> {
  return deps.database.db.transaction(async (tx) => {
    const before = await repo.findMessage(tx, id);
    if (!before) throw AppError.notFound('Contact message');
    const after = (await repo.setHandled(tx, id, handled ? actor.id : null))!;
    await deps.audit.record({
      actor,
      action: handled ? 'contact.handle' : 'contact.reopen',
      entityType: 'contact_message',
      entityId: id,
      before: { handledAt: before.handledAt?.toISOString() ?? null },
      after: { handledAt: after.handledAt?.toISOString() ?? null },
      ip: client.ip,
    }, tx);
    return presentContactMessage(after);
  });
}
