// The password strength meter (low, medium, high): the server's own estimator (zxcvbn-ts, decision 75), loaded only
// once a password is typed, so that its dictionaries stay out of every page's first load. The server refuses low.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { PasswordEstimate } from '@redress/contract/password-strength';

type Estimator = (password: string, userInputs?: string[]) => PasswordEstimate;
let loading: Promise<Estimator> | undefined;
const loadEstimator = () => (loading ??= import('@redress/contract/password-strength').then((m) => m.estimatePassword));

const look = {
  low: { value: 33, color: 'error' },
  medium: { value: 66, color: 'warning' },
  high: { value: 100, color: 'success' },
} as const;

const levelOf = (e: PasswordEstimate) => (!e.acceptable ? 'low' : e.score >= 4 ? 'high' : 'medium');

export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const [estimate, setEstimate] = useState<{ password: string; result: PasswordEstimate }>();
  useEffect(() => {
    if (!password) return;
    let current = true;
    void loadEstimator().then((estimatePassword) => {
      if (current) setEstimate({ password, result: estimatePassword(password) });
    });
    return () => {
      current = false;
    };
  }, [password]);
  if (!password) return null;
  // Until the estimator has judged this very text, say nothing rather than something stale.
  const result = estimate?.password === password ? estimate.result : undefined;
  const level = result ? levelOf(result) : undefined;
  return (
    <Box id={id} aria-live="polite">
      <LinearProgress
        variant="determinate"
        value={level ? look[level].value : 0}
        color={level ? look[level].color : 'inherit'}
        aria-label={`Password strength: ${level ?? 'checking'}`}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {result ? `Password strength: ${level === 'low' ? 'Low' : level === 'high' ? 'High' : 'Medium'}` : 'Checking the password…'}
        {result?.message ? `: ${result.message.replace(/^Password is too weak: /, '')}` : ''}
      </Typography>
    </Box>
  );
}
