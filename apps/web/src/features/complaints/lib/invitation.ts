// What a complaint's author reads about the invitation mail to the company not on Redress (decision 158).
import type { ProspectInvitation } from '@redress/contract';
import { formatDay } from '../../../lib/format.ts';

/** The invitation mail to a company not on Redress, as its author reads it: "sent" only once the mail job sent it. */
export function invitationText(i: ProspectInvitation): string {
  if (i.status === 'sent' && i.sentAt) return `We e-mailed ${i.email} on ${formatDay(i.sentAt)}`;
  if (i.status === 'queued') return `E-mail to ${i.email}: queued`;
  if (i.status === 'opted-out') return `${i.email} asked us not to e-mail it: we did not`;
  return `We could not e-mail ${i.email}`;
}
