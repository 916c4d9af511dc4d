// Column helpers shared by every table: UUIDv7 keys made in TypeScript, timestamptz as Date, counters as integer.
import { boolean, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids.ts';

/** Primary key: UUIDv7 made in TypeScript (PostgreSQL 15 has no uuidv7()). */
export const id = () => uuid().primaryKey().$defaultFn(newId);

/** timestamptz read as a JS Date by both drivers. */
export const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz().notNull().defaultNow();

/** Set on insert by the database and on every Drizzle update by `$onUpdate`. */
export const updatedAt = () =>
  timestamptz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A maintained counter: integer (not bigint, which node-postgres returns as a string), never negative. */
export const counter = () => integer().notNull().default(0);

/**
 * A post's author as the public lists show them to signed-out readers, copied from users by triggers in the write's
 * transaction (decision 217, migration 0063): their name, their public profile's code (null unless public) and whether
 * the account was removed. Null (and false) while the post is anonymous: nothing of an anonymous author is copied.
 */
export const authorCopies = () => ({
  authorFirstName: text(),
  authorLastName: text(),
  authorProfile: text(),
  authorRemoved: boolean().notNull().default(false),
});

// Index note: descending index columns are declared `.desc().nullsFirst()`, PostgreSQL's own default for DESC, so
// that a plain `ORDER BY created_at DESC, id DESC` (Drizzle's desc()) walks the index instead of sorting.
// Drizzle's bare `.desc()` in an index means DESC NULLS LAST, which such a query cannot use.
