import { describe, expect, it } from 'vitest';
import { decimal, duration, percent, presetRange, rangeProblem, shortDate, signed } from './lib/dashboard-format.ts';

describe('dashboard ranges', () => {
  it('ends a preset today and counts today in it', () => {
    expect(presetRange(7, '2026-11-26')).toEqual({ startDate: '2026-11-20', endDate: '2026-11-26' });
    expect(presetRange(90, '2026-03-01')).toEqual({ startDate: '2025-12-02', endDate: '2026-03-01' });
  });
  it('refuses what the plan refuses before asking, naming the field', () => {
    expect(rangeProblem('2026-11-10', '2026-11-01', '2026-11-26', 90, 'Free')).toEqual({ field: 'endDate', message: 'The end date must not be before the start date' });
    expect(rangeProblem('2026-08-28', '2026-11-26', '2026-11-26', 90, 'Free')).toEqual({ field: 'startDate', message: 'The Free plan shows the last 90 days; choose a later start date' });
    expect(rangeProblem('2026-08-29', '2026-11-26', '2026-11-26', 90, 'Free')).toBeNull();
    expect(rangeProblem('2016-01-01', '2026-11-26', '2026-11-26', null, 'Enterprise')).toBeNull();
    expect(rangeProblem('', '2026-11-26', '2026-11-26', 90, 'Free')?.field).toBe('startDate');
  });
});

describe('dashboard numbers', () => {
  it('reads as people read them', () => {
    expect(percent(0.6)).toBe('60%');
    expect(percent(null)).toBe('–');
    expect(decimal(3.25)).toBe('3.3');
    expect(decimal(1234)).toBe('1,234');
    expect(decimal(-0.04)).toBe('0');
    expect(signed(25)).toBe('+25');
    expect(signed(-100)).toBe('-100');
    expect(duration(45 * 60)).toBe('45 min');
    expect(duration(38.5 * 3600)).toBe('38 h 30 min');
    expect(duration(3 * 86_400 + 4 * 3600)).toBe('3 d 4 h');
    expect(shortDate('2026-11-01')).toBe('1 Nov');
  });
});
