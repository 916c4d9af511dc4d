// The public moderation log per company and the platform transparency report (issue 39): built from the decisions
// recorded in their transactions, nothing typed by hand; served through the public micro-cache (decision 33).
//
// Company disputes (modules/disputes) and review bursts (modules/bursts) are counted per month from their own tables,
// one grouped statement each.
import {
  MODERATION_REASONS, type CompanyModerationLog, type ModerationKind, type ModerationLogRow, type ModerationReason, type TransparencyReport,
} from '@redress/contract';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findCompanyRow } from '../companies/companies.repository.ts';
import { burstsDetectedByMonth } from '../bursts/bursts.service.ts';
import { disputesByMonth } from '../disputes/disputes.repository.ts';
import * as repo from './transparency.repository.ts';

const LOG_MONTHS = 24;
const REPORT_MONTHS = 12;

/** The first instant of the month `back` months before now's (UTC). */
function monthsAgo(now: Date, back: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
}
const reasonOf = (r: string | null): ModerationReason | null => (r !== null && (MODERATION_REASONS as readonly string[]).includes(r) ? r as ModerationReason : null);
const rowOf = (r: repo.LogCountRow): ModerationLogRow => ({ month: r.month, kind: r.kind as ModerationKind, action: r.action, reason: reasonOf(r.reason), count: r.count });

/** GET /moderation/log/{company}: counts by month, action and reason; the company by id or slug. */
export async function companyModerationLog(db: DbOrTx, companyRef: string, now: Date): Promise<CompanyModerationLog> {
  const company = await findCompanyRow(db, companyRef);
  if (!company) throw AppError.notFound('Company');
  const since = monthsAgo(now, LOG_MONTHS - 1);
  const [rows, appeals] = await Promise.all([repo.companyLog(db, company.id, since), repo.companyAppeals(db, company.id, since)]);
  const filed = Object.values(appeals).reduce((a, b) => a + b, 0);
  return {
    company: { id: company.id, name: company.name, slug: company.slug ?? null },
    rows: rows.map(rowOf),
    appeals: { filed, restored: appeals.restored ?? 0, upheld: appeals.upheld ?? 0, pending: appeals.pending ?? 0 },
  };
}

/** The report's months, newest first: each one's key ("2026-11") and its bounds. */
function reportMonths(now: Date): { month: string; from: Date; to: Date }[] {
  return Array.from({ length: REPORT_MONTHS }, (_, back) => {
    const from = monthsAgo(now, back);
    return { month: `${from.getUTCFullYear()}-${String(from.getUTCMonth() + 1).padStart(2, '0')}`, from, to: monthsAgo(now, back - 1) };
  });
}

/** Company disputes opened per month and their outcomes by the month they were decided (modules/disputes). */
export async function disputeFigures(db: DbOrTx, now: Date): Promise<TransparencyReport['disputes']> {
  const months = reportMonths(now);
  const found = await disputesByMonth(db, months.at(-1)!.from, months[0]!.to);
  return months.map(({ month }) => ({ month, ...(found.get(month) ?? { opened: 0, upheld: 0, rejected: 0 }) }));
}

/** Review bursts detected per month (modules/bursts, decision 173). */
export async function burstFigures(db: DbOrTx, now: Date): Promise<TransparencyReport['bursts']> {
  const months = reportMonths(now);
  const found = await burstsDetectedByMonth(db, months.at(-1)!.from, months[0]!.to);
  return months.map(({ month }) => ({ month, detected: found.get(month) ?? 0 }));
}

/** GET /transparency: the last 12 months, newest first. */
export async function transparencyReport(db: DbOrTx, now: Date): Promise<TransparencyReport> {
  const since = monthsAgo(now, REPORT_MONTHS - 1);
  const [decisions, m, disputes, bursts] = await Promise.all([repo.platformDecisions(db, since), repo.platformMonths(db, since), disputeFigures(db, now), burstFigures(db, now)]);
  const months: TransparencyReport['months'] = [];
  for (let back = 0; back < REPORT_MONTHS; back++) {
    const at = monthsAgo(now, back);
    const key = `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
    months.push({
      month: key, reviewsPosted: m.posted.get(key) ?? 0, complaintsFiled: m.filed.get(key) ?? 0,
      decisions: decisions.filter((d) => d.month === key).map((d) => { const { month: _m, ...rest } = rowOf(d); return rest; }),
      appealsFiled: m.appeals.get(key) ?? 0, appealsRestored: m.restored.get(key) ?? 0, appealsUpheld: m.upheld.get(key) ?? 0,
      medianHoursToDecide: m.medians.get(key) ?? null,
    });
  }
  return { months, disputes, bursts, generatedAt: now.toISOString() };
}
