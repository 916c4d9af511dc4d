// Hot reads are prepared once per database handle and statement shape: Drizzle builds their SQL once, and
// PostgreSQL parses and plans each once per connection (a named statement) instead of on every request.
// Keep LIMIT a literal in such statements: a generic plan guesses a tenth of the table for `LIMIT $n` and may sort.
import type { DbOrTx } from './client.ts';

const preparedByDb = new WeakMap<object, Map<string, unknown>>();

export function prepared<T>(db: DbOrTx, name: string, build: () => T): T {
  let byName = preparedByDb.get(db);
  if (!byName) preparedByDb.set(db, (byName = new Map()));
  if (!byName.has(name)) byName.set(name, build());
  return byName.get(name) as T;
}
