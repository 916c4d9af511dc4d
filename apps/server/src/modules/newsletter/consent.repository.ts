// Consent to marketing mail (decision 185): marketing_consents is append-only; an address's (or account's) current
// consent to a list is its latest row. Written in the transaction that changes the subscription it records.
import { and, desc, eq } from 'drizzle-orm';
import { CONSENT_TEXT, CONSENT_TEXTS, type ConsentAction, type ConsentList, type ConsentMethod } from '@redress/contract';
import type { DbOrTx } from '../../db/client.ts';
import { marketingConsents } from '../../db/schema/index.ts';

export interface ConsentEvent {
  email: string;
  list: ConsentList;
  action: ConsentAction;
  method: ConsentMethod;
  userId?: string | null;
}

/** Appends a row; a pending or granted row carries the current text of the list, word for word. */
export async function recordConsent(db: DbOrTx, e: ConsentEvent): Promise<void> {
  const version = e.action === 'withdrawn' ? null : CONSENT_TEXT[e.list];
  await db.insert(marketingConsents).values({
    userId: e.userId ?? null, email: e.email.trim().toLowerCase(), list: e.list, action: e.action, method: e.method,
    textVersion: version, text: version ? CONSENT_TEXTS[version] : null,
  });
}

/** The latest row of an address and list, or null when it never had one. */
export async function currentConsent(db: DbOrTx, email: string, list: ConsentList) {
  const rows = await db.select().from(marketingConsents)
    .where(and(eq(marketingConsents.email, email.trim().toLowerCase()), eq(marketingConsents.list, list)))
    .orderBy(desc(marketingConsents.createdAt), desc(marketingConsents.id)).limit(1);
  return rows[0] ?? null;
}

/** Records a withdrawal unless the latest row already is one (or there is none): an unsubscribe appends once. */
export async function withdrawConsent(db: DbOrTx, e: Omit<ConsentEvent, 'action'>): Promise<void> {
  const now = await currentConsent(db, e.email, e.list);
  if (now && now.action !== 'withdrawn') await recordConsent(db, { ...e, action: 'withdrawn' });
}
