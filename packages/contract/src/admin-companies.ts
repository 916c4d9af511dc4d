// The admin's company management (spec section 7, issue 25): a company's e-mail details as the admin keeps them
// (POST /admin/emailingDetails, GET /admin/emailDetails/{id}, PUT /admin/emailingDetails/{id}; decision 131) and the
// company management list and view (GET /admin/company/mgt, /admin/company/mgt/{id}; decision 132).
import { z } from 'zod';
import { CompanyEmailListSchema, CompanyMailPreferencesSchema } from './business-settings.ts';
import { MAX_PAGE_SIZE } from './pagination.ts';

export const MAX_EMAIL_DETAILS_NOTES = 1000;

/** A company's e-mail details, the admin's view: the business's settings plus the admin's own notes. */
export const AdminEmailDetailsSchema = z.object({
  /** The record's id; null while the company has none (the defaults are shown; POST creates them). */
  id: z.string().nullable(),
  companyId: z.string(),
  companyName: z.string(),
  contactEmails: z.array(z.string()),
  ccEmails: z.array(z.string()),
  mail: CompanyMailPreferencesSchema,
  /** Kept by admins only; the business never sees them. */
  notes: z.string().nullable(),
  updatedAt: z.string().nullable(),
}).meta({ id: 'AdminEmailDetails' });
export type AdminEmailDetails = z.infer<typeof AdminEmailDetailsSchema>;

const detailsFields = {
  contactEmails: CompanyEmailListSchema,
  ccEmails: CompanyEmailListSchema.default([]),
  mail: CompanyMailPreferencesSchema,
  notes: z.string({ error: 'must be text' }).trim().max(MAX_EMAIL_DETAILS_NOTES, `is at most ${MAX_EMAIL_DETAILS_NOTES} characters`).nullable().optional(),
};

/** PUT /admin/emailingDetails/{id}. */
export const UpdateEmailDetailsRequestSchema = z.object(detailsFields).meta({ id: 'UpdateEmailDetailsRequest' });
export type UpdateEmailDetailsRequest = z.input<typeof UpdateEmailDetailsRequestSchema>;

/** POST /admin/emailingDetails: the company's first details (409 when it has some). */
export const CreateEmailDetailsRequestSchema = z.object({
  companyId: z.uuid({ error: 'must be a company id' }),
  ...detailsFields,
}).meta({ id: 'CreateEmailDetailsRequest' });
export type CreateEmailDetailsRequest = z.input<typeof CreateEmailDetailsRequestSchema>;

export const ADMIN_COMPANY_FILTERS = ['all', 'verified', 'unverified', 'removed'] as const;
export type AdminCompanyFilter = (typeof ADMIN_COMPANY_FILTERS)[number];
export const ADMIN_COMPANY_SORTS = ['newest', 'complaints'] as const;
export type AdminCompanySort = (typeof ADMIN_COMPANY_SORTS)[number];

/** GET /admin/company/mgt. `filter` all: every company not removed. */
export const AdminCompanyMgtQuerySchema = z.object({
  page: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'starts at 1').max(10_000, 'is too large').default(1),
  size: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'is at least 1').max(MAX_PAGE_SIZE, `is at most ${MAX_PAGE_SIZE}`).default(20),
  search: z.string().trim().max(100, 'is at most 100 characters').optional(),
  filter: z.enum(ADMIN_COMPANY_FILTERS, { error: `must be one of ${ADMIN_COMPANY_FILTERS.join(', ')}` }).default('all'),
  category: z.uuid({ error: 'must be a category id' }).optional(),
  sort: z.enum(ADMIN_COMPANY_SORTS, { error: `must be one of ${ADMIN_COMPANY_SORTS.join(', ')}` }).default('newest'),
});
export type AdminCompanyMgtQuery = z.input<typeof AdminCompanyMgtQuerySchema>;

/** The per-company figures of the management list and view, read from the maintained counters. */
export const AdminCompanyFiguresSchema = z.object({
  complaints: z.number().int(),
  reviews: z.number().int(),
  ratings: z.number().int(),
  employees: z.number().int(),
  /** The public score (0-5; 0 = not rated yet). */
  score: z.number(),
  /** The plan of its active subscription, else Free. */
  planName: z.string(),
}).meta({ id: 'AdminCompanyFigures' });
export type AdminCompanyFigures = z.infer<typeof AdminCompanyFiguresSchema>;

export const AdminCompanyMgtRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  country: z.string().nullable(),
  categories: z.array(z.string()),
  companyVerified: z.boolean(),
  removed: z.boolean(),
  createdAt: z.string(),
  figures: AdminCompanyFiguresSchema,
}).meta({ id: 'AdminCompanyMgtRow' });
export type AdminCompanyMgtRow = z.infer<typeof AdminCompanyMgtRowSchema>;

/** GET /admin/company/mgt/{id}: one company with its figures, owner and plan. */
export const AdminCompanyMgtSchema = AdminCompanyMgtRowSchema.extend({
  email: z.string(),
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  plan: z.object({ code: z.string(), name: z.string() }),
  removedAt: z.string().nullable(),
}).meta({ id: 'AdminCompanyMgt' });
export type AdminCompanyMgt = z.infer<typeof AdminCompanyMgtSchema>;
