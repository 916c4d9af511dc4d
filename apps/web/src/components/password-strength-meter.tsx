// The password strength meter (low, medium, high); sign-up refuses low.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { passwordStrength } from '@redress/contract';

const look = {
  low: { value: 33, color: 'error', text: 'Low: add length and mix letters with numbers or symbols' },
  medium: { value: 66, color: 'warning', text: 'Medium' },
  high: { value: 100, color: 'success', text: 'High' },
} as const;

export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  const l = look[strength];
  return (
    <Box id={id} aria-live="polite">
      <LinearProgress variant="determinate" value={l.value} color={l.color} aria-label={`Password strength: ${strength}`} sx={{ height: 6, borderRadius: 3 }} />
      <Typography variant="body2" sx={{ mt: 0.5 }}>Password strength: {l.text}</Typography>
    </Box>
  );
}
