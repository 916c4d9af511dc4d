// The admin's company lists: every company with a debounced search (GET /company/GetCompanies), and the companies
// listed in the last 30 days (GET /admin/company/GetNewCompanies).
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
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { CompanyCard } from '@redress/contract';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useCompanies, useNewCompanies } from '../api/companies.ts';
import { countryName } from './countries.ts';
import { TextField } from '../../../components/text-field.tsx';
import { formatDay } from '../../../lib/format.ts';

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

export function AdminCompaniesList({ hrefOf }: { hrefOf: (id: string) => string }) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const t = setTimeout(() => {
      setSearch(text.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text]);
  const list = useCompanies({ PageNumber: page, PageSize: PAGE_SIZE, SearchText: search || undefined });
  const companies = list.data?.companies ?? [];
  return (
    <Stack spacing={2}>
      <TextField
        type="search"
        label="Search all companies"
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchOutlined /></InputAdornment> } }}
      />
      {list.isLoading && <Skeleton variant="rounded" height={240} aria-label="Loading companies" />}
      {list.data && !companies.length && <EmptyState title="No companies found">{search ? `Nothing matches "${search}".` : 'No company is listed yet.'}</EmptyState>}
      {companies.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary" aria-live="polite">{list.data!.totalResults} {list.data!.totalResults === 1 ? 'company' : 'companies'}</Typography>
          <List aria-label="Companies" disablePadding sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
            {companies.map((c) => <CompanyRow key={c.id} company={c} href={hrefOf(c.id)} />)}
          </List>
        </>
      )}
      {list.data && list.data.numberOfPages > 1 && (
        <Pagination count={list.data.numberOfPages} page={page} onChange={(_e, p) => setPage(p)} sx={{ alignSelf: 'center' }} />
      )}
    </Stack>
  );
}

export function NewCompaniesList({ hrefOf }: { hrefOf: (id: string) => string }) {
  const [page, setPage] = useState(1);
  const list = useNewCompanies(page);
  if (list.isLoading) return <Skeleton variant="rounded" height={160} aria-label="Loading new companies" />;
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
