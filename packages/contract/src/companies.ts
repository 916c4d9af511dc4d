// Company service (spec sections 3 and 7): profiles, explore lists, categories, products and services, employees,
// search, comparison. Field names are the spec's.
import { DisputeRecordSchema } from './disputes.ts';
import { z } from 'zod';
import { EmployeeProfileSchema, NewPasswordSchema } from './accounts.ts';
import { EmailSchema } from './newsletter.ts';
import { COMPANY_PAGE_SIZE, ListMetaSchema, MAX_PAGE_SIZE } from './pagination.ts';

import { COMPARE_MAX, COMPARE_MIN, MAX_COMPANY_CATEGORIES } from './constants.ts';
import { UnusualActivitySchema } from './bursts.ts';

export { COMPANY_DEFAULT_DESCRIPTION, COMPANY_SEARCH_LIMIT, COMPARE_MAX, COMPARE_MIN, MAX_COMPANY_CATEGORIES } from './constants.ts';

/** A company is addressed by its id (UUID) or its slug. */
export const CompanyRefSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(80, 'is too long')
  .regex(/^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[a-z0-9]+(?:-[a-z0-9]+)*)$/i, 'must be a company id or slug');
export const CompanyRefParamsSchema = z.object({ id: CompanyRefSchema });
export const UuidParamsSchema = z.object({ id: z.uuid({ error: 'must be an id' }) });

/** Logo, banner and images: a URL answered by POST /api/upload/{folder}, or an https URL. */
export const ImageUrlSchema = z
  .string()
  .trim()
  .max(1000, 'is too long')
  .regex(/^(\/uploads\/[A-Za-z0-9._/-]+|https:\/\/[^\s"'<>]+)$/, 'must be an uploaded image (/uploads/...) or an https URL');

const text = (max: number) => z.string().trim().max(max, `is at most ${max} characters`);
const PhoneSchema = z.string().trim().regex(/^\+?[0-9 ()-]{7,20}$/, 'must be a phone number');
const WebsiteSchema = z.string().trim().max(300, 'is too long').regex(/^https?:\/\/[^\s"'<>]+$/, 'must be an http(s) address');
const CountrySchema = z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code, e.g. ZA');
const CompanyNameSchema = z.string({ error: 'is required' }).trim().min(2, 'is at least 2 characters').max(120, 'is at most 120 characters');
/** Category names or ids; unknown ones are a 400 naming `categories`. */
const CategoryRefsSchema = z.array(z.string().trim().min(1).max(80)).max(MAX_COMPANY_CATEGORIES, `at most ${MAX_COMPANY_CATEGORIES} categories`);

/** The rating summary labels and the totals of a company, from its maintained counters. */
export const CompanySummarySchema = z
  .object({
    /** Average overall stars of live ratings (1-5); null when there are none. */
    average: z.number().nullable(),
    product: z.number().nullable(),
    employee: z.number().nullable(),
    channel: z.number().nullable(),
    service: z.number().nullable(),
    brand: z.number().nullable(),
    /** 0-10. */
    likelihoodToRecommend: z.number().nullable(),
    /** Ratings with 4-5 / 1-2 overall stars. */
    positive: z.number().int(),
    negative: z.number().int(),
    /** Public complaints: live, not hidden, past their checks, not held by moderation (what the company's list shows). */
    totalComplaints: z.number().int(),
    totalRatings: z.number().int(),
    totalReviews: z.number().int(),
    /** Of the public complaints, those resolved. */
    resolvedComplaints: z.number().int(),
    /** Percentage (0-100, one decimal) of the public complaints the company has answered; null without any. */
    responseRate: z.number().nullable(),
    medianFirstResponseMinutes: z.number().int().nullable(),
  })
  .meta({ id: 'CompanySummary' });
export type CompanySummary = z.infer<typeof CompanySummarySchema>;

export const CategorySchema = z.object({ id: z.string(), name: z.string() }).meta({ id: 'Category' });
export type Category = z.infer<typeof CategorySchema>;

/** A product or a service of a company. */
export const CatalogueItemSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  createdAt: z.string(),
});
export const ProductSchema = CatalogueItemSchema.meta({ id: 'Product' });
export type Product = z.infer<typeof ProductSchema>;
export const ServiceSchema = CatalogueItemSchema.meta({ id: 'Service' });
export type Service = z.infer<typeof ServiceSchema>;

/** A company in lists (explore, new companies, compare, comparison). */
export const CompanyCardSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    logo: z.string().nullable(),
    description: z.string(),
    /** The public score (Bayesian average, 0-5; 0 = not rated yet). */
    rating: z.number(),
    serviceOffered: z.string().nullable(),
    categories: z.array(z.string()),
    country: z.string().nullable(),
    companyVerified: z.boolean(),
    /** Invented by the demo seed: pages show "Demo company" instead of the verified badge, which claims a check. */
    demo: z.boolean(),
    summary: CompanySummarySchema,
  })
  .meta({ id: 'CompanyCard' });
export type CompanyCard = z.infer<typeof CompanyCardSchema>;

/**
 * How this company's reviews are collected and checked (issue 39; the EU Omnibus Directive 2019/2161 asks platforms to
 * say whether and how reviews are verified; decision 165). Every figure is a maintained counter.
 */
export const CompanyTrustSchema = z
  .object({
    /** A business manages the profile (it has an owner). */
    claimed: z.boolean(),
    /** Live published reviews, and of them those written from the company's review invitations. */
    reviewsTotal: z.number().int(),
    reviewsInvited: z.number().int(),
    /** reviewsInvited as a percentage of reviewsTotal (one decimal); null without reviews. */
    invitedShare: z.number().nullable(),
    /** The company pays for a plan now. Paying never changes its score or what it may remove. */
    paidPlan: z.boolean(),
    /** The 9 pm rule: complaints whose answer fell due, and of them those answered before they first went overdue. */
    answersDue: z.number().int(),
    answeredOnTime: z.number().int(),
    /** answeredOnTime as a percentage of answersDue (one decimal); null when no answer has fallen due. */
    onTimeShare: z.number().nullable(),
  })
  .meta({ id: 'CompanyTrust' });
export type CompanyTrust = z.infer<typeof CompanyTrustSchema>;

/** A company's public profile (GET /company/GetCompany/{id}). */
export const CompanySchema = CompanyCardSchema.extend({
  email: z.string(),
  contactNumber: z.string().nullable(),
  banner: z.string().nullable(),
  organizationName: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  products: z.array(ProductSchema),
  services: z.array(ServiceSchema),
  /** No business manages the profile yet (a customer listed it): the web offers 'Claim this profile'. */
  claimable: z.boolean(),
  /** How reviews are collected and checked here (the company page's disclosure). */
  trust: CompanyTrustSchema,
  /** Its dispute record (issue 39): disputes it opened against its reviews and complaints, upheld and rejected. */
  disputeRecord: DisputeRecordSchema,
  createdAt: z.string(),
  /** Set while the review-bomb guard has frozen the score (decision 173): the page's neutral banner says why. */
  unusualActivity: UnusualActivitySchema.nullable(),
}).meta({ id: 'Company' });
export type Company = z.infer<typeof CompanySchema>;

/** The business side of a profile (GET /business/profile/{id}): its owner, employees and admins. */
export const BusinessProfileSchema = CompanySchema.extend({
  ownerUserId: z.string().nullable(),
  verifiedDomain: z.string().nullable(),
  status: z.enum(['active', 'suspended', 'deleted']),
  employeesCount: z.number().int(),
  /** Live complaints per status. */
  complaintsByStatus: z.object({
    submitted: z.number().int(),
    pending: z.number().int(),
    'in-review': z.number().int(),
    processed: z.number().int(),
    resolved: z.number().int(),
    unresolved: z.number().int(),
    overdue: z.number().int(),
    flag: z.number().int(),
  }),
  updatedAt: z.string(),
}).meta({ id: 'BusinessProfile' });
export type BusinessProfile = z.infer<typeof BusinessProfileSchema>;

/**
 * POST /company/claim/{id}: an organization account with a verified e-mail and no company takes over an ownerless
 * profile whose e-mail domain (or website host) is its own e-mail's domain (docs/decisions.md). The access token still
 * carries no company: the client refreshes its session (POST /auth/refresh) to act for it.
 */
export const ClaimCompanyResponseSchema = z
  .object({ message: z.string(), company: BusinessProfileSchema })
  .meta({ id: 'ClaimCompanyResponse' });
export type ClaimCompanyResponse = z.infer<typeof ClaimCompanyResponseSchema>;

/** A company in the admin's new-companies list. */
export const AdminCompanySchema = CompanyCardSchema.extend({
  email: z.string(),
  ownerUserId: z.string().nullable(),
  createdAt: z.string(),
}).meta({ id: 'AdminCompany' });
export type AdminCompany = z.infer<typeof AdminCompanySchema>;

const profileFields = {
  email: EmailSchema,
  contactNumber: PhoneSchema.nullable().optional(),
  banner: ImageUrlSchema.nullable().optional(),
  logo: ImageUrlSchema.nullable().optional(),
  description: text(5000).optional(),
  serviceOffered: text(200).nullable().optional(),
  organizationName: text(200).nullable().optional(),
  categories: CategoryRefsSchema.optional(),
  website: WebsiteSchema.nullable().optional(),
  country: CountrySchema.nullable().optional(),
  address: text(300).nullable().optional(),
};

/** POST /company/CreateProfile: list a business that is not on Redress yet. */
export const CreateCompanyRequestSchema = z.object({ name: CompanyNameSchema, ...profileFields });
export type CreateCompanyRequest = z.input<typeof CreateCompanyRequestSchema>;

/** PUT /company/UpdateProfile/{id}: any subset; companyVerified is for admins with companies.manage. */
export const UpdateCompanyRequestSchema = z
  .object({ name: CompanyNameSchema.optional(), ...profileFields, email: EmailSchema.optional(), companyVerified: z.boolean().optional() })
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');
export type UpdateCompanyRequest = z.input<typeof UpdateCompanyRequestSchema>;

export const CreatedIdResponseSchema = z.object({ returnId: z.string() });
export type CreatedIdResponse = z.infer<typeof CreatedIdResponseSchema>;
export const CreateCompanyResponseSchema = CreatedIdResponseSchema.extend({ company: CompanySchema }).meta({ id: 'CreateCompanyResponse' });
export type CreateCompanyResponse = z.infer<typeof CreateCompanyResponseSchema>;
export const CreateCategoryResponseSchema = CreatedIdResponseSchema.extend({ category: CategorySchema });
export type CreateCategoryResponse = z.infer<typeof CreateCategoryResponseSchema>;

/** GET /company/GetCompanies. Filter is a category name or id; FilterByRating the minimum stars. */
export const CompanyListQuerySchema = z.object({
  PageNumber: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'starts at 1').max(10_000, 'is too large').default(1),
  PageSize: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'is at least 1').max(MAX_PAGE_SIZE, `is at most ${MAX_PAGE_SIZE}`).default(COMPANY_PAGE_SIZE),
  Filter: z.string().trim().max(80, 'is too long').optional(),
  FilterByRating: z.coerce.number({ error: 'must be a number of stars' }).int('must be a whole number of stars').min(1, 'is 1 to 5 stars').max(5, 'is 1 to 5 stars').optional(),
  SearchText: z.string().trim().max(100, 'is at most 100 characters').optional(),
});
export type CompanyListQuery = z.input<typeof CompanyListQuerySchema>;

/** Company lists: `{ companies, totalPage, ...meta }` (decisions.md). */
export const CompanyListResponseSchema = ListMetaSchema.extend({ companies: z.array(CompanyCardSchema), totalPage: z.number().int() }).meta({ id: 'CompanyList' });
export type CompanyListResponse = z.infer<typeof CompanyListResponseSchema>;

export const CreateCategoryRequestSchema = z.object({ name: z.string({ error: 'is required' }).trim().min(2, 'is at least 2 characters').max(80, 'is at most 80 characters') });
export type CreateCategoryRequest = z.input<typeof CreateCategoryRequestSchema>;

/** POST /Products/CreateProduct/ and /Services/CreateService/. companyId defaults to the owner's company. */
export const CreateCatalogueItemRequestSchema = z.object({
  companyId: z.uuid({ error: 'must be a company id' }).optional(),
  name: z.string({ error: 'is required' }).trim().min(2, 'is at least 2 characters').max(120, 'is at most 120 characters'),
  description: text(2000).nullable().optional(),
  image: ImageUrlSchema.nullable().optional(),
});
export const CreateProductRequestSchema = CreateCatalogueItemRequestSchema;
export type CreateProductRequest = z.input<typeof CreateProductRequestSchema>;
export const CreateServiceRequestSchema = CreateCatalogueItemRequestSchema;
export type CreateServiceRequest = z.input<typeof CreateServiceRequestSchema>;
export const CreateProductResponseSchema = CreatedIdResponseSchema.extend({ product: ProductSchema });
export const CreateServiceResponseSchema = CreatedIdResponseSchema.extend({ service: ServiceSchema });

/** GET /Products/GetProducts/ and /Services/GetServices/: newest first; optional company and name filter. */
export const CatalogueListQuerySchema = z.object({
  page: z.coerce.number({ error: 'must be a number' }).int().min(1, 'page starts at 1').max(10_000, 'is too large').default(1),
  size: z.coerce.number({ error: 'must be a number' }).int().min(1).max(MAX_PAGE_SIZE, `size is at most ${MAX_PAGE_SIZE}`).default(20),
  companyId: z.uuid({ error: 'must be a company id' }).optional(),
  search: z.string().trim().max(100, 'is at most 100 characters').optional(),
});

const EmployeeRoleSchema = z.enum(['manager', 'agent']);
const PersonNameSchema = z.string({ error: 'is required' }).trim().min(1, 'is required').max(60, 'is at most 60 characters');

/** POST /Employees/CreateEmployeeProfile: the owner creates an employee's sign-in. companyId defaults to the owner's. */
export const CreateEmployeeRequestSchema = z.object({
  companyId: z.uuid({ error: 'must be a company id' }).optional(),
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
  jobTitle: text(100).nullable().optional(),
  role: EmployeeRoleSchema.default('agent'),
});
export type CreateEmployeeRequest = z.input<typeof CreateEmployeeRequestSchema>;
export const CreateEmployeeResponseSchema = CreatedIdResponseSchema.extend({ employee: EmployeeProfileSchema });
export type CreateEmployeeResponse = z.infer<typeof CreateEmployeeResponseSchema>;

/** PUT /Employees/UpdateEmployeeProfile/{id}: jobTitle and role are the owner's (or an admin's) to change. */
export const UpdateEmployeeRequestSchema = z
  .object({
    firstName: PersonNameSchema.optional(),
    lastName: PersonNameSchema.optional(),
    picture: ImageUrlSchema.nullable().optional(),
    jobTitle: text(100).nullable().optional(),
    role: EmployeeRoleSchema.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');
export type UpdateEmployeeRequest = z.input<typeof UpdateEmployeeRequestSchema>;

/** GET /company/search?searchText=: typo-tolerant, ranked, at most COMPANY_SEARCH_LIMIT. */
export const CompanySearchQuerySchema = z.object({
  searchText: z.string({ error: 'is required' }).trim().min(1, 'is required').max(100, 'is at most 100 characters'),
});
export const CompanySearchResultSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    logo: z.string().nullable(),
    rating: z.number(),
    serviceOffered: z.string().nullable(),
    country: z.string().nullable(),
    companyVerified: z.boolean(),
    totalComplaints: z.number().int(),
  })
  .meta({ id: 'CompanySearchResult' });
export type CompanySearchResult = z.infer<typeof CompanySearchResultSchema>;
export const CompanySearchResponseSchema = z.object({ data: z.array(CompanySearchResultSchema) });
export type CompanySearchResponse = z.infer<typeof CompanySearchResponseSchema>;

/** GET /company/compare?ids=a,b,c: 2 to 4 company ids or slugs, distinct. */
export const CompareQuerySchema = z.object({
  ids: z
    .string({ error: 'is required' })
    .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
    .pipe(
      z
        .array(CompanyRefSchema)
        .min(COMPARE_MIN, `takes ${COMPARE_MIN} to ${COMPARE_MAX} companies`)
        .max(COMPARE_MAX, `takes ${COMPARE_MIN} to ${COMPARE_MAX} companies`)
        .refine((ids) => new Set(ids.map((i) => i.toLowerCase())).size === ids.length, 'names a company twice'),
    ),
});
export const CompareResponseSchema = z.object({ companies: z.array(CompanyCardSchema) }).meta({ id: 'CompanyComparison' });
export type CompareResponse = z.infer<typeof CompareResponseSchema>;

/** GET /comparison/top: the best-scored companies, optionally within a category. */
export const TopCompaniesQuerySchema = z.object({
  limit: z.coerce.number({ error: 'must be a number' }).int().min(1, 'is at least 1').max(50, 'is at most 50').default(10),
  category: z.string().trim().max(80).optional(),
});
export const TopCompaniesResponseSchema = z.object({ data: z.array(CompanyCardSchema) });
export type TopCompaniesResponse = z.infer<typeof TopCompaniesResponseSchema>;

/** How far back GET /company/trending looks: the last 7 days, rolling (decision 100). */
export const TRENDING_WINDOW_DAYS = 7;

/** GET /company/trending: how many companies (1-20, default 6). */
export const TrendingCompaniesQuerySchema = z.object({
  limit: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'is at least 1').max(20, 'is at most 20').default(6),
});
export type TrendingCompaniesQuery = z.infer<typeof TrendingCompaniesQuerySchema>;

/** A trending company: its card and what was newly published about it in the window (public items only). */
export const TrendingCompanySchema = z
  .object({
    company: CompanyCardSchema,
    complaints: z.number().int(),
    reviews: z.number().int(),
    ratings: z.number().int(),
    /** complaints + reviews + ratings: what the list is ordered by. */
    total: z.number().int(),
  })
  .meta({ id: 'TrendingCompany' });
export type TrendingCompany = z.infer<typeof TrendingCompanySchema>;

/** The most talked-about companies of the window, most new items first; empty when nothing was published in it. */
export const TrendingCompaniesResponseSchema = z
  .object({ since: z.string(), days: z.number().int(), data: z.array(TrendingCompanySchema) })
  .meta({ id: 'TrendingCompanies' });
export type TrendingCompaniesResponse = z.infer<typeof TrendingCompaniesResponseSchema>;

/**
 * GET /comparison/top/{id}: a company's standing within its main category (the first of its categories by name;
 * all companies when it has none): its rank, how many it is ranked among, the leaders and its neighbours.
 */
export const CompanyStandingSchema = z
  .object({
    company: CompanyCardSchema,
    category: CategorySchema.nullable(),
    /** 1 = best. Ties on the score are broken by name. */
    rank: z.number().int(),
    /** How many companies the rank is among (its category's, or every live company). */
    outOf: z.number().int(),
    /** true when the company ranks beyond the counted range (the first 1,000) and rank is a lower bound. */
    rankIsCapped: z.boolean(),
    top: z.array(CompanyCardSchema),
    above: CompanyCardSchema.nullable(),
    below: CompanyCardSchema.nullable(),
  })
  .meta({ id: 'CompanyStanding' });
export type CompanyStanding = z.infer<typeof CompanyStandingSchema>;

export const EmployeeListQuerySchema = z.object({
  page: z.coerce.number({ error: 'must be a number' }).int().min(1, 'page starts at 1').default(1),
  size: z.coerce.number({ error: 'must be a number' }).int().min(1).max(MAX_PAGE_SIZE, `size is at most ${MAX_PAGE_SIZE}`).default(20),
});
