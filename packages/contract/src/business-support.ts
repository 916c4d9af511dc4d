// The business portal's support inbox (GET /business/support/search/{id}) and audit trail (GET /business/audit/search/{id}).
import { z } from 'zod';
import { ComplaintStatusSchema, CustomerDtoSchema } from './complaints.ts';
import { listResponseSchema, MAX_PAGE_SIZE } from './pagination.ts';

/**
 * Where an inbox item stands: a complaint's own status while it waits on the company (pending, overdue, in-review),
 * or `unanswered` for a review the company has not answered yet.
 */
export const INBOX_STATUSES = ['pending', 'overdue', 'in-review', 'unanswered'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export const INBOX_KINDS = ['complaint', 'review'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 25;

/** A query option that may repeat (`?status=a&status=b`): one value or several, always an array after parsing. */
const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item).max(10, 'is given at most 10 times').optional());

/** A calendar day (YYYY-MM-DD, UTC); `to` includes its whole day. */
const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'must be a real date');

const page = z.coerce.number().int('must be a whole number').min(1, 'page starts at 1').default(1);
const size = (d: number) => z.coerce.number().int('must be a whole number').min(1, 'is at least 1').max(MAX_PAGE_SIZE, `is at most ${MAX_PAGE_SIZE}`).default(d);
const rangeInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const rangeIssue = { path: ['from'], message: 'must not be after to' };

export const SupportInboxQuerySchema = z.object({
  status: repeated(z.enum(INBOX_STATUSES, { error: `must be one of ${INBOX_STATUSES.join(', ')}` })),
  kind: repeated(z.enum(INBOX_KINDS, { error: `must be one of ${INBOX_KINDS.join(', ')}` })),
  /** A product of the company's catalogue: complaints naming it, reviews naming its name. */
  product: z.uuid({ error: 'must be a product id' }).optional(),
  /** Filed on or after this day. */
  from: DaySchema.optional(),
  /** Filed on or before this day. */
  to: DaySchema.optional(),
  /** true: only complaints past their due time; false: everything else. */
  overdue: z.enum(['true', 'false'], { error: 'must be true or false' }).transform((v) => v === 'true').optional(),
  page,
  size: size(INBOX_PAGE_SIZE),
}).refine(rangeInOrder, rangeIssue);
export type SupportInboxQuery = z.infer<typeof SupportInboxQuerySchema>;

/** One complaint or review waiting for the company's answer. */
export const SupportInboxItemSchema = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.uuid(),
  uniqueId: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** The date of experience (YYYY-MM-DD); null on an item written before it was asked for. */
  experiencedOn: z.string().nullable(),
  status: z.enum(INBOX_STATUSES),
  /** The complaint's status (null for a review). */
  complaintStatus: ComplaintStatusSchema.nullable(),
  /** A review's stars (null for a complaint). */
  rating: z.number().int().nullable(),
  anonymous: z.boolean(),
  hidden: z.boolean(),
  /** Who wrote it, as the company may see them: "Anonymous" with no id for an anonymous author. */
  customerDto: CustomerDtoSchema,
  productId: z.uuid().nullable(),
  productName: z.string().nullable(),
  /** When the company's answer is due (the 21:00 rule); null for reviews and complaints already answered. */
  responseDueAt: z.iso.datetime().nullable(),
  overdue: z.boolean(),
  firstResponseAt: z.iso.datetime().nullable(),
  /** Moves the caller may make with PUT /complaint/status (empty for a review). */
  allowedStatuses: z.array(ComplaintStatusSchema),
  can: z.object({ respond: z.boolean(), requestClosure: z.boolean() }),
  commentsCount: z.number().int(),
  createdAt: z.iso.datetime(),
}).meta({ id: 'SupportInboxItem' });
export type SupportInboxItem = z.infer<typeof SupportInboxItemSchema>;
export const SupportInboxResponseSchema = listResponseSchema(SupportInboxItemSchema).meta({ id: 'SupportInboxResponse' });
export type SupportInboxResponse = z.infer<typeof SupportInboxResponseSchema>;

export const AuditQuerySchema = z.object({
  /** Words of the action or the entity (type or id), e.g. "complaint.respond" or "review". */
  search: z.string().trim().max(100, 'is at most 100 characters').optional(),
  /** Changes made by this person (a user id). */
  actor: z.uuid({ error: 'must be a user id' }).optional(),
  from: DaySchema.optional(),
  to: DaySchema.optional(),
  page,
  size: size(AUDIT_PAGE_SIZE),
}).refine(rangeInOrder, rangeIssue);
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

const ChangeSetSchema = z.record(z.string(), z.unknown()).nullable();

/** One change made for the company: who, what, when, and the fields before and after (what the company may see). */
export const AuditEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** The item's title or name (a complaint's or review's title, a product's, an employee's name), while it exists. */
  target: z.string().nullable(),
  actor: z.object({
    /** The teammate's user id; null for Redress staff, the system and customers. */
    id: z.uuid().nullable(),
    name: z.string(),
    role: z.string(),
    /** The label of the company's API key the change was made with; null when made in person. */
    apiKey: z.string().nullable(),
    /** That key's client id (x-client-id), kept even after the key is revoked; null when made in person. */
    apiClientId: z.string().nullable(),
  }),
  before: ChangeSetSchema,
  after: ChangeSetSchema,
  createdAt: z.iso.datetime(),
}).meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditListResponseSchema = listResponseSchema(AuditEntrySchema).meta({ id: 'AuditListResponse' });
export type AuditListResponse = z.infer<typeof AuditListResponseSchema>;
