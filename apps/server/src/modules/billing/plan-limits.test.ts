import { describe, expect, it } from 'vitest';
import type { AppError } from '../../lib/app-error.ts';
import { assertRangeAllowed, assertRoomFor } from './plan-limits.ts';
import type { CompanyPlan } from './plans.repository.ts';

const plan = (limits: CompanyPlan['limits']): CompanyPlan => ({ code: 'x', name: 'Growth', limits, features: [] });
const refusal = (f: () => void) => {
  try { f(); } catch (e) { return e as AppError; }
  return null;
};

describe('plan limits', () => {
  it('lets a company add up to its limit and refuses the next one with the plan named', () => {
    expect(refusal(() => assertRoomFor(plan({ widgets: 2 }), 'widgets', 1))).toBeNull();
    const e = refusal(() => assertRoomFor(plan({ widgets: 2 }), 'widgets', 2));
    expect(e?.statusCode).toBe(403);
    expect(e?.message).toBe('The Growth plan allows 2 widgets; choose another plan for more');
  });
  it('treats null or a missing limit as unlimited and 0 as not included', () => {
    expect(refusal(() => assertRoomFor(plan({ employees: null }), 'employees', 10_000))).toBeNull();
    expect(refusal(() => assertRoomFor(plan({}), 'apiClients', 50))).toBeNull();
    expect(refusal(() => assertRoomFor(plan({ apiClients: 0 }), 'apiClients', 0))?.message).toBe(
      'The Growth plan does not include API keys; choose another plan to use them',
    );
  });
  it('refuses a dashboard range that starts before the plan reaches, naming the field', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(refusal(() => assertRangeAllowed(plan({ dashboardRangeDays: 90 }), new Date('2026-09-01T00:00:00Z'), now))).toBeNull();
    const e = refusal(() => assertRangeAllowed(plan({ dashboardRangeDays: 90 }), new Date('2026-08-01T00:00:00Z'), now));
    expect(e?.statusCode).toBe(400);
    expect(e?.details).toEqual([{ field: 'startDate', message: "reaches further back than the Growth plan's 90 days" }]);
  });
});
