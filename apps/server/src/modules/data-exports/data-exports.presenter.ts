// Export row -> the owner's DTO: the download path only while the file may still be taken.
import type { DataExport, DataExportStatus } from '@redress/contract';
import type { DataExportRow } from './data-exports.repository.ts';

export const downloadPath = (id: string) => `/api/me/exports/${id}/download`;

export function presentDataExport(row: DataExportRow, now: Date): DataExport {
  const pastExpiry = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now;
  const status = (pastExpiry ? 'expired' : row.status) as DataExportStatus;
  return {
    id: row.id,
    status,
    progress: row.progress,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    downloadedAt: row.downloadedAt?.toISOString() ?? null,
    downloadUrl: status === 'ready' && row.storageKey ? downloadPath(row.id) : null,
  };
}
