// GET /api/admin/report/complaint, /review/search and /rating/search: one page of a report; the same query with
// format=csv is the export, read as a stream so the page can show its progress (decision 126).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ComplaintReportResponse, RatingReportResponse, ReportKind, ReviewReportResponse } from '@redress/contract';
import { api, ApiError, errorMessageOf, send } from '../../../lib/api-client.ts';

export interface ReportParams {
  kind: ReportKind;
  from?: string;
  to?: string;
  companyId?: string;
  categoryId?: string;
  status?: string;
  page: number;
}
export interface ReportPages { complaint: ComplaintReportResponse; review: ReviewReportResponse; rating: RatingReportResponse }

const PATH: Record<ReportKind, string> = { complaint: '/admin/report/complaint', review: '/admin/report/review/search', rating: '/admin/report/rating/search' };
const queryOf = (p: ReportParams) => ({ from: p.from, to: p.to, companyId: p.companyId, categoryId: p.categoryId, status: p.kind === 'rating' ? undefined : p.status });

export const useReport = <K extends ReportKind>(p: ReportParams & { kind: K }) =>
  useQuery({
    queryKey: ['admin-report', p] as const,
    queryFn: ({ signal }) => api.get<ReportPages[K]>(PATH[p.kind], { query: { ...queryOf(p), page: p.page }, signal }),
    placeholderData: keepPreviousData, retry: false, meta: { errorDialog: false },
  });

/** The export's response, or an ApiError with the server's message (an empty range is a 404 saying so). */
async function exportResponse(path: string, query: Record<string, string | undefined>, signal?: AbortSignal): Promise<Response> {
  let res: Response;
  try {
    res = await send(path, { query, signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'We could not reach the server. Check your connection and try again.', 'NETWORK_ERROR');
  }
  if (res.ok) return res;
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  throw new ApiError(res.status, errorMessageOf(parsed, `The export failed (${res.status})`), String(res.status));
}

/** Reads the export as it streams, telling `onRows` how many rows have arrived; answers the file and its name. */
export async function downloadReport(p: ReportParams, onRows: (rows: number) => void, signal?: AbortSignal): Promise<{ blob: Blob; filename: string }> {
  const res = await exportResponse(PATH[p.kind], { ...queryOf(p), format: 'csv' }, signal);
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `redress-${p.kind}s.csv`;
  const parts: BlobPart[] = [];
  let lines = 0;
  const reader = res.body?.getReader();
  if (!reader) return { blob: await res.blob(), filename };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    for (const byte of value) if (byte === 10) lines++;
    onRows(Math.max(0, lines - 1));
  }
  return { blob: new Blob(parts, { type: 'text/csv' }), filename };
}
