// Disable, enable and reactivate share one mutation shape: the answer is the account's profile, put on its page at
// once (the last sign-in is unchanged), and the lists refetch. The page shows a refusal itself, so no error dialog.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, Profile } from '@redress/contract';
import { userKeys } from '../api/keys.ts';

export function useAccountStatusChange(change: (id: string) => Promise<Profile>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: change,
    meta: { errorDialog: false },
    onSuccess: (p) => {
      qc.setQueryData<AdminUser>(userKeys.one(p.id), (old) => (old ? { ...old, ...p } : old));
      void qc.invalidateQueries({ queryKey: userKeys.lists });
    },
  });
}
