// A full-page complaint list kept in the URL (?search=&status=&page=): a debounced search, the status chips and the
// cards. /complaints (the customer's own) and the business's company list both use it: GET /complaint answers each
// caller their own.
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import type { ComplaintStatus } from '@redress/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useComplaints } from '../api/get-complaints.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { isStatus } from '../lib/status.ts';
import { ComplaintList } from './complaint-list.tsx';
import { StatusFilter } from './status-filter.tsx';
import { useLiveComplaints } from '../hooks/use-live-complaints.ts';
import { TextField } from '../../../components/text-field.tsx';

export const LIST_SEARCH_DEBOUNCE_MS = 500;

export function readListQuery(params: URLSearchParams) {
  const page = Number(params.get('page'));
  const status = params.get('status');
  return {
    search: params.get('search')?.trim().slice(0, 100) || undefined,
    status: isStatus(status) ? status : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function ComplaintsBrowser({ empty, emptyFiltered, showCompany = true, showAuthor = false }: {
  empty: ReactNode;
  emptyFiltered: (clear: () => void) => ReactNode;
  showCompany?: boolean;
  showAuthor?: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params);
  const [text, setText] = useState(query.search ?? '');
  const [typed] = useDebouncedValue(text.trim(), LIST_SEARCH_DEBOUNCE_MS);
  const list = useComplaints(query);
  // The author's and the company's rooms bring their complaints' changes: the list refetches.
  useLiveComplaints();

  const go = (next: { search?: string; status?: ComplaintStatus; page?: number }) => {
    const p = new URLSearchParams();
    if (next.search) p.set('search', next.search);
    if (next.status) p.set('status', next.status);
    if (next.page && next.page > 1) p.set('page', String(next.page));
    setParams(p);
  };

  // The typed text reaches the URL once the typing stops (a new search starts at page 1).
  useEffect(() => {
    if ((typed || undefined) !== query.search) go({ search: typed || undefined, status: query.status });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the debounced text drives this
  }, [typed]);

  const filtered = !!(query.search || query.status);
  const clear = () => {
    setText('');
    go({});
  };
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, mb: 2 }}>
        <TextField
          type="search" label="Search complaints" value={text} onChange={(e) => setText(e.target.value)} sx={{ maxWidth: { sm: 420 } }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') go({ search: text.trim() || undefined, status: query.status });
          }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon aria-hidden /></InputAdornment> } }}
        />
        <StatusFilter value={query.status} onChange={(status) => go({ search: query.search, status })} />
      </Box>
      <ComplaintList
        query={list} page={query.page} onPageChange={(page) => go({ ...query, page })}
        empty={filtered ? emptyFiltered(clear) : empty} showCompany={showCompany} showAuthor={showAuthor}
      />
    </>
  );
}
