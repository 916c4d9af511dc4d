// Every column that holds a person's user id is named in the registry with what the export does with it; a new table
// or column holding a user id fails here until someone decides (decision 181).
import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { EXPORT_FILES } from './data-exports.files.ts';
import { USER_DATA_BY_EMAIL, USER_DATA_REGISTRY } from './user-data-registry.ts';

/** Columns without a foreign key that hold a user id all the same (decisions and audit outlive accounts). */
const USER_ID_NAME = /^(user|customer|author|sender|recipient|moderator|actor|reporter|ownerUser)Id$|ById$/;

function userIdColumns(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const cols = new Set<string>();
    const withForeignKey = new Set<string>();
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      for (const c of ref.columns) withForeignKey.add(c.name);
      if (getTableName(ref.foreignTable) === 'users') for (const c of ref.columns) cols.add(c.name);
    }
    for (const c of config.columns) if (!withForeignKey.has(c.name) && USER_ID_NAME.test(c.name)) cols.add(c.name);
    if (config.name === 'users') cols.add('id');
    if (cols.size) found.set(config.name, [...cols].sort());
  }
  return found;
}

describe('the registry of tables holding a user id', () => {
  const found = userIdColumns();

  it('finds the columns it should (the test reads the schema)', () => {
    expect(found.get('complaints')).toEqual(expect.arrayContaining(['customerId', 'deletedById']));
    expect(found.get('moderation_decisions')).toEqual(['moderatorId']);
    expect(found.has('refresh_tokens')).toBe(true);
  });

  it('names every table and column holding a user id, with a file of the export or the reason it is left out', () => {
    const missing: string[] = [];
    for (const [table, cols] of found) {
      for (const col of cols) if (!USER_DATA_REGISTRY[table]?.[col]) missing.push(`${table}.${col}`);
    }
    expect(missing, 'add these to USER_DATA_REGISTRY (user-data-registry.ts)').toEqual([]);
  });

  it('names no column that is gone, and only files the archive has', () => {
    const files = new Set(EXPORT_FILES.map((f) => f.name));
    for (const [table, cols] of Object.entries(USER_DATA_REGISTRY)) {
      for (const [col, entry] of Object.entries(cols)) {
        expect(found.get(table) ?? [], `${table}.${col}`).toContain(col);
        if ('file' in entry.export) expect(files, `${table}.${col}`).toContain(entry.export.file);
        else expect(entry.export.omitted.length).toBeGreaterThan(10);
      }
    }
    for (const [table, entry] of Object.entries(USER_DATA_BY_EMAIL)) {
      if ('file' in entry.export) expect(files, table).toContain(entry.export.file);
    }
  });
});
