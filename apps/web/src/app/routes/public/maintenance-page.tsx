// /maintenance, in the issue layout (which shows 'Site currently under maintenance'). A visitor sent here by maintenance
// mode goes back where they were once it ends: the page reads the public settings every few seconds (decision 127).
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import { publicConfigQuery } from '../../../components/brand.ts';
import { usePageTitle } from '../../../components/page-title.ts';

const POLL_MS = 5000;

export default function MaintenancePage() {
  usePageTitle('Maintenance');
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const { data: config } = useQuery({ ...publicConfigQuery, refetchInterval: from ? POLL_MS : false });
  useEffect(() => {
    if (from && config && !config.maintenance) void navigate(from, { replace: true });
  }, [from, config, navigate]);
  return (
    <>
      {config?.maintenanceMessage && <Typography sx={{ mb: 2 }}>{config.maintenanceMessage}</Typography>}
      <Typography color="text.secondary">
        We are making a few improvements and will be back shortly. Your complaints, reviews and ratings are safe. Please try again in a few minutes.
      </Typography>
    </>
  );
}
