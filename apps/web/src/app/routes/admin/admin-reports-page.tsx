// /admin/reports: complaints, reviews and ratings by days, company, category and status, with a CSV download
// (reports.view; decision 126). The company filter is the company picker (features/companies), composed here.
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePageTitle } from '../../../components/page-title.ts';
import { AdminReports } from '../../../features/admin-insights/components/admin-reports.tsx';
import { CompanySelect, type SelectedCompany } from '../../../features/companies/components/company-select.tsx';

function ReportCompanyFilter({ onChange }: { onChange: (companyId: string | undefined) => void }) {
  const [company, setCompany] = useState<SelectedCompany | null>(null);
  return <CompanySelect label="Company" value={company} onChange={(next) => { setCompany(next); onChange(next?.id); }} />;
}

export default function AdminReportsPage() {
  usePageTitle('Reports');
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>Reports</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Complaints, reviews and ratings, newest first. Deleted items are left out; anonymous authors are never named, here or in the CSV.
      </Typography>
      <AdminReports renderCompanyFilter={(onChange) => <ReportCompanyFilter onChange={onChange} />} />
    </>
  );
}
