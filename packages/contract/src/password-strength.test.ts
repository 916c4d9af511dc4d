// The browser's preview (decision 83) is the server's estimator with shorter lists: it may accept what the server
// refuses, never the other way round, and its lists are the first entries of the server's.
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { describe, expect, it } from 'vitest';
import { browserLists } from './password-lists-browser.ts';
import { previewPassword } from './password-strength-browser.ts';
import { estimatePassword } from './password-strength.ts';

const server = { ...common.dictionary, ...en.dictionary } as Record<string, string[]>;

describe('the browser\'s password lists', () => {
  it('are the first entries of the server\'s, ranks unchanged (run scripts/password-lists.mjs after an upgrade)', () => {
    for (const [name, list] of Object.entries(browserLists.dictionary)) {
      expect(server[name], name).toBeDefined();
      expect(list, name).toEqual(server[name]!.slice(0, list.length));
    }
    expect(browserLists.dictionary['passwords-common']).toHaveLength(10_000);
    expect(browserLists.graphs).toEqual(common.adjacencyGraphs);
  });

  it('are a small part of the server\'s', () => {
    const size = (d: Record<string, string[]>) => JSON.stringify(d).length;
    expect(size(browserLists.dictionary)).toBeLessThan(size(server) / 5);
  });
});

describe('the browser\'s preview', () => {
  const samples = [
    'Password1!', 'qwerty123456', 'Redress2026', 'Montgomery1987', 'mcallisterjohnson', 'sunflowerdaydream', 'Kowalczykmarsh',
    'Tarantino1994!', 'pneumonia-tuberculosis', 'Marula-tortoise-kettle-48', 'correcthorsebatterystaple', 'iloveyou2',
    'Wilkinsonharrington', 'Pemberton-Ashworth', 'zxcvbnmasdf', 'P@ssw0rd2024', 'trustno1trustno1', 'Naledi-Mokoena-1',
  ];

  it.each(samples)('is never more severe than the server on %s: its weak is the server\'s weak', (password) => {
    const preview = previewPassword(password, ['naledi', 'mokoena']);
    const full = estimatePassword(password, ['naledi', 'mokoena']);
    expect(preview.score).toBeGreaterThanOrEqual(full.score);
    if (!preview.acceptable) expect(full.acceptable).toBe(false);
  });

  it('can accept what the server refuses: why the meter asks the server before it says medium or high', () => {
    expect(previewPassword('mcallisterjohnson').acceptable).toBe(true);
    expect(estimatePassword('mcallisterjohnson').acceptable).toBe(false);
  });
});
