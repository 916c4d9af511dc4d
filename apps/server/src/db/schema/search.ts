// Company search (decision 34): the vocabulary of company-name words, typo-matched with a trigram index, and each
// live company's words with its score, so that the best companies holding a word are the first entries of an index.
// Both are kept by triggers on companies and company_stats (migration 0009), whatever writes those tables; the term
// columns are COLLATE "C" so that a prefix is a range of the primary key.
// The trade arm (decision 138) has the same two shapes for the words of what a company does: its categories, the
// service it offers, its products and its services (migration 0039's triggers on those four tables keep them).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, real, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

export const searchTerms = pgTable(
  'search_terms',
  {
    term: text().primaryKey(),
    /** Live companies whose name holds the word (0 once the last one goes: such rows are skipped, never deleted). */
    companies: integer().notNull().default(0),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`)],
);

export const companyTerms = pgTable(
  'company_terms',
  {
    term: text().notNull(),
    companyId: uuid().notNull().references(() => companies.id, { onDelete: 'cascade' }),
    /** The word is the whole name ('Kestrel'): it comes before the names that merely contain it. */
    whole: boolean().notNull().default(false),
    /** company_stats.score, copied by trigger. */
    score: real().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.term, t.companyId] }),
    index('company_terms_rank_idx').on(t.term, t.whole.desc().nullsFirst(), t.score.desc().nullsFirst(), t.companyId),
    index('company_terms_company_id_idx').on(t.companyId),
  ],
);

export const tradeTerms = pgTable(
  'trade_terms',
  {
    term: text().primaryKey(),
    /** Live companies whose trade holds the word (0 once the last one goes: such rows are skipped, never deleted). */
    companies: integer().notNull().default(0),
  },
  (t) => [index('trade_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`)],
);

export const companyTradeTerms = pgTable(
  'company_trade_terms',
  {
    companyId: uuid().notNull().references(() => companies.id, { onDelete: 'cascade' }),
    term: text().notNull(),
    /** company_stats.score, copied by trigger. */
    score: real().notNull().default(0),
  },
  (t) => [
    // A company's own words first: a candidate's other query words are checked in its few rows.
    primaryKey({ columns: [t.companyId, t.term] }),
    index('company_trade_terms_rank_idx').on(t.term, t.score.desc().nullsFirst(), t.companyId),
  ],
);
