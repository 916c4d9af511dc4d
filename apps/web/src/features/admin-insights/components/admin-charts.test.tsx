import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NewUsersChart } from './admin-charts.tsx';

afterEach(cleanup);

describe('admin charts', () => {
  it('counts new customers on an axis of whole numbers, with no half steps', () => {
    const { container } = render(
      <div style={{ width: 600 }}>
        <NewUsersChart data={{ startDate: '2026-11-01', endDate: '2026-11-02', timeZone: 'UTC', total: 3, interval: 'day', series: [{ date: '2026-11-01', count: 1 }, { date: '2026-11-02', count: 2 }] }} />
      </div>,
    );
    const values = [...container.querySelectorAll('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')].map((t) => t.textContent);
    expect(values).toEqual(['0', '1', '2']);
  });
});
