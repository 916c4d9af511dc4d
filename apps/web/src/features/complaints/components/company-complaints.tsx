// A company's complaints on its public page: status chips, the cards (each opens the complaint) and page buttons.
// Kept in the tab's own state, so the company page's URL stays its own.
import Box from '@mui/material/Box';
import type { ComplaintStatus } from '@redress/contract';
import { useState, type ReactNode } from 'react';
import { useCompanyComplaints } from '../api/get-company-complaints.ts';
import { ComplaintList } from './complaint-list.tsx';
import { StatusFilter } from './status-filter.tsx';

export function CompanyComplaints({ companyRef, empty, emptyFiltered }: { companyRef: string; empty: ReactNode; emptyFiltered: (clear: () => void) => ReactNode }) {
  const [status, setStatus] = useState<ComplaintStatus | undefined>();
  const [page, setPage] = useState(1);
  const list = useCompanyComplaints(companyRef, { status, page });
  return (
    <>
      <Box sx={{ mb: 2 }}>
        <StatusFilter value={status} onChange={(s) => { setStatus(s); setPage(1); }} />
      </Box>
      <ComplaintList
        query={list} page={page} onPageChange={setPage} showCompany={false} showAuthor skeletons={4}
        empty={status ? emptyFiltered(() => setStatus(undefined)) : empty}
      />
    </>
  );
}
