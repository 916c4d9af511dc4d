// api_clients rows -> what leaves the server: never the hash.
import { API_KEY_SCOPES, type ApiCredential } from '@redress/contract';
import type { ApiClientRow } from './api-clients.repository.ts';

export function presentCredential(row: ApiClientRow): ApiCredential {
  return {
    clientId: row.clientId,
    label: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    scopes: API_KEY_SCOPES.filter((s) => row.scopes.includes(s)),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
