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

/** The same answer whether or not the address was on the list already: nobody learns who subscribes (decision 147). */
export const NewsletterSubscribeResponseSchema = z.object({ subscribed: z.literal(true) });
export type NewsletterSubscribeResponse = z.infer<typeof NewsletterSubscribeResponseSchema>;

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
