import { cleanup, render, screen, within } from '@testing-library/react';
import type { Plan } from '@redress/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { PlanLimitList } from './plan-cards.tsx';

afterEach(cleanup);

const free: Plan = {
  id: 'p1', code: 'free', name: 'Free', description: null, priceCents: 0, currency: 'USD', interval: 'month',
  limits: { employees: 2, widgets: 1, apiClients: 0, dashboardRangeDays: 30, companyExportsPerMonth: 1, webhookEndpoints: 0 }, features: [],
};

describe('plan cards', () => {
  it('ticks what a plan includes and crosses out what it lacks ("No API keys" gets no tick)', () => {
    render(<PlanLimitList plan={free} />);
    const item = (text: string) => screen.getByText(text).closest('li')!;
    expect(within(item('No API keys')).getByRole('img', { name: 'Not included:' })).toBeTruthy();
    expect(within(item('No API keys')).queryByRole('img', { name: 'Included:' })).toBeNull();
    expect(within(item('No webhook endpoints')).getByRole('img', { name: 'Not included:' })).toBeTruthy();
    for (const text of ['2 employees', '1 widget', '30 days of dashboard history', '1 data export a month']) {
      expect(within(item(text)).getByRole('img', { name: 'Included:' })).toBeTruthy();
    }
  });
});
