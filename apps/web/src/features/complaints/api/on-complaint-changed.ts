// After a change: the page's complaint is the server's answer at once, and every list and count is refetched.
import type { QueryClient } from '@tanstack/react-query';
import type { Complaint } from '@redress/contract';
import { complaintKeys } from './keys.ts';

export function onComplaintChanged(qc: QueryClient, ref: string, complaint?: Complaint) {
  if (complaint) qc.setQueryData(complaintKeys.one(ref), complaint);
  else void qc.invalidateQueries({ queryKey: complaintKeys.one(ref) });
  void qc.invalidateQueries({ queryKey: complaintKeys.lists });
  void qc.invalidateQueries({ queryKey: complaintKeys.dashboard });
}
