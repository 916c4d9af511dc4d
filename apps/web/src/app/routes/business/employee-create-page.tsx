// /business/employees/create: the owner creates an employee's sign-in, then is told where the employee signs in.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { EmployeeProfile } from '@redress/contract';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { CreateEmployeeForm } from '../../../features/business/components/employee-forms.tsx';
import { PageSection } from '../../../components/page-section.tsx';

function EmployeeSignInNote() {
  return (
    <>
      Employees sign in at <Link component={RouterLink} to={paths.login}>{location.origin}{paths.login}</Link> with the
      switch &ldquo;I am a company employee&rdquo; turned on, using the e-mail address and password you set here.
    </>
  );
}

export default function EmployeeCreatePage() {
  usePageTitle('Add an employee');
  const [created, setCreated] = useState<EmployeeProfile | null>(null);
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Typography variant="h1">Add an employee</Typography>
      {created ? (
        <Alert severity="success" role="status">
          <Typography sx={{ fontWeight: 600, mb: 1 }}>{created.firstName} {created.lastName} can now answer for your company.</Typography>
          <Typography sx={{ mb: 2 }}>Give them their password privately. <EmployeeSignInNote /></Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button component={RouterLink} to={paths.business.employees} variant="contained">Back to employees</Button>
            <Button onClick={() => setCreated(null)}>Add another</Button>
          </Stack>
        </Alert>
      ) : (
        <>
          <Alert severity="info"><EmployeeSignInNote /></Alert>
          <PageSection title="Their sign-in"><CreateEmployeeForm onCreated={setCreated} /></PageSection>
        </>
      )}
    </Stack>
  );
}
