// Every action key the server writes has its words in the contract (AUDIT_ACTION_LABELS): audit.record takes only
// those keys, and this test reads the code for the keys written as text, so a new one without a label fails here too.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AUDIT_ACTIONS } from '@redress/contract';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..');
const files = (dir: string): string[] => readdirSync(dir).flatMap((n) => {
  const p = join(dir, n);
  return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
});

describe('audit action keys', () => {
  it('every key the server records has a label', () => {
    const written = new Set<string>();
    for (const f of files(SRC)) {
      const text = readFileSync(f, 'utf8');
      if (!text.includes('audit.record') && !text.includes('AuditAction')) continue;
      for (const m of text.matchAll(/'([a-z_]+(?:\.[a-z-]+)+)'/g)) if (/^(admin|role|advert|category|comment|company|product|service|employee|complaint|review|rating|plan|subscription|invoice|api_key|webhook|widget|user|contact|maintenance)\./.test(m[1]!)) written.add(m[1]!);
    }
    expect(written.size).toBeGreaterThan(40);
    const known = new Set<string>(AUDIT_ACTIONS);
    expect([...written].filter((a) => !known.has(a))).toEqual([]);
  });
});
