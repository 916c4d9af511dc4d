// /business/employees: the owner's employees, a page at a time (?page=).
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { EmployeesList } from '../../../features/business/components/employees-list.tsx';
import { useSession } from '../../../lib/session.ts';

export default function EmployeesPage() {
  usePageTitle('Employees');
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const add = <Button component={RouterLink} to={paths.business.employeeCreate} variant="contained" startIcon={<PersonAddOutlined />}>Add an employee</Button>;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h1">Employees</Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>The people who answer complaints for your company. Each signs in with their own e-mail at the employee sign-in.</Typography>
        </Box>
        {add}
      </Box>
      {user?.companyId
        ? <EmployeesList companyId={user.companyId} page={page} onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})} hrefOf={(e) => paths.business.employee(e.id)} emptyAction={add} />
        : <Typography>Your account has no company yet.</Typography>}
    </Stack>
  );
}
