import { cleanup, render } from '@testing-library/react';
import type { DashboardData } from '@redress/contract';
import { afterEach, describe, expect, it } from 'vitest';
import DashboardCharts from './dashboard-charts.tsx';

afterEach(cleanup);

const rate = null;
/** A small company's week: one or two of everything, where an axis would otherwise step by halves. */
const data = {
  companyId: 'c1', startDate: '2026-11-01', endDate: '2026-11-02', interval: 'day', timeZone: 'UTC', today: '2026-11-02',
  plan: { name: 'Free', dashboardRangeDays: 30 },
  complaints: {
    total: 3, byStatus: [{ status: 'submitted', count: 2 }, { status: 'resolved', count: 1 }], overdue: 0, responded: 1, responseRate: rate,
    medianFirstResponseSeconds: null, answeredOnTime: 1, answeredOnTimeRate: rate,
    overTime: [{ date: '2026-11-01', count: 1 }, { date: '2026-11-02', count: 2 }],
  },
  ratings: { count: 0, average: null, npsResponses: 0, promoters: 0, detractors: 0, nps: null, overTime: [] },
  reviews: { count: 3, average: 4, stars: [1, 2, 3, 4, 5].map((stars) => ({ stars, count: stars === 5 ? 2 : stars === 4 ? 1 : 0 })) },
} as unknown as DashboardData;

describe('business dashboard charts', () => {
  it('count axes (complaints over time, review stars) show whole numbers only', () => {
    const { container } = render(<div style={{ width: 900 }}><DashboardCharts data={data} comparison={undefined} /></div>);
    // The charts' axes in page order: over time (x, y: counts), by status (x: counts, y), stars (x, y: counts). The
    // status chart's count axis has no room to draw in this test's DOM; it takes the same COUNT_AXIS.
    const axes = [...container.querySelectorAll('.MuiChartsAxis-root')];
    expect(axes).toHaveLength(6);
    const labels = (axis: Element) => [...axis.querySelectorAll('.MuiChartsAxis-tickLabel')].map((t) => t.textContent);
    expect(labels(axes[1]!)).toEqual(['0', '1', '2']);
    expect(labels(axes[5]!)).toEqual(['0', '1', '2']);
  });
});
