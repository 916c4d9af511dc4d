import { describe, expect, it } from 'vitest';
import { ExperiencedOnSchema, experiencedOnProblem, experiencedOnRange } from './experience-date.ts';

describe('the date of experience', () => {
  it('is a real YYYY-MM-DD day', () => {
    expect(ExperiencedOnSchema.safeParse('2026-10-01').success).toBe(true);
    for (const bad of ['2026-02-29', '2026-04-31', '2026-1-01', '01/10/2026', '2026-10-01T00:00:00Z', '']) expect(ExperiencedOnSchema.safeParse(bad).success, bad).toBe(false);
    expect(ExperiencedOnSchema.safeParse('2028-02-29').success).toBe(true);
  });

  it('runs from 5 years and a day before UTC\'s today to UTC\'s tomorrow: every writer\'s today fits, from UTC-12 to UTC+14', () => {
    // 23:30 UTC on 28 Nov: 13:30 on the 29th in Kiribati (UTC+14), 11:30 on the 28th on Baker Island (UTC-12).
    const late = new Date('2026-11-28T23:30:00Z');
    expect(experiencedOnRange(late)).toEqual({ earliest: '2021-11-27', latest: '2026-11-29' });
    expect(experiencedOnProblem('2026-11-29', late)).toBeNull();
    expect(experiencedOnProblem('2026-11-30', late)).toBe('is in the future');
    expect(experiencedOnProblem('2021-11-27', late)).toBeNull();
    expect(experiencedOnProblem('2021-11-26', late)).toBe('is more than 5 years ago');
    // The day before 1 March 2028 is 29 February, which five years back has no 29th: the range starts on 1 March 2023.
    expect(experiencedOnRange(new Date('2028-03-01T12:00:00Z')).earliest).toBe('2023-03-01');
  });
});
