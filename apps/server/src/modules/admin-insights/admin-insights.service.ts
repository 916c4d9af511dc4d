// The admin dashboard's figures and the admin reports (decisions 125, 126). The routes' guards decide who may call
// (any admin for the dashboard's figures, companies.manage for the verification queue, reports.view for reports).
import {
  buildListMeta, TRENDING_DAYS, TRENDING_LIMIT,
  type AdminDashboardData, type ComplaintReportQuery, type ComplaintReportRow, type ListResponse, type NewUsersRequest,
  type NewUsersResponse, type RatingReportQuery, type RatingReportRow, type ReportKind, type ReviewReportQuery, type ReviewReportRow,
  type UnverifiedCompaniesResponse,
} from '@redress/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { csvRow } from '../../lib/csv.ts';
import { zonedTimeToInstant } from '../../lib/time.ts';
import * as dash from './admin-dashboard.repository.ts';
import * as repo from './admin-reports.repository.ts';
import { CSV_COLUMNS, presentComplaintRow, presentRatingRow, presentReviewRow } from './admin-reports.presenter.ts';

export interface InsightsDeps {
  database: Pick<Database, 'db'>;
  timeZone: string;
  now: () => Date;
}

export async function getDashboardData(deps: InsightsDeps): Promise<AdminDashboardData> {
  const db = deps.database.db;
  const since = new Date(deps.now().getTime() - TRENDING_DAYS * 86_400_000);
  const [counts, trending] = await Promise.all([dash.platformCounts(db), dash.trendingComplaints(db, since, TRENDING_LIMIT)]);
  return {
    resolvedComplaints: counts.resolved,
    unresolvedComplaints: counts.complaints - counts.resolved,
    totalCompaniesCount: counts.companies,
    totalComplaintCount: counts.complaints,
    totalUsersCount: counts.users,
    trendingComplaints: trending.map((t) => ({ ...t, status: t.status as AdminDashboardData['trendingComplaints'][number]['status'] })),
    trendingDays: TRENDING_DAYS,
  };
}

export async function getNewUsers(deps: InsightsDeps, q: NewUsersRequest): Promise<NewUsersResponse> {
  const series = await dash.newUsersSeries(deps.database.db, q.startDate, q.endDate, q.interval, deps.timeZone);
  return { startDate: q.startDate, endDate: q.endDate, interval: q.interval, timeZone: deps.timeZone, series, total: series.reduce((s, b) => s + b.count, 0) };
}

export async function getUnverifiedCompanies(deps: InsightsDeps, page: number, size: number): Promise<UnverifiedCompaniesResponse> {
  const db = deps.database.db;
  const [rows, total] = await Promise.all([dash.listUnverifiedCompanies(db, page, size), dash.countUnverifiedCompanies(db)]);
  return { data: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), meta: buildListMeta(page, size, total) };
}

// ---- Reports ---------------------------------------------------------------------------------------------------

type ReportQuery = ComplaintReportQuery | ReviewReportQuery | RatingReportQuery;
export interface RowOf { complaint: ComplaintReportRow; review: ReviewReportRow; rating: RatingReportRow }

const dayStart = (day: string, tz: string) => {
  const [year, month, d] = day.split('-').map(Number) as [number, number, number];
  return zonedTimeToInstant({ year, month, day: d, hour: 0, minute: 0, second: 0 }, tz);
};
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function filterOf(deps: InsightsDeps, q: ReportQuery): repo.ReportFilter {
  return {
    from: q.from ? dayStart(q.from, deps.timeZone) : undefined,
    before: q.to ? dayStart(nextDay(q.to), deps.timeZone) : undefined,
    companyId: q.companyId, categoryId: q.categoryId, status: 'status' in q ? q.status : undefined,
  };
}

/** One batch of presented rows, with the keyset to resume after it. */
async function readBatch<K extends ReportKind>(deps: InsightsDeps, kind: K, f: repo.ReportFilter, limit: number, offset: number, cursor?: repo.Cursor) {
  const db = deps.database.db;
  const rows = kind === 'complaint' ? (await repo.complaintReportRows(db, f, limit, offset, cursor)).map((x) => ({ row: presentComplaintRow(x), key: x.c }))
    : kind === 'review' ? (await repo.reviewReportRows(db, f, limit, offset, cursor)).map((x) => ({ row: presentReviewRow(x), key: x.r }))
      : (await repo.ratingReportRows(db, f, limit, offset, cursor)).map((x) => ({ row: presentRatingRow(x), key: x.r }));
  const last = rows.at(-1)?.key;
  return { rows: rows.map((r) => r.row as RowOf[K]), next: last ? { createdAt: last.createdAt, id: last.id } : undefined };
}

export async function pageReport<K extends ReportKind>(deps: InsightsDeps, kind: K, q: ReportQuery): Promise<ListResponse<RowOf[K]>> {
  const f = filterOf(deps, q);
  const [batch, total] = await Promise.all([readBatch(deps, kind, f, q.size, (q.page - 1) * q.size), repo.countReport(deps.database.db, kind, f)]);
  return { data: batch.rows, meta: buildListMeta(q.page, q.size, total) };
}

export const EXPORT_BATCH = 500;
const NOUN: Record<ReportKind, string> = { complaint: 'complaints', review: 'reviews', rating: 'ratings' };

/**
 * The whole report as CSV lines, read EXPORT_BATCH rows at a time. The first batch is read before anything is sent,
 * so an empty report is a 404 with a message rather than a file holding only a header.
 */
export async function exportReport(deps: InsightsDeps, kind: ReportKind, q: ReportQuery): Promise<{ filename: string; lines: AsyncIterable<string> }> {
  const f = filterOf(deps, q);
  const first = await readBatch(deps, kind, f, EXPORT_BATCH, 0);
  if (first.rows.length === 0) {
    throw new AppError('NOT_FOUND', `No ${NOUN[kind]} match this report${q.from || q.to ? ` between ${q.from ?? 'the start'} and ${q.to ?? 'today'}` : ''}: there is nothing to export`);
  }
  const columns = CSV_COLUMNS[kind] as { header: readonly string[]; cells: (r: RowOf[ReportKind]) => readonly unknown[] };
  async function* lines() {
    yield csvRow(columns.header);
    let batch = first;
    for (;;) {
      yield batch.rows.map((r) => csvRow(columns.cells(r))).join('');
      if (batch.rows.length < EXPORT_BATCH || !batch.next) return;
      batch = await readBatch(deps, kind, f, EXPORT_BATCH, 0, batch.next);
      if (batch.rows.length === 0) return;
    }
  }
  const range = [q.from, q.to].filter(Boolean).join('_to_');
  return { filename: `redress-${NOUN[kind]}${range ? `-${range}` : ''}.csv`, lines: lines() };
}
