// The admin's user list kept in the URL (?search=&role=&status=&page=): a debounced search by e-mail or name, role and
// status filters, and one row per account linking to its page, a page at a time.
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminUser } from '@redress/contract';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListState } from '../../../components/list-state.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useUsers } from '../api/get-users.ts';
import type { UserListParams } from '../api/keys.ts';
import { fullName, isRole, isStatus, ROLE_LABEL, ROLE_ORDER, STATUS_LOOKS, STATUS_ORDER } from '../lib/labels.ts';
import { AccountChips } from './account-chips.tsx';
import { formatDay } from '../../../lib/format.ts';

const SEARCH_DEBOUNCE_MS = 500;

export function readUsersQuery(params: URLSearchParams): UserListParams {
  const page = Number(params.get('page'));
  const role = params.get('role');
  const status = params.get('status');
  return {
    search: params.get('search')?.trim().slice(0, 100) || undefined,
    profileType: isRole(role) ? role : undefined,
    status: isStatus(status) ? status : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function toParams(q: UserListParams) {
  const p = new URLSearchParams();
  if (q.search) p.set('search', q.search);
  if (q.profileType) p.set('role', q.profileType);
  if (q.status) p.set('status', q.status);
  if (q.page > 1) p.set('page', String(q.page));
  return p;
}

const joined = formatDay;

function UserRow({ user, hrefOf }: { user: AdminUser; hrefOf: (id: string) => string }) {
  const name = fullName(user);
  return (
    <ListItem divider alignItems="flex-start">
      <ListItemAvatar><Avatar src={user.picture ?? undefined} alt="">{name[0]?.toUpperCase()}</Avatar></ListItemAvatar>
      <ListItemText
        disableTypography
        primary={<Link component={RouterLink} to={hrefOf(user.id)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Link>}
        secondary={(
          <Box sx={{ display: 'grid', gap: 0.75, mt: 0.5 }}>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{user.email}</Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <AccountChips user={user} />
              <Typography variant="body2" color="text.secondary">Joined <time dateTime={user.createdAt}>{joined(user.createdAt)}</time></Typography>
            </Box>
          </Box>
        )}
      />
    </ListItem>
  );
}

export function UsersBrowser({ hrefOf }: { hrefOf: (id: string) => string }) {
  const [params, setParams] = useSearchParams();
  const query = readUsersQuery(params);
  const [text, setText] = useState(query.search ?? '');
  const [typed, flush] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const list = useUsers(query);
  const go = (next: UserListParams) => setParams(toParams(next));

  // The typed text reaches the URL once the typing stops; a new search starts at page 1.
  useEffect(() => {
    if ((typed || undefined) !== query.search) go({ ...query, search: typed || undefined, page: 1 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the debounced text drives this
  }, [typed]);

  const filtered = !!(query.search || query.profileType || query.status);
  const clear = () => {
    setText('');
    go({ page: 1 });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(0, 2fr) 1fr 1fr' } }}>
        <TextField
          type="search" label="Search by e-mail or name" value={text} onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') flush();
          }}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon aria-hidden /></InputAdornment> } }}
        />
        <TextField select label="Role" value={query.profileType ?? ''} onChange={(e) => go({ ...query, profileType: isRole(e.target.value) ? e.target.value : undefined, page: 1 })}>
          <MenuItem value="">All roles</MenuItem>
          {ROLE_ORDER.map((r) => <MenuItem key={r} value={r}>{ROLE_LABEL[r]}</MenuItem>)}
        </TextField>
        <TextField select label="Status" value={query.status ?? ''} onChange={(e) => go({ ...query, status: isStatus(e.target.value) ? e.target.value : undefined, page: 1 })}>
          <MenuItem value="">All statuses</MenuItem>
          {STATUS_ORDER.map((s) => <MenuItem key={s} value={s}>{STATUS_LOOKS[s].label}</MenuItem>)}
        </TextField>
      </Box>
      <ListState query={list} page={query.page} onPageChange={(p) => go({ ...query, page: p })} nouns={['user', 'users']}
        fallback="The users could not be loaded." loadingLabel="Loading users" skeletonHeight={88}
        empty={filtered
          ? <EmptyState icon={<SearchOffOutlined />} title="No users match" action={<Button variant="outlined" onClick={clear}>Clear filters</Button>}>Try another e-mail, name, role or status.</EmptyState>
          : <EmptyState icon={<PeopleOutlined />} title="No users yet">Accounts appear here as people sign up.</EmptyState>}
      >
        {(rows) => (
          <List aria-label="Users" disablePadding sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1, opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {rows.map((u) => <UserRow key={u.id} user={u} hrefOf={hrefOf} />)}
          </List>
        )}
      </ListState>
    </Box>
  );
}
