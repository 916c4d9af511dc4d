// The frame of a business's list of what customers wrote about its company (complaints, reviews): the title and what
// the page is for, and the list itself only for a business account with a company; a customer is sent to their own.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../config/paths.ts';
import { useSession } from '../lib/session.ts';
import { usePageTitle } from './page-title.ts';

export function BusinessListPage({ title, intro, own, children }: {
  title: string;
  intro: ReactNode;
  /** A customer's own list of the same things: "My reviews" at paths.reviews. */
  own: { label: string; to: string; noun: string };
  children: ReactNode;
}) {
  usePageTitle(title);
  const { user } = useSession();
  const isBusiness = user?.profileType === 'organization' || user?.profileType === 'employee';
  return (
    <>
      <Typography variant="h1">{title}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>{intro}</Typography>
      {!isBusiness ? (
        <Alert severity="info" action={<Button color="inherit" component={RouterLink} to={own.to}>{own.label}</Button>}>
          This page is for business accounts. Your own {own.noun} are under {own.label}.
        </Alert>
      ) : !user?.companyId ? (
        <Alert severity="info" action={<Button color="inherit" component={RouterLink} to={paths.companyCreate}>Add your company</Button>}>
          Your business account has no company yet.
        </Alert>
      ) : children}
    </>
  );
}
