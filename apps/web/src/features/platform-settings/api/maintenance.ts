// GET and PUT /api/admin/settings/maintenance (settings.manage): maintenance mode as admins read and switch it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MaintenanceSetting, MaintenanceSettingInput } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';

const key = ['admin', 'maintenance'] as const;

export const getMaintenance = (signal?: AbortSignal) => api.get<MaintenanceSetting>('/admin/settings/maintenance', { signal });
export const putMaintenance = (input: MaintenanceSettingInput) => api.put<MaintenanceSetting>('/admin/settings/maintenance', input);

export const useMaintenance = () => useQuery({ queryKey: key, queryFn: ({ signal }) => getMaintenance(signal) });

export function useSetMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putMaintenance,
    onSuccess: (data) => {
      queryClient.setQueryData(key, data);
      // The banner admins see and the public settings follow at once.
      void queryClient.invalidateQueries({ queryKey: ['public-config'] });
    },
  });
}
