// /business/employees/:id: one employee of the owner's company, to edit or remove. Another company's is a 404.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { useEmployee } from '../../../features/business/api/employees.ts';
import { LoadFailure } from '../../../features/business/components/company-status.tsx';
import { EditEmployeeForm } from '../../../features/business/components/employee-forms.tsx';
import { useRemoveEmployee } from '../../../features/business/components/employees-list.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { formatDay } from '../../../lib/format.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';

export default function EmployeePage() {
  const { id = '' } = useParams();
  const employee = useEmployee(id);
  const navigate = useNavigate();
  const removeEmployee = useRemoveEmployee();
  const e = employee.data;
  usePageTitle(e ? `${e.firstName} ${e.lastName}` : 'Employee');
  if (employee.error) return <LoadFailure error={employee.error} />;

  const onRemove = async () => {
    if (e && (await removeEmployee(e))) navigate(paths.business.employees, { replace: true });
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Box>
        <Button component={RouterLink} to={paths.business.employees} size="small">&larr; All employees</Button>
        <Typography variant="h1" sx={{ mt: 1, overflowWrap: 'anywhere' }}>{e ? `${e.firstName} ${e.lastName}` : 'Employee'}</Typography>
        {e && <Typography color="text.secondary" sx={{ mt: 1 }}>Added {formatDay(e.createdAt)}</Typography>}
      </Box>
      {!e ? <LoadingBlock height={320} label="Loading the employee" /> : (
        <>
          <PageSection title="Details"><EditEmployeeForm key={e.id} employee={e} /></PageSection>
          <PageSection title="Remove">
            <Typography sx={{ mb: 2 }}>Removing {e.firstName} closes their sign-in at once.</Typography>
            <Button color="error" variant="outlined" onClick={() => void onRemove().catch(() => undefined)}>Remove employee</Button>
          </PageSection>
        </>
      )}
    </Stack>
  );
}
