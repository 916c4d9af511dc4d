// A route of the spec whose screen ships in a later release: its title, what it will hold, and where to go now.
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useMatches } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { usePageTitle } from '../../../components/page-title.ts';

export default function PlannedPage() {
  const handle = useMatches().at(-1)?.handle as { title?: string; summary?: string } | undefined;
  const title = handle?.title ?? 'Coming soon';
  usePageTitle(title);
  return (
    <>
      <Typography variant="h1" sx={{ mb: 3 }}>{title}</Typography>
      <EmptyState icon={<ConstructionOutlined />} title="This page is on its way" action={<Button component={RouterLink} to="/" variant="outlined">Back to the home page</Button>}>
        {handle?.summary}
      </EmptyState>
    </>
  );
}
