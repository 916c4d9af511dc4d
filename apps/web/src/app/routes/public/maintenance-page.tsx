// /maintenance, in the issue layout (which shows 'Site currently under maintenance').
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../components/page-title.ts';

export default function MaintenancePage() {
  usePageTitle('Maintenance');
  return (
    <Typography color="text.secondary">
      We are making a few improvements and will be back shortly. Your complaints, reviews and ratings are safe. Please try again in a few minutes.
    </Typography>
  );
}
