// Companies (organizations) and what hangs off them: categories, products, services, employees.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { counter, createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { companyStatusEnum, employeeRoleEnum } from './enums.ts';
import { users } from './users.ts';

export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    /** Unique case-insensitively. */
    email: text().notNull(),
    contactNumber: text(),
    website: text(),
    address: text(),
    /** ISO 3166-1 alpha-2 code. */
    country: text(),
    banner: text(),
    logo: text(),
    description: text().notNull().default('No description provided'),
    serviceOffered: text(),
    organizationName: text(),
    ownerUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The spec's companyVerified. */
    isVerified: boolean().notNull().default(false),
    /** Invented by the demo seed (issue 38): shown as a demo company, never as one the platform checked. */
    isDemo: boolean().notNull().default(false),
    /** E-mail domain the company proved it owns; prospect complaints sent to it can be claimed. */
    verifiedDomain: text(),
    status: companyStatusEnum().notNull().default('active'),
    /** Where the business drawer's profile switch starts: 'business' (dashboard) or 'user' (decision 120). */
    profileDefault: text().notNull().default('business'),
    /**
     * The words of the name as PostgreSQL's full-text parser reads them ('simple': lower case, no stemming), with dots,
     * @, / and _ read as spaces ('Takealot.com' holds 'takealot' and 'com', as a query splits it): what the company
     * search matches (search.ts). Kept by PostgreSQL; COLLATE "C" like the search tables (migration 0009).
     */
    nameTerms: text().array().notNull().generatedAlwaysAs(sql`tsvector_to_array(to_tsvector('simple', translate(name, '.@/_', '    ')))`),
    deletedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('companies_profile_default_check', sql`${t.profileDefault} IN ('business', 'user')`),
    // A deleted company's address may list again.
    uniqueIndex('companies_email_lower_unique').on(sql`lower(${t.email})`).where(sql`${t.deletedAt} IS NULL`),
    index('companies_name_lower_idx').on(sql`lower(${t.name})`),
    // Search with several words: the companies holding a match for each word, by intersecting posting lists.
    index('companies_name_terms_idx').using('gin', t.nameTerms).where(sql`${t.deletedAt} IS NULL`),
    index('companies_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('companies_unverified_idx').on(t.createdAt.desc().nullsFirst()).where(sql`${t.isVerified} = false`),
    index('companies_owner_user_id_idx').on(t.ownerUserId),
    index('companies_verified_domain_idx').on(t.verifiedDomain),
    index('companies_demo_idx').on(t.id).where(sql`${t.isDemo}`),
    // Lists check "is this company live?" for every row they walk: an index-only probe instead of a heap fetch.
    index('companies_live_id_idx').on(t.id).where(sql`${t.deletedAt} IS NULL`),
    // The admin's company management (decision 132): a name contains the searched text, removed companies included.
    index('companies_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // The admin's subscriptions list, its companies without a subscription newest first (listCompanySubscriptions).
    index('companies_live_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} IS NULL`),
    // Its "removed" filter, newest first: the few removed companies, not a walk past every live one.
    index('companies_removed_idx').on(t.createdAt.desc().nullsFirst()).where(sql`${t.deletedAt} IS NOT NULL`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text().notNull(),
    /** Live companies listed in it: moved with company_categories in the same transaction (PERF.md: never count per page view). */
    companiesTotal: counter(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_name_lower_unique').on(sql`lower(${t.name})`),
    // Company search's trade words (decisions 77, 138) are copied by trigger into trade_terms (schema/search.ts).
  ],
);

export const companyCategories = pgTable(
  'company_categories',
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** company_stats.score, copied by trigger (migration 0009): a category's ranking is then one index range. */
    score: real().notNull().default(0),
    /** The company is not deleted (kept by trigger): only live companies are in the ranking index. */
    live: boolean().notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.categoryId] }),
    // (category_id, company_id) covers a category's members: category lists and counts read the index alone.
    index('company_categories_category_id_idx').on(t.categoryId, t.companyId),
    // A category's ranking (score desc, company id asc), live companies only: ranks, neighbours and tops.
    index('company_categories_rank_idx').on(t.categoryId, t.score.desc().nullsFirst(), t.companyId).where(sql`${t.live}`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    image: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('products_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
  ],
);

export const services = pgTable(
  'services',
  {
    id: id(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    image: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('services_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
  ],
);

export const employees = pgTable(
  'employees',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobTitle: text(),
    role: employeeRoleEnum().notNull().default('agent'),
    createdAt: createdAt(),
  },
  (t) => [index('employees_company_id_idx').on(t.companyId, t.createdAt)],
);
