// The plan form's typed fields become the contract's plan input: price in cents, empty limits unlimited, 0 not included.
import { describe, expect, it } from 'vitest';
import { PlanCreateSchema, type AdminPlan } from '@redress/contract';
import { formDefaults, limitWords, NewPlanFormSchema, overLimitNote, PlanFormSchema, toCreate, toUpdate } from './plan-form.ts';

const growth: AdminPlan = {
  id: 'p1', code: 'growth', name: 'Growth', description: null, priceCents: 4950, currency: 'USD', interval: 'month',
  limits: { employees: 10, widgets: null, apiClients: 0, dashboardRangeDays: 365, companyExportsPerMonth: 10, webhookEndpoints: 5 }, features: ['A', 'B'], active: true, subscribers: 3,
  createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z',
};

describe('the plan form', () => {
  it('reads a plan back unchanged: 49.50, an empty limit for unlimited, features one a line', () => {
    const typed = formDefaults(growth);
    expect(typed).toMatchObject({ price: '49.50', limits: { employees: '10', widgets: '', apiClients: '0', companyExportsPerMonth: '10' }, features: 'A\nB' });
    const parsed = PlanFormSchema.parse(typed);
    expect(toUpdate(parsed)).toEqual({ name: 'Growth', description: null, priceCents: 4950, limits: growth.limits, features: ['A', 'B'], active: true });
  });

  it('makes a new plan the server accepts, and names each field it refuses', () => {
    const typed = { ...formDefaults(), code: 'pro', name: 'Pro', price: '19', currency: 'eur', features: ' Priority support \n\n' };
    const created = toCreate(NewPlanFormSchema.parse(typed));
    expect(created).toMatchObject({ code: 'pro', priceCents: 1900, currency: 'EUR', limits: { employees: 2, widgets: 1, apiClients: 0, dashboardRangeDays: 90, companyExportsPerMonth: 1, webhookEndpoints: 1 }, features: ['Priority support'] });
    expect(PlanCreateSchema.safeParse(created).success).toBe(true);

    const bad = NewPlanFormSchema.safeParse({ ...typed, code: 'Pro Plan', price: '19.999', limits: { ...typed.limits, widgets: '-1' } });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['code', 'limits.widgets', 'price']);
  });

  it('says a limit in words', () => {
    expect([null, 0, 5].map(limitWords)).toEqual(['Unlimited', 'Not included', '5']);
  });

  it('says how many companies a lowered limit leaves over it, naming them', () => {
    expect(overLimitNote({ plan: growth, overLimit: { count: 0, companies: [] } })).toBeNull();
    const companies = [{ companyId: 'a', companyName: 'Acme', fields: ['employees'] }, { companyId: 'b', companyName: 'Bolt', fields: ['widgets'] }];
    expect(overLimitNote({ plan: growth, overLimit: { count: 2, companies } }))
      .toBe('2 companies on Growth now use more than it allows: Acme, Bolt. They keep what they have but cannot add more.');
    expect(overLimitNote({ plan: growth, overLimit: { count: 30, companies } })).toMatch(/^30 companies on Growth now use more than it allows: Acme, Bolt, …\./);
  });
});
