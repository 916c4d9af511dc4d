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

export const NewsletterSubscribeResponseSchema = z.object({ subscribed: z.literal(true), alreadySubscribed: z.boolean() });
export type NewsletterSubscribeResponse = z.infer<typeof NewsletterSubscribeResponseSchema>;

export const NewsletterUnsubscribeQuerySchema = z.object({ token: z.string().min(16).max(128) });
