// The product name: BRAND_NAME from the server's public settings, the build-time name until they arrive.
import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@redress/contract';
import { env } from '../config/env.ts';
import { api } from '../lib/api-client.ts';

export const publicConfigQuery = {
  queryKey: ['public-config'] as const,
  queryFn: () => api.get<PublicConfig>('/config'),
  staleTime: Infinity,
  meta: { errorDialog: false },
};

export function usePublicConfig() {
  return useQuery(publicConfigQuery).data;
}

export function useBrandName() {
  return usePublicConfig()?.brandName ?? env.brandName;
}
