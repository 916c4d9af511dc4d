import { beforeEach, describe, expect, it } from 'vitest';
import { isRatePromptDone, markRatePromptDone } from './rate-prompt.ts';

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
