// How plans read: a price with its interval, and a limit in words (null: unlimited, 0: not included).
import type { Plan } from '@redress/contract';
import { formatInteger } from '../lib/format.ts';

const SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', ZAR: 'R' };

/** 4900 USD -> "$49", 4950 -> "$49.50"; a currency without a symbol here is written by its code ("CHF 49"). */
export function formatPrice(cents: number, currency: string): string {
  const whole = formatInteger(Math.floor(cents / 100));
  const amount = cents % 100 ? `${whole}.${String(cents % 100).padStart(2, '0')}` : whole;
  const symbol = SYMBOLS[currency];
  return symbol ? `${symbol}${amount}` : `${currency} ${amount}`;
}

export const priceLine = (p: Pick<Plan, 'priceCents' | 'currency' | 'interval'>) => (p.priceCents === 0 ? 'Free' : `${formatPrice(p.priceCents, p.currency)} a ${p.interval}`);

export function limitLine(limit: number | null, one: string, many: string): string {
  if (limit === null) return `Unlimited ${many}`;
  if (limit === 0) return `No ${many}`;
  return `${limit} ${limit === 1 ? one : many}`;
}

/** A plan's limits in words, each with whether the plan includes it at all (a limit of 0: it does not). */
export const planLimitLines = (p: Plan): { text: string; included: boolean }[] => [
  { text: limitLine(p.limits.employees, 'employee', 'employees'), included: p.limits.employees !== 0 },
  { text: limitLine(p.limits.widgets, 'widget', 'widgets'), included: p.limits.widgets !== 0 },
  { text: limitLine(p.limits.apiClients, 'API key', 'API keys'), included: p.limits.apiClients !== 0 },
  {
    text: p.limits.dashboardRangeDays === null ? 'All of your dashboard history' : `${p.limits.dashboardRangeDays} days of dashboard history`,
    included: p.limits.dashboardRangeDays !== 0,
  },
  { text: limitLine(p.limits.companyExportsPerMonth, 'data export a month', 'data exports a month'), included: p.limits.companyExportsPerMonth !== 0 },
  { text: limitLine(p.limits.webhookEndpoints, 'webhook endpoint', 'webhook endpoints'), included: p.limits.webhookEndpoints !== 0 },
];
