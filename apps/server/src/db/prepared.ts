// Hot reads are prepared once per database handle and statement shape: Drizzle builds their SQL once, and
// PostgreSQL parses and plans each once per connection (a named statement) instead of on every request.
// Keep LIMIT a literal in such statements: a generic plan guesses a tenth of the table for `LIMIT $n` and may sort.
// Write a filter's constants into the text too (sql`hidden = false`, not eq(column, false)): a generic plan cannot see a
// parameter's value, and misjudged a busy company's public reviews by 2,000 times (decision 136).
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

const preparedByDb = new WeakMap<object, Map<string, unknown>>();

export function prepared<T>(db: DbOrTx, name: string, build: () => T): T {
  let byName = preparedByDb.get(db);
  if (!byName) preparedByDb.set(db, (byName = new Map()));
  if (!byName.has(name)) byName.set(name, build());
  return byName.get(name) as T;
}

/** Lists read their first pages through named statements, at the list's default page size; other pages are planned per call. */
export const NAMED_PAGES = 10;

/**
 * The name of a list page's statement (`base`, then its window), or undefined for a page planned per call. PostgreSQL
 * keeps a plan for each name on every connection, so a name is never made of what a caller picks freely: any page
 * size up to 100 would have kept 100 times as many.
 */
export function pageStatementName(base: string, page: number, size: number, defaultSize: number): string | undefined {
  return page <= NAMED_PAGES && size === defaultSize ? fitName(`${base}_${size}_${(page - 1) * size}`) : undefined;
}

/** PostgreSQL's longest identifier: a longer statement name is cut, and two cut alike collide on one connection. */
export const MAX_STATEMENT_NAME = 63;

/** A statement name that fits: a longer one keeps its start and ends with a hash of the whole, so each stays distinct. */
export function fitName(name: string): string {
  if (name.length <= MAX_STATEMENT_NAME) return name;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 12);
  return `${name.slice(0, MAX_STATEMENT_NAME - hash.length - 1)}_${hash}`;
}

/** A whole number written into a Drizzle statement's text (Drizzle sends a number as a parameter). */
export const literal = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;
