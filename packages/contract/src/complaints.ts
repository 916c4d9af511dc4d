// Complaint service (spec sections 3, 4 and 7; decisions.md "Complaint lifecycle"): complaints, their comments and
// votes, prospects. Field names are the spec's; what a caller may do next comes from the server (`can`, `allowedStatuses`).
import { PublicDisputeStateSchema } from './disputes.ts';
import { z } from 'zod';
import { EmailSchema } from './newsletter.ts';
import { COMPLAINT_PAGE_SIZE, ListMetaSchema, MAX_PAGE_SIZE } from './pagination.ts';
import { ComplaintStatusSchema, COMPLAINT_STATUSES } from './roles.ts';
import { ImageUrlSchema } from './companies.ts';
import { ModerationNoticeSchema } from './moderation.ts';
import { ProspectInvitationSchema } from './invitations.ts';
import { ExperiencedOnSchema } from './experience-date.ts';

export { COMPLAINT_STATUSES, ComplaintStatusSchema };
export { COMPLAINT_EVENT } from './constants.ts';
export type { ComplaintStatus } from './roles.ts';

/** The detail page and every card keep this many of the latest comments (spec section 9: last 3). */
export const VISIBLE_COMMENTS = 3;
export const MAX_COMPLAINT_ATTACHMENTS = 5;
export const COMPLAINT_TITLE_MAX = 150;
export const COMPLAINT_EXPERIENCE_MAX = 5000;
export const COMMENT_TEXT_MAX = 2000;
export const REASON_MAX = 1000;

/** A complaint's public code (CMP-7F3K2Q) or its id: both address it. */
export const ComplaintRefSchema = z
  .string()
  .trim()
  .regex(/^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|CMP-[A-Z0-9]{6})$/i, 'must be a complaint id or code (CMP-XXXXXX)');
export const ComplaintRefParamsSchema = z.object({ id: ComplaintRefSchema });

const text = (min: number, max: number) =>
  z.string({ error: 'is required' }).trim().min(min, min <= 1 ? 'is required' : `is at least ${min} characters`).max(max, `is at most ${max} characters`);
const ReasonSchema = text(3, REASON_MAX);

/** Who filed it: null fields for an anonymous complaint (only its author and admins see who it is). */
export const CustomerDtoSchema = z
  .object({
    customerId: z.string().nullable(),
    customerName: z.string(),
    customerEmail: z.string().nullable(),
    /** The author's public reviewer profile code (/reviewers/{code}): only on a named item whose author keeps one public. */
    customerProfile: z.string().nullable().optional(),
  })
  .meta({ id: 'CustomerDto' });
export type CustomerDto = z.infer<typeof CustomerDtoSchema>;

/** The company it is about; organizationId is null for a prospect (a company not yet on Redress). */
export const OrganizationDtoSchema = z
  .object({
    organizationId: z.string().nullable(),
    organizationName: z.string(),
    serviceOffered: z.string().nullable(),
    logo: z.string().nullable(),
    slug: z.string().nullable(),
  })
  .meta({ id: 'OrganizationDto' });
export type OrganizationDto = z.infer<typeof OrganizationDtoSchema>;

export const VoteDetailSchema = z.object({ customerId: z.string(), complainId: z.string() });

export const COMMENT_TYPES = ['comment', 'reply'] as const;
export const COMMENT_INITIATORS = ['customer', 'company'] as const;

export const CommentSchema = z
  .object({
    id: z.string(),
    complaintId: z.string(),
    /** The top-level comment this one answers (commentType 'reply'). */
    parent: z.string().nullable(),
    commentText: z.string(),
    commentType: z.enum(COMMENT_TYPES),
    /** 'company' when the company (its owner or an employee) or Redress staff wrote it. */
    initiator: z.enum(COMMENT_INITIATORS),
    customerId: z.string().nullable(),
    /** The name shown: the author's, the company's, 'Anonymous' (the complaint's anonymous author) or 'Redress team'. */
    name: z.string(),
    customerDto: CustomerDtoSchema,
    /** The complaint's author wrote it. */
    isAuthor: z.boolean(),
    votes: z.number().int(),
    /** The caller's own vote only: who else voted is never shown. */
    voteDetails: z.array(z.object({ customerId: z.string(), commentId: z.string() })),
    hasVoted: z.boolean(),
    canDelete: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'ComplaintComment' });
export type Comment = z.infer<typeof CommentSchema>;

/** What the caller may do with the complaint now (the server enforces the same rules). */
export const ComplaintPermissionsSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  /** Close with a reason (the author, or a moderator). */
  close: z.boolean(),
  /** Answer as the company (its owner or employees). */
  respond: z.boolean(),
  /** Ask the customer to close it (companyReason). */
  requestClosure: z.boolean(),
  /** Accept or decline the company's "processed" / closure request (the author). */
  decide: z.boolean(),
  comment: z.boolean(),
  vote: z.boolean(),
  flag: z.boolean(),
  repost: z.boolean(),
  /** Dispute it (POST /dispute): the company's owner or a manager, while it is public and not under dispute. */
  dispute: z.boolean(),
});
export type ComplaintPermissions = z.infer<typeof ComplaintPermissionsSchema>;

export const ComplaintSchema = z
  .object({
    id: z.string(),
    complaintId: z.string(),
    uniqueId: z.string(),
    /** The headline. */
    complaint: z.string(),
    experience: z.string(),
    /** The date of the experience (YYYY-MM-DD); null on complaints filed before it was asked for. */
    experiencedOn: z.string().nullable(),
    /** Category names (the first is the complaint's category). */
    category: z.array(z.string()),
    categoryId: z.string().nullable(),
    product: z.string().nullable(),
    productId: z.string().nullable(),
    anonymous: z.boolean(),
    hidden: z.boolean(),
    image: z.string().nullable(),
    attachments: z.array(z.string()),
    status: ComplaintStatusSchema,
    votes: z.number().int(),
    voteDetails: z.array(VoteDetailSchema),
    hasVoted: z.boolean(),
    customerId: z.string().nullable(),
    customerDto: CustomerDtoSchema,
    /** The caller filed it. */
    isMine: z.boolean(),
    organizationDto: OrganizationDtoSchema,
    companyVerified: z.boolean(),
    /** The e-mail that names a prospect company; only for its author and admins. */
    prospectEmail: z.string().nullable(),
    /** The invitation mail to that address (only with prospectEmail): whether it went, and when. */
    prospectInvitation: ProspectInvitationSchema.nullable(),
    /** When the company must answer by (decisions.md: the 21:00 rule); null when it is not the company's turn. */
    responseDueAt: z.string().nullable(),
    /** The company missed its due time and has not answered since. */
    overdue: z.boolean(),
    firstResponseAt: z.string().nullable(),
    escalationLevel: z.number().int(),
    flagged: z.boolean(),
    flagReason: z.string().nullable(),
    /** Why a moderator hid it (the reason's label and the note); for its author only, else null. */
    hiddenReason: z.string().nullable(),
    /** Why a moderator hid, held or removed it (reason code, note) and the appeal: for its author alone, else null. */
    moderation: ModerationNoticeSchema.nullable().optional(),
    /** The reason given on close. */
    reason: z.string().nullable(),
    closedAt: z.string().nullable(),
    companyReason: z.string().nullable(),
    closureRequestedAt: z.string().nullable(),
    repost: z.boolean(),
    repostComplaintId: z.string().nullable(),
    repostCount: z.number().int(),
    deleted: z.boolean(),
    commentsCount: z.number().int(),
    /** The latest comments (at most 3), oldest first. */
    comments: z.array(CommentSchema),
    /** Statuses the caller may move it to with PUT /complaint/status/{id}. */
    allowedStatuses: z.array(ComplaintStatusSchema),
    can: ComplaintPermissionsSchema,
    /** 'open': under dispute by the company (the public label); 'rejected': its latest dispute was rejected; else null. */
    dispute: PublicDisputeStateSchema,
    complaintSource: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Complaint' });
export type Complaint = z.infer<typeof ComplaintSchema>;

/** Lists carry a complaint's card: the story's opening (`excerpt`), no comments and no per-caller rights (decision 43). */
export const COMPLAINT_EXCERPT_LENGTH = 240;

export const ComplaintSummarySchema = ComplaintSchema.pick({
  id: true,
  complaintId: true,
  uniqueId: true,
  complaint: true,
  experiencedOn: true,
  anonymous: true,
  hidden: true,
  image: true,
  status: true,
  votes: true,
  customerId: true,
  customerDto: true,
  isMine: true,
  organizationDto: true,
  companyVerified: true,
  responseDueAt: true,
  overdue: true,
  firstResponseAt: true,
  escalationLevel: true,
  flagged: true,
  repost: true,
  repostCount: true,
  commentsCount: true,
  dispute: true,
  createdAt: true,
  updatedAt: true,
})
  .extend({
    /** The story's first COMPLAINT_EXCERPT_LENGTH characters, cut at a word and ended with '…' when longer. */
    excerpt: z.string(),
  })
  .meta({ id: 'ComplaintSummary' });
export type ComplaintSummary = z.infer<typeof ComplaintSummarySchema>;

export const ComplaintListResponseSchema = z.object({ data: z.array(ComplaintSummarySchema), meta: ListMetaSchema }).meta({ id: 'ComplaintList' });
export type ComplaintListResponse = z.infer<typeof ComplaintListResponseSchema>;

const AttachmentsSchema = z.array(ImageUrlSchema).max(MAX_COMPLAINT_ATTACHMENTS, `at most ${MAX_COMPLAINT_ATTACHMENTS} images`);

/**
 * POST /complaint. The spec's payload nests the company in organizationDto and the author in customerDto; the author
 * always comes from the session (customerDto is ignored). A company not on Redress is named by prospectEmail.
 */
export const CreateComplaintRequestSchema = z
  .object({
    complaint: text(5, COMPLAINT_TITLE_MAX),
    experience: text(20, COMPLAINT_EXPERIENCE_MAX),
    /** The date of the experience (YYYY-MM-DD): required; not in the future, not more than 5 years ago. */
    experiencedOn: ExperiencedOnSchema,
    organizationDto: z
      .object({ organizationId: z.string().trim().optional(), organizationName: z.string().trim().max(120).optional(), serviceOffered: z.string().optional() })
      .optional(),
    organizationId: z.string().trim().optional(),
    prospectEmail: EmailSchema.optional(),
    prospectName: z.string().trim().min(2, 'is at least 2 characters').max(120, 'is at most 120 characters').optional(),
    /** A category name or id (the spec sends a list; the first counts). */
    category: z.union([z.string().trim().max(80), z.array(z.string().trim().max(80)).max(5)]).optional(),
    product: z.string().trim().max(120, 'is at most 120 characters').optional(),
    productId: z.uuid({ error: 'must be a product id' }).optional(),
    anonymous: z.boolean().default(false),
    hidden: z.boolean().default(false),
    image: ImageUrlSchema.optional(),
    attachments: AttachmentsSchema.default([]),
    /** Reposting a closed complaint of yours. */
    repostComplaintId: z.uuid({ error: 'must be a complaint id' }).optional(),
  })
  .meta({ id: 'CreateComplaintRequest' });
export type CreateComplaintRequest = z.input<typeof CreateComplaintRequestSchema>;

export const CreateComplaintResponseSchema = z.object({ returnId: z.string(), complaint: ComplaintSchema }).meta({ id: 'CreateComplaintResponse' });
export type CreateComplaintResponse = z.infer<typeof CreateComplaintResponseSchema>;

/**
 * PUT /complaint/{id}: the author's edits. The title, story, category and product only until the company answers (a
 * value sent unchanged is no change); the switches and images always.
 */
export const UpdateComplaintRequestSchema = z
  .object({
    complaint: text(5, COMPLAINT_TITLE_MAX).optional(),
    experience: text(20, COMPLAINT_EXPERIENCE_MAX).optional(),
    /** Changes, as the story does, only until the company answers. */
    experiencedOn: ExperiencedOnSchema.optional(),
    category: z.union([z.string().trim().max(80), z.array(z.string().trim().max(80)).max(5)]).optional(),
    product: z.string().trim().max(120).nullable().optional(),
    /** One of the company's products (its name then comes from the catalogue); null: not about one of them. */
    productId: z.uuid({ error: 'must be a product id' }).nullable().optional(),
    anonymous: z.boolean().optional(),
    hidden: z.boolean().optional(),
    attachments: AttachmentsSchema.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'nothing to change' })
  .meta({ id: 'UpdateComplaintRequest' });
export type UpdateComplaintRequest = z.input<typeof UpdateComplaintRequestSchema>;

export const ReasonRequestSchema = z.object({ reason: ReasonSchema }).meta({ id: 'ReasonRequest' });
export type ReasonRequest = z.infer<typeof ReasonRequestSchema>;

/** PUT /complaint/close/{id}: the author closes it, satisfied (resolved) or not (unresolved). */
export const CloseComplaintRequestSchema = z
  .object({ reason: ReasonSchema, outcome: z.enum(['resolved', 'unresolved']).default('resolved') })
  .meta({ id: 'CloseComplaintRequest' });
export type CloseComplaintRequest = z.input<typeof CloseComplaintRequestSchema>;

export const RequestClosureRequestSchema = z.object({ companyReason: ReasonSchema }).meta({ id: 'RequestClosureRequest' });

export const StatusQuerySchema = z.object({ complaintStatus: ComplaintStatusSchema });

/** The complaint vote calls name the customer, who must be the caller. */
export const ComplaintVoteRequestSchema = z.object({
  complaintId: ComplaintRefSchema,
  customerId: z.string().trim().optional(),
});
export const CommentVoteRequestSchema = z.object({
  commentId: z.uuid({ error: 'must be a comment id' }),
  customerId: z.string().trim().optional(),
});
export const VoteResponseSchema = z.object({ votes: z.number().int(), hasVoted: z.boolean() }).meta({ id: 'VoteResponse' });
export type VoteResponse = z.infer<typeof VoteResponseSchema>;

export const CreateCommentRequestSchema = z
  .object({
    complaintId: ComplaintRefSchema,
    commentText: text(1, COMMENT_TEXT_MAX),
    /** The comment answered; absent for a top-level comment. */
    parent: z.uuid({ error: 'must be a comment id' }).nullable().optional(),
  })
  .meta({ id: 'CreateCommentRequest' });
export type CreateCommentRequest = z.input<typeof CreateCommentRequestSchema>;
export const CreateCommentResponseSchema = z.object({ returnId: z.string(), comment: CommentSchema });
export type CreateCommentResponse = z.infer<typeof CreateCommentResponseSchema>;

export const CommentListResponseSchema = z.object({ data: z.array(CommentSchema), meta: ListMetaSchema }).meta({ id: 'CommentList' });
export type CommentListResponse = z.infer<typeof CommentListResponseSchema>;

/** `?search=&page=&size=` for complaint lists; `status` narrows. The old client sends search=3 by default: one
 *  character or digit-only searches shorter than 2 letters are ignored. */
export const ComplaintListQuerySchema = z.object({
  search: z.string().trim().max(100, 'is at most 100 characters').optional(),
  status: ComplaintStatusSchema.optional(),
  page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE, `size is at most ${MAX_PAGE_SIZE}`).default(COMPLAINT_PAGE_SIZE),
});
export type ComplaintListQuery = z.infer<typeof ComplaintListQuerySchema>;

export const CommentListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE, `size is at most ${MAX_PAGE_SIZE}`).default(COMPLAINT_PAGE_SIZE),
});

/** GET /complaint/company/complaint-users/{id}: customers who filed (non-anonymous) complaints about the company. */
export const ComplaintUserSchema = z
  .object({ customerId: z.string(), customerName: z.string(), complaints: z.number().int(), lastComplaintAt: z.string() })
  .meta({ id: 'ComplaintUser' });
export const ComplaintUserListResponseSchema = z.object({ data: z.array(ComplaintUserSchema), meta: ListMetaSchema });

/** PUT /complaint/prospect/{prospectEmail}/{organizationId}. */
export const ProspectParamsSchema = z.object({ a: EmailSchema, b: z.uuid({ error: 'must be a company id' }) });
export const ProspectMoveResponseSchema = z.object({ moved: z.number().int(), message: z.string() });
export type ProspectMoveResponse = z.infer<typeof ProspectMoveResponseSchema>;

/** The customer's /dashboard cards, from maintained counters. */
export const CustomerDashboardSchema = z
  .object({
    complaints: z.number().int(),
    /** Waiting for the company's first answer (status pending): what `?status=pending` lists. */
    open: z.number().int(),
    /** The company is on it (status in-review). */
    inReview: z.number().int(),
    /** The company asks the customer to close it (status processed). */
    awaitingYou: z.number().int(),
    overdue: z.number().int(),
    resolved: z.number().int(),
    unresolved: z.number().int(),
    reviews: z.number().int(),
    ratings: z.number().int(),
  })
  .meta({ id: 'CustomerDashboard' });
export type CustomerDashboard = z.infer<typeof CustomerDashboardSchema>;

/**
 * Socket events (spec section 4: prefix cpt for complaints; actions comment, like_complaint, like_complaint_comment, and
 * `dispute` when a dispute of it is opened or decided: ids only, nothing of the dispute).
 */
export const ComplaintEventSchema = z.object({
  message: z.string(),
  action: z.enum(['comment', 'like_complaint', 'like_complaint_comment', 'status', 'delete_comment', 'dispute']),
  complaintId: z.string(),
  votes: z.number().int().optional(),
  commentId: z.string().optional(),
  status: ComplaintStatusSchema.optional(),
});
export type ComplaintEvent = z.infer<typeof ComplaintEventSchema>;
