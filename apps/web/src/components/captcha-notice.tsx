// Google asks sites that hide the reCAPTCHA badge to say so beside the form; the proof-of-work captcha needs no notice.
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { usePublicConfig } from './brand.ts';

export function CaptchaNotice() {
  if (usePublicConfig()?.captcha.kind !== 'recaptcha') return null;
  return (
    <Typography variant="caption" color="text.secondary">
      This site is protected by reCAPTCHA and the Google{' '}
      <Link href="https://policies.google.com/privacy" target="_blank" rel="noopener">Privacy Policy</Link> and{' '}
      <Link href="https://policies.google.com/terms" target="_blank" rel="noopener">Terms of Service</Link> apply.
    </Typography>
  );
}
