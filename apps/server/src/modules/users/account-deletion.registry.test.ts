// The deletion registry names every column that references users: a new table with a user id fails here until its
// author says, in account-deletion.registry.ts, what deleting an account does to it (decision 182).
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { USER_ID_COLUMNS } from './account-deletion.registry.ts';

function userIdColumns(): string[] {
  const found: string[] = [];
  for (const table of Object.values(schema)) {
    if (!(table instanceof PgTable)) continue;
    const config = getTableConfig(table);
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      if (getTableConfig(ref.foreignTable).name !== 'users') continue;
      for (const column of ref.columns) found.push(`${config.name}.${column.name}`);
    }
  }
  return found.sort();
}

describe('the account deletion registry', () => {
  it('names every column that references users', () => {
    const columns = userIdColumns();
    expect(columns.length).toBeGreaterThan(30);
    const missing = columns.filter((c) => !(c in USER_ID_COLUMNS));
    expect(missing, 'add these to account-deletion.registry.ts with what deletion does to them').toEqual([]);
  });

  it('names no column that no longer references users (but its own pending hand-over)', () => {
    const columns = new Set(userIdColumns());
    const stale = Object.keys(USER_ID_COLUMNS).filter((c) => !columns.has(c) && c !== 'users.deletionHandTo');
    expect(stale).toEqual([]);
  });
});
