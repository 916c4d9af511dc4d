// The company's employees, newest first, a page at a time: open one to edit it, or remove it after confirming.
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { EmployeeProfile } from '@redress/contract';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCompanyEmployees, useDeleteEmployee } from '../api/employees.ts';
import { ROLE_LABEL } from './employee-forms.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';

/** Asks, then removes the employee and closes their sign-in; answers whether it was removed. */
export function useRemoveEmployee() {
  const confirm = useConfirm();
  const remove = useDeleteEmployee();
  return async (e: EmployeeProfile) => {
    const ok = await confirm({
      title: `Remove ${e.firstName} ${e.lastName}?`,
      message: 'Their sign-in closes at once. What they answered for the company stays.',
      confirmLabel: 'Remove',
      destructive: true,
    });
    if (!ok) return false;
    await remove.mutateAsync(e.id);
    toast.success(`${e.firstName} ${e.lastName} was removed`);
    return true;
  };
}

export function EmployeesList({ companyId, page, onPage, hrefOf, emptyAction, emptyText = 'Add the people who answer complaints for your company. Each gets their own sign-in.' }: {
  companyId: string;
  page: number;
  onPage: (page: number) => void;
  /** Where a name links to (the owner's employee page); without it the name is plain text. */
  hrefOf?: (e: EmployeeProfile) => string;
  emptyAction?: ReactNode;
  /** What an empty list says: the owner is asked to add people; an admin reads about another company. */
  emptyText?: string;
}) {
  const list = useCompanyEmployees(companyId, page);
  const removeEmployee = useRemoveEmployee();
  if (list.isLoading) return <LoadingBlock height={240} label="Loading employees" />;
  const data = list.data?.data ?? [];
  const meta = list.data?.meta;
  if (!data.length && page === 1) {
    return <EmptyState icon={<PeopleOutlined />} title="No employees yet" action={emptyAction}>{emptyText}</EmptyState>;
  }
  return (
    <Stack spacing={2}>
      <List aria-label="Employees" disablePadding sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {data.map((e) => (
          <ListItem
            key={e.id}
            divider
            secondaryAction={(
              <IconButton edge="end" aria-label={`Remove ${e.firstName} ${e.lastName}`} onClick={() => void removeEmployee(e).catch(() => undefined)}><DeleteOutlined /></IconButton>
            )}
          >
            <ListItemAvatar><Avatar src={e.picture ?? undefined} alt="">{e.firstName[0]}</Avatar></ListItemAvatar>
            <ListItemText
              primary={(
                <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  {hrefOf ? <Link component={RouterLink} to={hrefOf(e)}>{e.firstName} {e.lastName}</Link> : <span>{e.firstName} {e.lastName}</span>}
                  <Chip size="small" label={ROLE_LABEL[e.role]} />
                </Box>
              )}
              secondary={[e.jobTitle, e.email].filter(Boolean).join(' · ')}
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
      {meta && meta.numberOfPages > 1 && (
        <Pagination count={meta.numberOfPages} page={page} onChange={(_e, p) => onPage(p)} sx={{ alignSelf: 'center' }} getItemAriaLabel={(type, p) => (type === 'page' ? `Page ${p}` : `Go to ${type} page`)} />
      )}
    </Stack>
  );
}
