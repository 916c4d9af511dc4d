// Platform settings (maintenance mode, generated secrets) in app_settings; shared by every instance.
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';

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
