import { describe, expect, it } from 'vitest';
import { reviewChecks } from './review-checks.ts';

const burstLine = (lines: string[]) => lines.find((l) => l.startsWith('A burst of reviews'))!;

describe('the checks a disclosure lists', () => {
  it('states the review-bomb guard\'s minimums as the server serves them', () => {
    expect(burstLine(reviewChecks({ minItems: 20, minFromNewAccounts: 10 }))).toBe(
      'A burst of reviews or ratings on one company within 24 hours (at least 20 and 10 times its usual daily pace; 10 from accounts under 3 days old and '
      + '10 times its usual daily number of those; or 8 from one network) pauses its score at its value before the burst and holds those items for moderators; '
      + 'the page says so while it lasts.',
    );
    const raised = burstLine(reviewChecks({ minItems: 100000, minFromNewAccounts: 5000 }));
    expect(raised).toContain('at least 100000 and 10 times its usual daily pace; 5000 from accounts under 3 days old');
    expect(raised).not.toContain('at least 20 ');
  });

  it('names no minimum before the server has said which it applies', () => {
    const line = burstLine(reviewChecks(undefined));
    expect(line).not.toMatch(/at least|\b20\b/);
    expect(line).toContain('10 times its usual daily pace');
    expect(reviewChecks(undefined)).toHaveLength(7);
  });
});
