// "Download my data" (decision 181): GET/POST /me/exports and the once-only download, with the state the section shows.
// A company's export (decision 186) is the same with /companies/{id}/exports.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyDataExportListResponse, DataExport, DataExportListResponse } from '@redress/contract';
import { api, ApiError, errorMessageOf, send } from '../../../lib/api-client.ts';

const KEY = ['data-exports'] as const;
/** The person's own exports, or a company's. */
export const MY_EXPORTS = '/me/exports';
export const companyExportsPath = (companyId: string) => `/companies/${companyId}/exports`;
/** How often the list is read again while an export is being made. */
export const EXPORT_POLL_MS = 2000;

/** What the section shows for the newest export (or none). */
export type ExportView =
  | { kind: 'none' }
  | { kind: 'building'; progress: number }
  | { kind: 'ready'; id: string; expiresAt: string }
  | { kind: 'downloaded'; at: string }
  | { kind: 'expired' }
  | { kind: 'failed' };

export function exportView(latest: DataExport | undefined): ExportView {
  if (!latest) return { kind: 'none' };
  switch (latest.status) {
    case 'queued':
    case 'building':
      return { kind: 'building', progress: latest.progress };
    case 'ready':
      return latest.downloadUrl && latest.expiresAt ? { kind: 'ready', id: latest.id, expiresAt: latest.expiresAt } : { kind: 'expired' };
    case 'expired':
      return latest.downloadedAt ? { kind: 'downloaded', at: latest.downloadedAt } : { kind: 'expired' };
    default:
      return { kind: 'failed' };
  }
}

export const useDataExports = <T extends DataExportListResponse = DataExportListResponse>(path = MY_EXPORTS) =>
  useQuery({
    queryKey: [...KEY, path],
    queryFn: ({ signal }) => api.get<T>(path, { query: { size: 1 }, signal }),
    // Polled while the newest export is being made.
    refetchInterval: (q) => (exportView(q.state.data?.data[0]).kind === 'building' ? EXPORT_POLL_MS : false),
    meta: { errorDialog: false },
  });

export const useCompanyExports = (companyId: string) => useDataExports<CompanyDataExportListResponse>(companyExportsPath(companyId));

export function useRequestExport(path = MY_EXPORTS) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<DataExport>(path),
    meta: { errorDialog: false },
    onSettled: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}

/** The ZIP, read with the session (the download needs it); answers the file and its name. */
export async function downloadExport(id: string): Promise<{ blob: Blob; filename: string }> {
  const res = await send(`/me/exports/${id}/download`, {});
  if (!res.ok) {
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: keep the text.
    }
    throw new ApiError(res.status, errorMessageOf(parsed, `The download failed (${res.status})`), String(res.status));
  }
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'my-data.zip';
  return { blob: await res.blob(), filename };
}

export function useDownloadExport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: downloadExport,
    meta: { errorDialog: false },
    onSettled: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}
