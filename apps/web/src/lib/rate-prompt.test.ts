import { beforeEach, describe, expect, it } from 'vitest';
import { isRatePromptDone, markRatePromptDone, ratePromptFor } from './rate-prompt.ts';

describe('the rate-and-review prompt is asked once per complaint', () => {
  beforeEach(() => localStorage.clear());

  it('remembers answered or dismissed complaints, and only those', () => {
    expect(isRatePromptDone('a')).toBe(false);
    markRatePromptDone('a');
    markRatePromptDone('a');
    expect(isRatePromptDone('a')).toBe(true);
    expect(isRatePromptDone('b')).toBe(false);
    expect(JSON.parse(localStorage.getItem('rate_prompt_done')!)).toEqual(['a']);
  });

  it('keeps the last 200, and shrugs off a malformed entry', () => {
    localStorage.setItem('rate_prompt_done', '{not json');
    expect(isRatePromptDone('a')).toBe(false);
    for (let i = 0; i < 205; i++) markRatePromptDone(`c${i}`);
    expect(isRatePromptDone('c0')).toBe(false);
    expect(isRatePromptDone('c204')).toBe(true);
  });
});

describe('what the prompt asks after a complaint closes', () => {
  const filed = '2026-03-01T10:00:00.000Z';
  it('asks to rate without a rating, to update one given before the complaint (however old), nothing after', () => {
    expect(ratePromptFor(null, filed)).toBe('rate');
    expect(ratePromptFor({ createdAt: '2023-06-01T10:00:00.000Z' }, filed)).toBe('update');
    expect(ratePromptFor({ createdAt: '2026-03-01T09:59:59.000Z' }, filed)).toBe('update');
    expect(ratePromptFor({ createdAt: '2026-03-02T10:00:00.000Z' }, filed)).toBeNull();
    expect(ratePromptFor(undefined, filed)).toBeUndefined();
  });
});
