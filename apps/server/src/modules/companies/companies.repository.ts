// Companies and their categories: the only file in this module that touches the companies and categories tables.
// Lists join company_stats (the maintained counters) for the score and the totals: one round trip per page.
import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { COMPANY_PAGE_SIZE } from '@redress/contract';
import type { DbOrTx } from '../../db/client.ts';
import { literal, pageStatementName, prepared } from '../../db/prepared.ts';
import { isUuid } from '../../lib/ids.ts';
import { categories, companies, companyCategories, companyStats, employees } from '../../db/schema/index.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
export type CompanyStatsRow = typeof companyStats.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;

/** At most this many matches are counted for a filtered list (PERF.md: no exact count over a large table). */
export const COUNT_CAP = 10_000;

export { isUuid };

const live = sql`${companies.deletedAt} IS NULL`;

const categoryNames = sql<string[]>`coalesce((SELECT array_agg(cat.name ORDER BY cat.name) FROM company_categories cc JOIN categories cat ON cat.id = cc.category_id WHERE cc.company_id = ${companies.id}), '{}'::text[])`;
const catalogueJson = (table: 'products' | 'services') => sql.raw(`coalesce((SELECT json_agg(json_build_object('id', x.id, 'companyId', x.company_id, 'name', x.name,
  'description', x.description, 'image', x.image, 'createdAt', x.created_at) ORDER BY lower(x.name))
  FROM (SELECT * FROM ${table} WHERE company_id = "companies"."id" ORDER BY lower(name) LIMIT 100) x), '[]'::json)`);

/** Every column but the search words, which only the database reads. */
const { nameTerms: _nameTerms, ...companyColumns } = getTableColumns(companies);
const cardSelection = { company: companyColumns, stats: companyStats, categories: categoryNames };
export type CompanyCardRow = { company: Omit<CompanyRow, 'nameTerms'>; stats: CompanyStatsRow; categories: string[] };
export interface CatalogueJson { id: string; companyId: string; name: string; description: string | null; image: string | null; createdAt: string }
export type CompanyFullRow = CompanyCardRow & { products: CatalogueJson[]; services: CatalogueJson[]; employeesCount: number; paidPlan: boolean };

/** Search (decision 34): at most this many words of a query count (each stands for up to 12 vocabulary words). */
export const SEARCH_MAX_WORDS = 5;

/** The words of a query as company_terms holds them: lower-case runs of letters and digits, each once. */
export function searchWords(q: string): string[] {
  return [...new Set(q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, SEARCH_MAX_WORDS);
}

/** Words shorter than this are never matched as misspellings: too few trigrams, and those few are in every word. */
const TYPO_MIN_LENGTH = 5;
/** What a word is typo-matched as: itself, or null (which the trigram index answers at once with nothing). */
const typoOf = (w: string) => ([...w].length >= TYPO_MIN_LENGTH ? w : null);

/** Every word of the query matches a word of the name (the GIN index intersects the words' posting lists). */
function nameMatches(words: string[]): SQL {
  return and(...words.map((w) => sql`${companies.nameTerms} && (SELECT array_agg(h.term) FROM company_search_hits(${w}::text, ${typoOf(w)}::text) h)`))!;
}

export interface CompanyListFilter {
  categoryId?: string;
  minRating?: number;
  searchText?: string;
}

function listWhere(f: CompanyListFilter): SQL {
  const parts: SQL[] = [live];
  if (f.categoryId) parts.push(sql`EXISTS (SELECT 1 FROM company_categories cc WHERE cc.company_id = ${companies.id} AND cc.category_id = ${f.categoryId})`);
  if (f.minRating) parts.push(sql`${companyStats.score} >= ${f.minRating}`);
  if (f.searchText) {
    const words = searchWords(f.searchText);
    parts.push(words.length ? nameMatches(words) : sql`false`);
  }
  return and(...parts)!;
}

/**
 * The ranking order: best score first, ties oldest listing first (ids are UUIDv7). It is the very order of
 * company_stats_rank_idx (and of company_categories_rank_idx within a category), so a page walks the index and never
 * sorts a tie (most companies share score 0).
 */
const RANKING = [desc(companyStats.score), asc(companyStats.companyId)];


/**
 * Cards by id, in the order given: one named statement (PostgreSQL plans it once per connection, generically: it is
 * primary-key lookups whatever the ids), shared by the lists and the search.
 */
export async function cardsInOrder(db: DbOrTx, ids: string[]): Promise<CompanyCardRow[]> {
  if (!ids.length) return [];
  const statement = prepared(db, 'company_cards_by_ids', () => db
    .select(cardSelection)
    .from(companies)
    .innerJoin(companyStats, eq(companyStats.companyId, companies.id))
    .where(sql`${companies.id} = ANY(${sql.placeholder('ids')}::uuid[])`)
    .prepare('company_cards_by_ids'));
  const rows = await statement.execute({ ids });
  const byId = new Map(rows.map((r) => [r.company.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is CompanyCardRow => r !== undefined);
}

/**
 * Best first (RANKING), in one round trip: the page's ids are picked from the indexes alone, and the cards (columns,
 * categories) are read for those rows only, never for the rows an OFFSET skips. Without free text, the ids are a
 * range of a partial index of live companies (company_stats_rank_idx, or company_categories_rank_idx in a category,
 * both carrying score and liveness), however deep the page; free text joins the companies for their name words.
 */
function listStatement(db: DbOrTx, source: { text: SQL } | { category: boolean; rating: boolean }, name = '', window?: { limit: number; offset: number }) {
  const minRating = (score: typeof companyStats.score | typeof companyCategories.score) => sql`${score} >= ${sql.placeholder('minRating')}`;
  const ids = ('text' in source
    ? db
      .select({ id: companyStats.companyId })
      .from(companyStats)
      .innerJoin(companies, eq(companies.id, companyStats.companyId))
      .where(source.text)
      .orderBy(...RANKING)
    : source.category
      ? db
        .select({ id: companyCategories.companyId })
        .from(companyCategories)
        .where(and(eq(companyCategories.categoryId, sql.placeholder('categoryId')), sql`${companyCategories.live}`,
          source.rating ? minRating(companyCategories.score) : undefined))
        .orderBy(desc(companyCategories.score), asc(companyCategories.companyId))
      : db
        .select({ id: companyStats.companyId })
        .from(companyStats)
        // `live` is written as the column itself: `live = $1` would be a parameter, whose generic plan cannot use the
        // partial indexes (`WHERE live`), so PostgreSQL planned every execution again.
        .where(and(sql`${companyStats.live}`, source.rating ? minRating(companyStats.score) : undefined))
        .orderBy(...RANKING))
    // A named page writes its window into the text (db/prepared.ts): with `LIMIT $n OFFSET $m` PostgreSQL planned
    // every execution again (0.44 ms of planning to 0.46 ms of running the page).
    .limit(window ? literal(window.limit) : sql.placeholder('limit'))
    .offset(window ? literal(window.offset) : sql.placeholder('offset'))
    .as('page_ids');
  return db
    .select(cardSelection)
    .from(ids)
    .innerJoin(companyStats, eq(companyStats.companyId, ids.id))
    .innerJoin(companies, eq(companies.id, ids.id))
    .orderBy(...RANKING)
    .prepare(name);
}

/** The named statement of an explore page: one per filter shape and page, at the default page size (db/prepared.ts). */
export const companyPageStatementName = (shape: { category: boolean; rating: boolean }, page: number, size: number): string | undefined =>
  pageStatementName(`companies_list_${shape.category ? 'c' : ''}${shape.rating ? 'r' : ''}`, page, size, COMPANY_PAGE_SIZE);

export async function listCompanies(db: DbOrTx, f: CompanyListFilter, page: number, size: number): Promise<CompanyCardRow[]> {
  const window = { limit: size, offset: (page - 1) * size };
  // Free text changes the SQL with its words: built per request, unnamed.
  if (f.searchText) return listStatement(db, { text: listWhere(f) }).execute(window);
  const shape = { category: Boolean(f.categoryId), rating: Boolean(f.minRating) };
  const filter = { categoryId: f.categoryId, minRating: f.minRating };
  const name = companyPageStatementName(shape, page, size);
  if (!name) return listStatement(db, shape).execute({ ...window, ...filter });
  // Each connection settles on a generic plan for a named page after its first few executions.
  const statement = prepared(db, name, () => listStatement(db, shape, name, window));
  return statement.execute(filter);
}

/** The number of matches, counted up to COUNT_CAP + 1 (so callers know when the cap was reached). */
export async function countCompaniesCapped(db: DbOrTx, f: CompanyListFilter): Promise<number> {
  const inner = db.select({ one: sql`1` }).from(companies).innerJoin(companyStats, eq(companyStats.companyId, companies.id)).where(listWhere(f)).limit(COUNT_CAP + 1);
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(inner.as('matches'));
  return rows[0]?.n ?? 0;
}

export interface CompanySearchRow {
  id: string; name: string; slug: string; logo: string | null; serviceOffered: string | null; country: string | null;
  isVerified: boolean; score: number;
  /** Public complaints (decision 76): company_search answers company_stats.public_complaints under this name. */
  complaintsTotal: number;
}

/**
 * Typo-tolerant, ranked company search (decision 34): the SQL function company_search (migration 0009) answers the
 * best companies with what a result shows, in one round trip and with plans it keeps per connection.
 */
export async function searchCompanies(db: DbOrTx, q: string, limit: number): Promise<CompanySearchRow[]> {
  const words = searchWords(q);
  if (!words.length) return [];
  const statement = prepared(db, 'company_search', () => db
    .select({
      id: sql<string>`r.id`, name: sql<string>`r.name`, slug: sql<string>`r.slug`, logo: sql<string | null>`r.logo`,
      serviceOffered: sql<string | null>`r.service_offered`, country: sql<string | null>`r.country`,
      isVerified: sql<boolean>`r.is_verified`, score: sql<number>`r.score`, complaintsTotal: sql<number>`r.complaints_total`,
    })
    .from(sql`company_search(${sql.placeholder('words')}::text[], ${sql.placeholder('typos')}::text[], ${sql.placeholder('limit')}::int) WITH ORDINALITY AS r`)
    .orderBy(sql`r.ordinality`)
    .prepare('company_search'));
  return statement.execute({ words, typos: words.map(typoOf), limit });
}

export async function findCompanyCard(db: DbOrTx, ref: string): Promise<CompanyCardRow | undefined> {
  const by = isUuid(ref) ? 'id' : 'slug';
  const name = `company_card_by_${by}`;
  const statement = prepared(db, name, () => db.select(cardSelection).from(companies).innerJoin(companyStats, eq(companyStats.companyId, companies.id))
    .where(and(live, eq(by === 'id' ? companies.id : companies.slug, sql.placeholder('ref')))).limit(1).prepare(name));
  const rows = await statement.execute({ ref: ref.toLowerCase() });
  return rows[0];
}

export async function findCompanyCards(db: DbOrTx, refs: string[]): Promise<CompanyCardRow[]> {
  const ids = refs.filter(isUuid).map((r) => r.toLowerCase());
  const slugs = refs.filter((r) => !isUuid(r)).map((r) => r.toLowerCase());
  const match = [ids.length ? inArray(companies.id, ids) : undefined, slugs.length ? inArray(companies.slug, slugs) : undefined].filter(Boolean) as SQL[];
  return db.select(cardSelection).from(companies).innerJoin(companyStats, eq(companyStats.companyId, companies.id)).where(and(live, sql`(${sql.join(match, sql` OR `)})`));
}

/** The whole public profile in one round trip: counters, categories, products, services. */
export async function findCompanyFull(db: DbOrTx, ref: string): Promise<CompanyFullRow | undefined> {
  const by = isUuid(ref) ? 'id' : 'slug';
  const statement = prepared(db, `company_full_by_${by}`, () => db
    .select({
      ...cardSelection,
      products: sql<CatalogueJson[]>`${catalogueJson('products')}`,
      services: sql<CatalogueJson[]>`${catalogueJson('services')}`,
      employeesCount: sql<number>`(SELECT count(*)::int FROM ${employees} e WHERE e.company_id = ${companies.id})`,
      // Billing's tables, read in the same statement for the disclosure: the one active subscription (its unique
      // partial index) and its plan by primary key.
      paidPlan: sql<boolean>`EXISTS (SELECT 1 FROM subscriptions s JOIN plans p ON p.id = s.plan_id
        WHERE s.company_id = ${companies.id} AND s.status = 'active' AND p.price_cents > 0)`,
    })
    .from(companies)
    .innerJoin(companyStats, eq(companyStats.companyId, companies.id))
    .where(and(live, eq(by === 'id' ? companies.id : companies.slug, sql.placeholder('ref'))))
    .limit(1)
    .prepare(`company_full_by_${by}`));
  const rows = await statement.execute({ ref: ref.toLowerCase() });
  return rows[0];
}

/** A live company's row (for access checks), by id or slug. */
export async function findCompanyRow(db: DbOrTx, ref: string): Promise<CompanyRow | undefined> {
  // Every company-addressed read starts here: a named statement, since building a select of every column per request
  // cost an eighth of a company's review list's time (the bench's profile).
  const by = isUuid(ref) ? 'id' : 'slug';
  const statement = prepared(db, `company_row_by_${by}`, () => db.select().from(companies)
    .where(and(live, eq(by === 'id' ? companies.id : companies.slug, sql.placeholder('ref')))).limit(1).prepare(`company_row_by_${by}`));
  const rows = await statement.execute({ ref: ref.toLowerCase() });
  return rows[0];
}

export async function findCompanyByEmailOrName(db: DbOrTx, email: string, name: string) {
  const rows = await db
    .select({ id: companies.id, email: companies.email, name: companies.name })
    .from(companies)
    .where(sql`${companies.deletedAt} IS NULL AND (lower(${companies.email}) = ${email.toLowerCase()} OR lower(${companies.name}) = ${name.toLowerCase()})`)
    .limit(3);
  return rows;
}

export async function slugsLike(db: DbOrTx, base: string): Promise<string[]> {
  const rows = await db.select({ slug: companies.slug }).from(companies).where(sql`${companies.slug} = ${base} OR ${companies.slug} LIKE ${`${base}-%`}`);
  return rows.map((r) => r.slug);
}

export async function insertCompany(db: DbOrTx, values: NewCompany): Promise<CompanyRow> {
  const rows = await db.insert(companies).values(values).returning();
  return rows[0]!;
}

export async function updateCompany(db: DbOrTx, id: string, values: Partial<NewCompany>): Promise<CompanyRow> {
  const rows = await db.update(companies).set({ ...values, updatedAt: sql`now()` }).where(eq(companies.id, id)).returning();
  return rows[0]!;
}

/** Gives a live, ownerless company its owner; undefined when it has one by now (a concurrent claim won). */
export async function setOwnerIfNone(db: DbOrTx, id: string, ownerUserId: string, verifiedDomain: string): Promise<CompanyRow | undefined> {
  const rows = await db.update(companies).set({ ownerUserId, verifiedDomain, updatedAt: sql`now()` })
    .where(and(eq(companies.id, id), live, sql`${companies.ownerUserId} IS NULL`)).returning();
  return rows[0];
}

/** Keeps the domain an owner's verified e-mail proved; false when one is kept already or the company is gone. */
export async function setVerifiedDomainIfNone(db: DbOrTx, id: string, verifiedDomain: string): Promise<boolean> {
  const rows = await db.update(companies).set({ verifiedDomain, updatedAt: sql`now()` })
    .where(and(eq(companies.id, id), live, sql`${companies.verifiedDomain} IS NULL`)).returning({ id: companies.id });
  return rows.length > 0;
}

/** The live company that proved a domain, when exactly one did (companies_verified_domain_idx). */
export async function findCompanyByVerifiedDomain(db: DbOrTx, domain: string): Promise<{ id: string } | undefined> {
  const rows = await db.select({ id: companies.id }).from(companies)
    .where(and(eq(companies.verifiedDomain, domain), live, eq(companies.status, 'active'))).limit(2);
  return rows.length === 1 ? rows[0] : undefined;
}

export async function softDeleteCompany(db: DbOrTx, id: string): Promise<CompanyRow | undefined> {
  const rows = await db.update(companies).set({ deletedAt: sql`now()`, status: 'deleted', updatedAt: sql`now()` }).where(and(eq(companies.id, id), live)).returning();
  if (rows[0]) await moveCategoryTotals(db, id, -1);
  return rows[0];
}

/** Companies created since `since`, newest first (companies_created_at_idx), and their count within that window. */
export async function listNewCompanies(db: DbOrTx, since: Date, page: number, size: number) {
  const where = and(live, sql`${companies.createdAt} >= ${since}`);
  const [rows, total] = await Promise.all([
    db.select(cardSelection).from(companies).innerJoin(companyStats, eq(companyStats.companyId, companies.id)).where(where)
      .orderBy(sql`${companies.createdAt} DESC`, sql`${companies.id} DESC`).limit(size).offset((page - 1) * size),
    db.select({ n: sql<number>`count(*)::int` }).from(companies).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

// Ranking (comparison): the order is RANKING everywhere: score desc, company id asc.

/** The best companies, optionally within a category. */
export async function topCompanies(db: DbOrTx, limit: number, categoryId?: string): Promise<CompanyCardRow[]> {
  return listCompanies(db, { categoryId }, 1, limit);
}

/**
 * How many companies rank before this one (RANKING: score desc, id asc), counted up to `cap`. Its score is read in SQL,
 * so that float rounding cannot make a company rank before itself. Within a category, two ranges of
 * company_categories_rank_idx (a better score; the same score and a smaller id), read from the index alone.
 */
export async function countRankedBefore(db: DbOrTx, id: string, categoryId: string | null, cap: number): Promise<number> {
  const limit = Math.trunc(cap);
  const name = `company_rank_${categoryId ? 'category' : 'platform'}_${limit}`;
  const statement = prepared(db, name, () => {
    const self = sql`${sql.placeholder('id')}::uuid`;
    if (categoryId) {
      const cat = sql`${sql.placeholder('category')}::uuid`;
      const count = (where: SQL, cap: SQL) => sql`(SELECT count(*)::int AS n FROM (SELECT 1 FROM company_categories
        WHERE category_id = ${cat} AND live AND ${where} LIMIT ${cap}) x)`;
      // The ties are counted only up to what the better scores left of the cap: nothing, for most companies of a big
      // category, where the better scores alone reach it.
      const better = count(sql`score > own.score`, sql.raw(String(limit)));
      const tied = count(sql`score = own.score AND company_id < ${self}`, sql`greatest(0, ${sql.raw(String(limit))} - better.n)`);
      return db.select({ n: sql<number>`better.n + ${tied}` })
        .from(sql`(SELECT score FROM company_categories WHERE company_id = ${self} AND category_id = ${cat}) own, LATERAL ${better} better`).prepare(name);
    }
    return db.select({ n: sql<number>`(SELECT count(*)::int FROM (SELECT 1 FROM company_stats s WHERE s.live
        AND (s.score > own.score OR (s.score = own.score AND s.company_id < ${self})) LIMIT ${sql.raw(String(limit))}) x)` })
      .from(sql`(SELECT score FROM company_stats WHERE company_id = ${self}) own`).prepare(name);
  });
  const rows = await statement.execute(categoryId ? { id, category: categoryId } : { id });
  return Math.min(limit, Number(rows[0]?.n ?? 0));
}

/** The company just before and just after this one in the ranking (of its category, or of the platform). */
export async function neighbours(db: DbOrTx, id: string, categoryId: string | null): Promise<{ above?: CompanyCardRow; below?: CompanyCardRow }> {
  // Keyset steps from the company's own (score, id): its tie first, then the next score, on each side, in one statement.
  // Each starts where the company sits in the ranking index (company_categories_rank_idx, or company_stats_rank_idx for
  // the whole platform) instead of walking the ranking from one end to the company.
  const name = `company_neighbours_${categoryId ? 'category' : 'platform'}`;
  const statement = prepared(db, name, () => {
    const self = sql`${sql.placeholder('id')}::uuid`;
    const cat = sql`${sql.placeholder('category')}::uuid`;
    const steps = {
      aboveTie: [sql`score = own.score AND company_id < ${self}`, sql`company_id DESC`],
      aboveNext: [sql`score > own.score`, sql`score ASC, company_id DESC`],
      belowTie: [sql`score = own.score AND company_id > ${self}`, sql`company_id ASC`],
      belowNext: [sql`score < own.score`, sql`score DESC, company_id ASC`],
    } as const;
    const nearest = (step: keyof typeof steps) => {
      const [where, order] = steps[step];
      return categoryId
        ? sql<string | null>`(SELECT company_id FROM company_categories WHERE category_id = ${cat} AND live AND ${where} ORDER BY ${order} LIMIT 1)`
        : sql<string | null>`(SELECT company_id FROM company_stats WHERE live AND ${where} ORDER BY ${order} LIMIT 1)`;
    };
    const own = categoryId
      ? sql`(SELECT score FROM company_categories WHERE company_id = ${self} AND category_id = ${cat}) own`
      : sql`(SELECT score FROM company_stats WHERE company_id = ${self}) own`;
    return db.select({ aboveTie: nearest('aboveTie'), aboveNext: nearest('aboveNext'), belowTie: nearest('belowTie'), belowNext: nearest('belowNext') })
      .from(own).prepare(name);
  });
  const found = (await statement.execute(categoryId ? { id, category: categoryId } : { id }))[0];
  const aboveId = found?.aboveTie ?? found?.aboveNext ?? undefined;
  const belowId = found?.belowTie ?? found?.belowNext ?? undefined;
  const cards = await cardsInOrder(db, [aboveId, belowId].filter((x): x is string => x !== undefined));
  return { above: cards.find((c) => c.company.id === aboveId), below: cards.find((c) => c.company.id === belowId) };
}

/** Live companies in a category: its maintained counter. */
export async function countCompaniesInCategory(db: DbOrTx, categoryId: string): Promise<number> {
  const statement = prepared(db, 'category_companies_total', () => db.select({ n: categories.companiesTotal }).from(categories)
    .where(eq(categories.id, sql.placeholder('id'))).limit(1).prepare('category_companies_total'));
  const rows = await statement.execute({ id: categoryId });
  return rows[0]?.n ?? 0;
}

/** Moves the counters of the company's current categories by `delta`, in the caller's transaction. */
async function moveCategoryTotals(db: DbOrTx, companyId: string, delta: 1 | -1) {
  await db.update(categories).set({ companiesTotal: sql`greatest(0, ${categories.companiesTotal} + ${delta})` })
    .where(sql`${categories.id} IN (SELECT category_id FROM company_categories WHERE company_id = ${companyId})`);
}

// Categories.

export async function listCategories(db: DbOrTx): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(sql`lower(${categories.name})`).limit(1000);
}

export async function insertCategory(db: DbOrTx, name: string): Promise<CategoryRow> {
  const rows = await db.insert(categories).values({ name }).returning();
  return rows[0]!;
}

/** Categories by id or (case-insensitive) name. */
export async function findCategories(db: DbOrTx, refs: string[]): Promise<CategoryRow[]> {
  if (!refs.length) return [];
  const ids = refs.filter(isUuid).map((r) => r.toLowerCase());
  const names = refs.map((r) => r.toLowerCase());
  return db.select().from(categories).where(sql`${ids.length ? sql`${categories.id} IN ${ids} OR ` : sql``}lower(${categories.name}) IN ${names}`);
}

/** The company's first category by name, the scope of its standing. */
export async function mainCategory(db: DbOrTx, companyId: string): Promise<CategoryRow | undefined> {
  const statement = prepared(db, 'company_main_category', () => db
    .select({ id: categories.id, name: categories.name, companiesTotal: categories.companiesTotal, createdAt: categories.createdAt }).from(companyCategories)
    .innerJoin(categories, eq(categories.id, companyCategories.categoryId))
    .where(eq(companyCategories.companyId, sql.placeholder('id'))).orderBy(sql`lower(${categories.name})`).limit(1).prepare('company_main_category'));
  const rows = await statement.execute({ id: companyId });
  return rows[0];
}

export async function categoryIdsOf(db: DbOrTx, companyId: string): Promise<string[]> {
  const rows = await db.select({ id: companyCategories.categoryId }).from(companyCategories).where(eq(companyCategories.companyId, companyId));
  return rows.map((r) => r.id);
}

/** A live company's categories, replaced; the categories' counters move with them. */
export async function setCompanyCategories(db: DbOrTx, companyId: string, categoryIds: string[]) {
  await moveCategoryTotals(db, companyId, -1);
  await db.delete(companyCategories).where(eq(companyCategories.companyId, companyId));
  if (categoryIds.length) await db.insert(companyCategories).values(categoryIds.map((categoryId) => ({ companyId, categoryId })));
  await moveCategoryTotals(db, companyId, 1);
}

/** Whether the demo seed's invented companies are here (companies_demo_idx keeps it one index probe). */
export async function hasDemoCompanies(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: companies.id }).from(companies).where(eq(companies.isDemo, true)).limit(1);
  return rows.length > 0;
}
