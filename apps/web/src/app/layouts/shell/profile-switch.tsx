// The business drawer's profile switch: Business goes to /business/dashboard, User to /business/complaints. Only
// business accounts see it, so it loads with their drawer (ToggleButtonGroup and its roving focus are 5 KB gzipped).
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { BUSINESS_USER_PATHS } from './nav-items.ts';

export default function ProfileSwitch({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const value = BUSINESS_USER_PATHS.includes(pathname) ? 'user' : 'business';
  return (
    <Box sx={{ px: 2, pt: 2 }}>
      <ToggleButtonGroup
        exclusive fullWidth size="small" color="primary" value={value} aria-label="Profile"
        onChange={(_e, next: 'business' | 'user' | null) => {
          if (!next) return;
          navigate(next === 'business' ? paths.business.dashboard : paths.business.complaints);
          onNavigate?.();
        }}
      >
        <ToggleButton value="business">Business</ToggleButton>
        <ToggleButton value="user">User</ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
