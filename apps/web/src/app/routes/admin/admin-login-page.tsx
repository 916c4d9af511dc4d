// /admin/login: administrators only.
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths, safeRedirect } from '../../../config/paths.ts';
import { SignInForm } from '../../../features/auth/components/sign-in-form.tsx';

export default function AdminLoginPage() {
  usePageTitle('Admin sign in');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>Admin sign in</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>For the moderation and support team.</Typography>
      <SignInForm portal="admin" onSignedIn={() => navigate(safeRedirect(params.get('redirectTo'), paths.admin.dashboard), { replace: true })} />
    </>
  );
}
