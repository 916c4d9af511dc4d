// The committed OpenAPI document and types are what the current server generates: a route's schema cannot change
// without them (and so the client's types) changing with it (decision 190).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../apps/server/test/database.ts';
import { files, generate, GENERATE_COMMAND } from '../scripts/document.ts';

/** Where two texts first differ, as "line N: committed … / generated …", or null when they are the same. */
function firstDifference(committed: string, generated: string): string | null {
  if (committed === generated) return null;
  const a = committed.split('\n');
  const b = generated.split('\n');
  const i = a.findIndex((line, n) => line !== b[n]);
  const at = i === -1 ? a.length : i;
  return `line ${at + 1}: committed ${JSON.stringify(a[at] ?? '(end of file)')}, generated ${JSON.stringify(b[at] ?? '(end of file)')}`;
}

describe('the client\'s generated files', () => {
  // Booting the app and converting a 1 MB document takes 20 s alone on two cores, and much longer beside the server's files.
  it('match the OpenAPI document and types the current server generates', { timeout: 240_000 }, async () => {
    const database = await createTestDatabase();
    let generated: Awaited<ReturnType<typeof generate>>;
    try {
      generated = await generate(database);
    } finally {
      await database.cleanup();
    }
    for (const [name, file] of Object.entries(files)) {
      const committed = existsSync(file) ? readFileSync(file, 'utf8') : '';
      const difference = firstDifference(committed, generated[name as keyof typeof files]);
      const where = path.relative(process.cwd(), file);
      expect(difference, `${where} is not what the server generates (${difference}): run \`${GENERATE_COMMAND}\` and commit the result`).toBeNull();
    }
  });
});
