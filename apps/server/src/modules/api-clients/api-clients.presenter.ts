// api_clients rows -> what leaves the server: never the hash.
import type { ApiCredential } from '@redress/contract';
import type { ApiClientRow } from './api-clients.repository.ts';

export function presentCredential(row: ApiClientRow): ApiCredential {
  return {
    clientId: row.clientId,
    label: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
