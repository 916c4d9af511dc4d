// Platform settings (maintenance mode, generated secrets) in app_settings; shared by every instance.
import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { appSettings } from '../../db/schema/index.ts';
import type { Database, DbOrTx } from '../../db/client.ts';

export async function getSetting<T>(database: Database, key: string): Promise<T | undefined> {
  const r = await database.query<{ value: T }>('SELECT value FROM app_settings WHERE key = $1', [key]);
  return r.rows[0]?.value;
}

export async function putSetting(database: Database, key: string, value: unknown): Promise<void> {
  await database.query(
    'INSERT INTO app_settings (key, value, updated_at) VALUES ($1, $2::jsonb, now()) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()',
    [key, JSON.stringify(value)],
  );
}

/** A random secret made once and kept in the database, so every instance signs with the same key. */
export async function getOrCreateSecret(database: Database, key: string): Promise<string> {
  const candidate = randomBytes(48).toString('base64url');
  await database.query('INSERT INTO app_settings (key, value, updated_at) VALUES ($1, $2::jsonb, now()) ON CONFLICT (key) DO NOTHING', [
    key,
    JSON.stringify(candidate),
  ]);
  const stored = await getSetting<string>(database, key);
  if (!stored) throw new Error(`secret ${key} could not be stored`);
  return stored;
}

export interface MaintenanceRow {
  enabled: boolean;
  message: string | null;
  updatedAt: string | null;
}

/** Maintenance mode: the 'maintenance' flag (true/false) and its 'maintenance_message', read in one statement. */
export async function readMaintenance(db: DbOrTx): Promise<MaintenanceRow> {
  const rows = await db.select().from(appSettings).where(inArray(appSettings.key, ['maintenance', 'maintenance_message']));
  const flag = rows.find((row) => row.key === 'maintenance');
  const message = rows.find((row) => row.key === 'maintenance_message');
  return {
    enabled: flag?.value === true,
    message: typeof message?.value === 'string' ? message.value : null,
    updatedAt: flag ? new Date(flag.updatedAt).toISOString() : null,
  };
}

/** Switches maintenance mode in the caller's transaction and announces it to every instance when that commits. */
export async function writeMaintenance(tx: DbOrTx, enabled: boolean, message: string | null, channel: string): Promise<void> {
  await tx.execute(sql`INSERT INTO app_settings (key, value, updated_at) VALUES
    ('maintenance', ${JSON.stringify(enabled)}::jsonb, now()), ('maintenance_message', ${JSON.stringify(message)}::jsonb, now())
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`);
  await tx.execute(sql`SELECT pg_notify(${channel}, ${enabled ? 'on' : 'off'})`);
}
