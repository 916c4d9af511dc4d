import { z } from 'zod';

export const EmailSchema = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email({ error: 'must be a valid e-mail address' }));

export const NewsletterSubscribeSchema = z.object({
  email: EmailSchema,
  source: z.enum(['footer', 'for-business', 'profile']).default('footer'),
});
export type NewsletterSubscribe = z.input<typeof NewsletterSubscribeSchema>;

/**
 * The same answer whether or not the address was on the list already: nobody learns who subscribes (decision 147).
 * Nothing is subscribed yet: the address gets a confirmation link (double opt-in, decision 185).
 */
export const NewsletterSubscribeResponseSchema = z.object({ confirmationSent: z.literal(true) });
export type NewsletterSubscribeResponse = z.infer<typeof NewsletterSubscribeResponseSchema>;

// Consent to marketing mail (decision 185): every grant, pending confirmation and withdrawal is a row of
// marketing_consents, with the exact text the person agreed to; the current state is the latest row.
// Tell-a-friend (decision 185, amended): the friend cannot consent before the mail, so the sender states that the friend
// agreed; the row is the friend's address, the sender's statement and its text; the invitation's opt-out withdraws it.
export const CONSENT_LISTS = ['newsletter', 'digest', 'tell-a-friend'] as const;
export type ConsentList = (typeof CONSENT_LISTS)[number];
export const CONSENT_ACTIONS = ['pending', 'granted', 'withdrawn'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];
/** How the consent was given or withdrawn. */
export const CONSENT_METHODS = [
  'footer-form', 'business-page-form', 'settings', 'sign-up', 'confirmation-link', 'unsubscribe-page', 'one-click-header', 'before-consent-records',
  'sender-statement', 'resubscribe-button',
] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

/** The texts people agree to, by version: never edit one, add a version and point CONSENT_TEXT at it. */
export const CONSENT_TEXTS = {
  'newsletter-1': 'Send me the weekly newsletter of the complaints resolved and answered on the site, by e-mail, until I unsubscribe. Every mail has a one-click unsubscribe link.',
  'digest-1': 'Send the weekly digest to my account\'s e-mail address until I turn it off. Every digest has a one-click unsubscribe link.',
  'tell-a-friend-1': 'The people I invite agreed that I give Redress their e-mail address so that it sends each of them this one invitation from me. '
    + 'Redress sends nothing else to them unless they join, and the invitation has a link to never get another.',
} as const;
export type ConsentTextVersion = keyof typeof CONSENT_TEXTS;
export const CONSENT_TEXT: Record<ConsentList, ConsentTextVersion> = { newsletter: 'newsletter-1', digest: 'digest-1', 'tell-a-friend': 'tell-a-friend-1' };

/** The signed confirmation link of a newsletter sign-up: the address, when it expires (Unix seconds) and its HMAC. */
export const NewsletterConfirmQuerySchema = z.object({
  email: EmailSchema,
  exp: z.string({ error: 'is required' }).regex(/^\d{1,12}$/, 'must be a time in seconds'),
  sig: z.string({ error: 'is required' }).min(1, 'is required').max(128, 'is not a valid signature'),
});
export type NewsletterConfirmQuery = z.infer<typeof NewsletterConfirmQuerySchema>;

/** What the confirmation link would do (GET, changing nothing): the address partly masked and the text agreed to. */
export const NewsletterConfirmDescriptionSchema = z.object({ address: z.string(), text: z.string(), confirmed: z.boolean() }).meta({ id: 'NewsletterConfirmDescription' });
export type NewsletterConfirmDescription = z.infer<typeof NewsletterConfirmDescriptionSchema>;
export const NewsletterConfirmedSchema = z.object({ confirmed: z.literal(true) }).meta({ id: 'NewsletterConfirmed' });
export type NewsletterConfirmed = z.infer<typeof NewsletterConfirmedSchema>;

export const NewsletterUnsubscribeQuerySchema = z.object({ token: z.string().min(16).max(128) });

/** The signed one-click link of a weekly digest (decision 98): the address and its HMAC. */
export const DigestUnsubscribeQuerySchema = z.object({
  email: EmailSchema,
  sig: z.string({ error: 'is required' }).min(1, 'is required').max(128, 'is not a valid signature'),
});

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
export const DigestPreviewQuerySchema = z.object({
  /** The Monday the week starts (PLATFORM_TZ); the last finished week when absent. */
  week: z
    .string()
    .regex(isoDate, 'must be a date such as 2026-11-16')
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'must be a real date')
    .refine((s) => new Date(`${s}T00:00:00Z`).getUTCDay() === 1, 'must be a Monday')
    .optional(),
});
export type DigestPreviewQuery = z.infer<typeof DigestPreviewQuerySchema>;

export const DigestPreviewSchema = z
  .object({
    week: z.string(),
    from: z.string(),
    to: z.string(),
    /** Nothing happened that week: no digest is sent. */
    empty: z.boolean(),
    counts: z.object({ resolved: z.number().int(), answered: z.number().int(), reviews: z.number().int() }),
    subject: z.string(),
    html: z.string(),
    text: z.string(),
  })
  .meta({ id: 'DigestPreview' });
export type DigestPreview = z.infer<typeof DigestPreviewSchema>;
