// The contact form (POST /contactUs) and the admins' inbox of contact messages.
import { z } from 'zod';
import { EmailSchema } from './newsletter.ts';
import { listResponseSchema, PageQuerySchema } from './pagination.ts';

export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

const text = (max: number, min = 1) => z
  .string({ error: 'is required' })
  .trim()
  .min(min, min === 1 ? 'is required' : `must be at least ${min} characters`)
  .max(max, `must be at most ${max} characters`);

const oneLine = (schema: z.ZodString) => schema.regex(/^[^\r\n]*$/, 'must be one line');

export const ContactRequestSchema = z.object({
  name: oneLine(text(100)),
  email: EmailSchema,
  subject: oneLine(text(CONTACT_SUBJECT_MAX)),
  message: text(CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN),
}).meta({ id: 'ContactRequest' });
export type ContactRequest = z.input<typeof ContactRequestSchema>;

export const ContactResponseSchema = z.object({ returnId: z.string(), message: z.string() });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;

export const ContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /** The account that sent it, when the sender was signed in. */
  userId: z.string().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
}).meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ContactMessagesQuerySchema = PageQuerySchema.extend({
  /** open: not yet handled (the default); handled; all. */
  state: z.enum(['open', 'handled', 'all']).default('open'),
});
export type ContactMessagesQuery = z.input<typeof ContactMessagesQuerySchema>;

export const ContactMessageListResponseSchema = listResponseSchema(ContactMessageSchema);
export type ContactMessageListResponse = z.infer<typeof ContactMessageListResponseSchema>;
