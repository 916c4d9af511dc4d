// The password strength meter (low, medium, high), loaded only once a password is typed (decision 75). The browser
// previews with the most common entries of the server's lists (~80 KB gzipped, not ~850 KB: decision 83): a password
// it finds weak the server refuses too, and it says so at once. A password it finds acceptable is not called medium or
// high until the server, which judges with every list, says so; when the server cannot be asked, the meter says the
// password is judged on submit, never that it is strong.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { PasswordStrength } from '@redress/contract';
import type { PasswordEstimate } from '@redress/contract/password-strength-browser';
import { useEffect, useState } from 'react';
import { api } from '../lib/api-client.ts';

type Preview = (password: string, userInputs?: string[]) => PasswordEstimate;
let loading: Promise<Preview> | undefined;
const loadPreview = () => (loading ??= import('@redress/contract/password-strength-browser').then((m) => m.previewPassword));

/** How long the meter waits after the last keystroke before it asks the server. */
export const SERVER_CHECK_DELAY_MS = 300;

const askServer = (password: string, userInputs: string[], signal: AbortSignal) =>
  api.post<PasswordStrength>('/auth/password_strength', { password, userInputs }, { signal, handleUnauthorized: false });

const look = {
  low: { value: 33, color: 'error', label: 'Low' },
  medium: { value: 66, color: 'warning', label: 'Medium' },
  high: { value: 100, color: 'success', label: 'High' },
} as const;

type Verdict = { level: keyof typeof look; message: string | null } | { level: 'unknown' };

const levelOf = (e: { acceptable: boolean; score: number }) => (!e.acceptable ? 'low' : e.score >= 4 ? 'high' : 'medium');

/** `userInputs`: the person's own details as the form has them (name, e-mail), which the server also counts against. */
export function PasswordStrengthMeter({ password, id, userInputs = [] }: { password: string; id?: string; userInputs?: (string | null | undefined)[] }) {
  const [judged, setJudged] = useState<{ key: string; verdict: Verdict }>();
  const inputs = userInputs.filter((s): s is string => Boolean(s));
  const key = JSON.stringify([password, inputs]);
  useEffect(() => {
    if (!password) return;
    const [, words] = JSON.parse(key) as [string, string[]];
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (verdict: Verdict) => {
      if (!controller.signal.aborted) setJudged({ key, verdict });
    };
    void loadPreview().then((preview) => {
      if (controller.signal.aborted) return;
      const local = preview(password, words);
      // Fewer lists find fewer weaknesses: a weak verdict here is the server's too.
      if (!local.acceptable) return settle({ level: 'low', message: local.message });
      timer = setTimeout(() => {
        askServer(password, words, controller.signal).then(
          (server) => settle({ level: levelOf(server), message: server.message }),
          () => settle({ level: 'unknown' }),
        );
      }, SERVER_CHECK_DELAY_MS);
    });
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [key, password]);
  if (!password) return null;
  // Until this very text is judged, say nothing rather than something stale.
  const verdict = judged?.key === key ? judged.verdict : undefined;
  const shown = verdict && verdict.level !== 'unknown' ? look[verdict.level] : undefined;
  const text = !verdict
    ? 'Checking the password…'
    : verdict.level === 'unknown'
      ? 'Password strength: judged when you submit'
      : `Password strength: ${look[verdict.level].label}${verdict.message ? `: ${verdict.message.replace(/^Password is too weak: /, '')}` : ''}`;
  return (
    <Box id={id} aria-live="polite">
      <LinearProgress
        variant="determinate"
        value={shown?.value ?? 0}
        color={shown?.color ?? 'inherit'}
        aria-label={`Password strength: ${shown ? shown.label.toLowerCase() : verdict ? 'not judged yet' : 'checking'}`}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="body2" sx={{ mt: 0.5 }}>{text}</Typography>
    </Box>
  );
}
