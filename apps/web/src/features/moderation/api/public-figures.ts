// The public moderation figures (issue 39): GET /api/moderation/log/{company} and GET /api/transparency.
import { useQuery } from '@tanstack/react-query';
import type { CompanyModerationLog, TransparencyReport } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';

export const getCompanyModerationLog = (companyRef: string, signal?: AbortSignal) =>
  api.get<CompanyModerationLog>(`/moderation/log/${encodeURIComponent(companyRef)}`, { signal });

export const useCompanyModerationLog = (companyRef: string) =>
  useQuery({ queryKey: ['moderation', 'log', companyRef], queryFn: ({ signal }) => getCompanyModerationLog(companyRef, signal), meta: { errorDialog: false } });

export const getTransparencyReport = (signal?: AbortSignal) => api.get<TransparencyReport>('/transparency', { signal });

export const useTransparencyReport = () =>
  useQuery({ queryKey: ['moderation', 'transparency'], queryFn: ({ signal }) => getTransparencyReport(signal), meta: { errorDialog: false } });
