// An admin's view of a company's employees on /admin/business/:id: the list (remove with confirmation) and a form
// that adds one to this company. Employees then sign in at the employee sign-in.
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { CreateEmployeeForm } from './employee-forms.tsx';
import { EmployeesList } from './employees-list.tsx';

export function AdminEmployeesSection({ companyId }: { companyId: string }) {
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  return (
    <Stack spacing={2}>
      <EmployeesList companyId={companyId} page={page} onPage={setPage}
        emptyText="Nobody answers for this company with a sign-in of their own yet. Its owner adds employees, or you can here." />
      {adding ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <CreateEmployeeForm companyId={companyId} onCreated={() => { setAdding(false); setPage(1); }} />
        </Paper>
      ) : (
        <Button variant="outlined" startIcon={<PersonAddOutlined />} onClick={() => setAdding(true)} sx={{ alignSelf: 'flex-start' }}>Add an employee</Button>
      )}
    </Stack>
  );
}
