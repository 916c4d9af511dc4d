// The admin's company lists: every company with a debounced search, filters and its figures (GET /admin/company/mgt,
// decision 132), and the companies listed in the last 30 days (GET /admin/company/GetNewCompanies).
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { AdminCompanyFilter, AdminCompanyMgtRow, AdminCompanySort, CompanyCard } from '@redress/contract';
import { EmptyState } from '../../../components/empty-state.tsx';
import { NativeSelectField } from '../../../components/native-select-field.tsx';
import { useCompanyMgtList, type CompanyMgtParams } from '../api/admin-companies.ts';
import { useCategories, useNewCompanies } from '../api/companies.ts';
import { countryName } from './countries.ts';
import { TextField } from '../../../components/text-field.tsx';
import { formatDay, formatInteger } from '../../../lib/format.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { ListState } from '../../../components/list-state.tsx';

/** The spec debounces company search by 1500 ms; the admin list answers sooner, since nothing is typed ahead. */
const SEARCH_DEBOUNCE_MS = 500;
const PAGE_SIZE = 20;

function CompanyRow({ company, href, extra }: { company: Pick<CompanyCard, 'id' | 'name' | 'logo' | 'companyVerified' | 'country' | 'categories'>; href: string; extra?: string }) {
  return (
    <ListItem divider>
      <ListItemAvatar><Avatar src={company.logo ?? undefined} alt="" variant="rounded">{company.name[0]}</Avatar></ListItemAvatar>
      <ListItemText
        primary={(
          <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
            <Link component={RouterLink} to={href}>{company.name}</Link>
            {company.companyVerified && <VerifiedOutlined color="primary" fontSize="small" titleAccess="Verified" />}
          </Box>
        )}
        secondary={[company.categories.join(', '), countryName(company.country), extra].filter(Boolean).join(' · ')}
      />
    </ListItem>
  );
}

const FILTERS: { value: AdminCompanyFilter; label: string }[] = [
  { value: 'all', label: 'All listed' }, { value: 'verified', label: 'Verified' }, { value: 'unverified', label: 'Not verified' }, { value: 'removed', label: 'Removed' },
];
const SORTS: { value: AdminCompanySort; label: string }[] = [{ value: 'newest', label: 'Newest first' }, { value: 'complaints', label: 'Most complaints first' }];
const FIGURES: { head: string; cell: (c: AdminCompanyMgtRow) => string }[] = [
  { head: 'Plan', cell: (c) => c.figures.planName },
  { head: 'Complaints', cell: (c) => formatInteger(c.figures.complaints) },
  { head: 'Reviews', cell: (c) => formatInteger(c.figures.reviews) },
  { head: 'Ratings', cell: (c) => formatInteger(c.figures.ratings) },
  { head: 'Employees', cell: (c) => formatInteger(c.figures.employees) },
  { head: 'Score', cell: (c) => c.figures.score.toFixed(1) },
  { head: 'Listed', cell: (c) => formatDay(c.createdAt) },
];

/** Every company (GET /admin/company/mgt): searched by name, filtered, sorted, with its figures in the row. */
export function AdminCompaniesList({ hrefOf }: { hrefOf: (id: string) => string }) {
  const [text, setText] = useState('');
  const [q, setQ] = useState<CompanyMgtParams>({ page: 1, size: PAGE_SIZE, filter: 'all', sort: 'newest' });
  const categories = useCategories();
  useEffect(() => {
    const t = setTimeout(() => setQ((old) => (old.search === (text.trim() || undefined) ? old : { ...old, search: text.trim() || undefined, page: 1 })), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text]);
  const set = (patch: Partial<CompanyMgtParams>) => setQ((old) => ({ ...old, ...patch, page: 1 }));
  const list = useCompanyMgtList(q);
  return (
    <Stack spacing={2}>
      <Box component="form" role="search" aria-label="Company filters" onSubmit={(e) => e.preventDefault()}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: '2fr repeat(3, minmax(0, 1fr))' } }}>
        <TextField
          type="search"
          label="Search all companies"
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchOutlined /></InputAdornment> } }}
        />
        <NativeSelectField label="Show" value={q.filter} onChange={(e) => set({ filter: e.target.value as AdminCompanyFilter })}>
          {FILTERS.map((f) => <option key={f.value} value={f.value}>{f.label}</option>)}
        </NativeSelectField>
        <NativeSelectField label="Category" value={q.category ?? ''} slotProps={{ inputLabel: { shrink: true } }} onChange={(e) => set({ category: e.target.value || undefined })}>
          <option value="">Any category</option>
          {categories.data?.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
        </NativeSelectField>
        <NativeSelectField label="Sort" value={q.sort} onChange={(e) => set({ sort: e.target.value as AdminCompanySort })}>
          {SORTS.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
        </NativeSelectField>
      </Box>
      <ListState
        query={list} page={q.page} onPageChange={(page) => setQ((old) => ({ ...old, page }))} nouns={['company', 'companies']}
        fallback="The companies could not be loaded." loadingLabel="Loading companies" skeletons={1} skeletonHeight={240}
        empty={<EmptyState title="No companies found">{q.search ? `Nothing matches "${q.search}".` : 'No company matches these filters.'}</EmptyState>}
      >
        {(rows) => (
          <TableContainer component={Paper} variant="outlined" sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            <Table size="small" aria-label="Companies">
              <TableHead>
                <TableRow>
                  <TableCell>Company</TableCell>
                  {FIGURES.map((f) => <TableCell key={f.head} align={f.head === 'Plan' || f.head === 'Listed' ? 'left' : 'right'}>{f.head}</TableCell>)}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((c) => (
                  <TableRow key={c.id}>
                    <TableCell sx={{ minWidth: 200 }}>
                      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                        <Avatar src={c.logo ?? undefined} alt="" variant="rounded" sx={{ width: 32, height: 32 }}>{c.name[0]}</Avatar>
                        <Box sx={{ minWidth: 0 }}>
                          <Box sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
                            <Link component={RouterLink} to={hrefOf(c.id)}>{c.name}</Link>
                            {c.companyVerified && <VerifiedOutlined color="primary" fontSize="small" titleAccess="Verified" />}
                            {c.removed && <Chip size="small" label="Removed" />}
                          </Box>
                          <Typography variant="body2" color="text.secondary">{[c.categories.join(', '), countryName(c.country)].filter(Boolean).join(' · ')}</Typography>
                        </Box>
                      </Box>
                    </TableCell>
                    {FIGURES.map((f) => <TableCell key={f.head} align={f.head === 'Plan' || f.head === 'Listed' ? 'left' : 'right'} sx={{ whiteSpace: 'nowrap' }}>{f.cell(c)}</TableCell>)}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </ListState>
    </Stack>
  );
}

export function NewCompaniesList({ hrefOf }: { hrefOf: (id: string) => string }) {
  const [page, setPage] = useState(1);
  const list = useNewCompanies(page);
  if (list.isLoading) return <LoadingBlock height={160} label="Loading new companies" />;
  const data = list.data?.data ?? [];
  if (!data.length) return <Typography color="text.secondary">No company was listed in the last 30 days.</Typography>;
  return (
    <Stack spacing={2}>
      <List aria-label="New companies" disablePadding sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {data.map((c) => <CompanyRow key={c.id} company={c} href={hrefOf(c.id)} extra={`listed ${formatDay(c.createdAt)}`} />)}
      </List>
      {list.data && list.data.meta.numberOfPages > 1 && (
        <Pagination count={list.data.meta.numberOfPages} page={page} onChange={(_e, p) => setPage(p)} sx={{ alignSelf: 'center' }} />
      )}
    </Stack>
  );
}
