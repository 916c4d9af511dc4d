// The date of experience (decision 164) as the review and complaint tests send it, and the refusals both writes share.
import { expect } from 'vitest';
import type { TestApp } from './app.ts';

/** A calendar day `days` from UTC's today (negative: before), as YYYY-MM-DD; `years` back as well. */
export const dayFrom = (days: number, years = 0) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};

/** Each bad date of experience sent to `url` is a 400 naming experiencedOn and why; none is written (the caller checks). */
export async function expectBadExperienceDatesRefused(t: TestApp, url: string, auth: Record<string, string>, payloadWith: (experiencedOn: string | undefined) => object) {
  const cases: [string | undefined, string][] = [
    [undefined, 'is required'],
    ['', 'YYYY-MM-DD'],
    ['12/03/2026', 'YYYY-MM-DD'],
    ['2026-02-30', 'is not a real date'],
    ['2026-13-01', 'is not a real date'],
    [dayFrom(2), 'is in the future'],
    [dayFrom(-2, 5), 'is more than 5 years ago'],
  ];
  for (const [experiencedOn, reason] of cases) {
    const r = await t.app.inject({ method: 'POST', url, headers: auth, payload: payloadWith(experiencedOn) });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'experiencedOn', message: expect.stringContaining(reason) })]));
    expect(r.json().message).toContain('experiencedOn');
  }
}
