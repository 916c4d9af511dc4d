// What an unsubscribe link would do (decision 180): the GET of every unsubscribe route answers this and changes
// nothing; the web page at /unsubscribe/:list shows it with one button, whose POST unsubscribes.
import { z } from 'zod';

/** The lists a mail's unsubscribe link can take someone off; each has its page at /unsubscribe/<list>. */
export const UNSUBSCRIBE_LISTS = ['digest', 'notifications', 'invitations', 'newsletter'] as const;
export type UnsubscribeList = (typeof UNSUBSCRIBE_LISTS)[number];

export const UnsubscribeDescriptionSchema = z.object({
  list: z.enum(UNSUBSCRIBE_LISTS),
  /** The mails that stop, in a few words ("the weekly digest"). */
  stops: z.string(),
  /** The address, partly masked (t•••i@example.com): whoever holds the link learns no more than the mail showed. */
  address: z.string(),
  /** What the page says once done, and how to undo it where that can be done. */
  done: z.string(),
  /**
   * Where the same link can undo the unsubscribe in one click ("Subscribe again"): the words the person agrees to by
   * pressing it (decision 185). Null where it cannot (the settings or the footer form do instead).
   */
  resubscribe: z.object({ text: z.string() }).nullable(),
}).meta({ id: 'UnsubscribeDescription' });
export type UnsubscribeDescription = z.infer<typeof UnsubscribeDescriptionSchema>;

export const UnsubscribedSchema = z.object({ unsubscribed: z.literal(true) }).meta({ id: 'Unsubscribed' });
export type Unsubscribed = z.infer<typeof UnsubscribedSchema>;

export const ResubscribedSchema = z.object({ resubscribed: z.literal(true) }).meta({ id: 'Resubscribed' });
export type Resubscribed = z.infer<typeof ResubscribedSchema>;

/** t•••i@example.com: the first and last letter of the local part, the domain whole. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? `${local[0]}•••` : `${local[0]}•••${local[local.length - 1]}`;
  return `${shown}${email.slice(at)}`;
}
