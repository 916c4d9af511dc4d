// The verdict on a password from a zxcvbn-ts estimator, shared by the server's (password-strength.ts, every list) and the
// browser's preview (password-strength-browser.ts, the most common entries: decision 83). No lists here.
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** zxcvbn's score is 0-4; 3 is "safely unguessable: moderate protection from offline slow-hash attacks" (~10^8 guesses). */
export const MIN_PASSWORD_SCORE = 3;

export interface PasswordEstimate {
  /** 0 (too guessable) to 4 (very unguessable). */
  score: 0 | 1 | 2 | 3 | 4;
  acceptable: boolean;
  /** A whole sentence for the person typing: why it is weak and what would help; null when acceptable. */
  message: string | null;
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** The verdict of one estimator; `userInputs` are words the person's own details make easy to guess (name, e-mail). */
export function estimateWith(zxcvbn: ZxcvbnFactory, password: string, userInputs: string[] = []): PasswordEstimate {
  // Only the first 100 characters are judged: the estimator's time grows with the length, and 100 are plenty.
  const result = zxcvbn.check(password.slice(0, 100), userInputs.filter(Boolean));
  const score = result.score as PasswordEstimate['score'];
  if (score >= MIN_PASSWORD_SCORE) return { score, acceptable: true, message: null };
  const { warning, suggestions } = result.feedback;
  const reasons = [warning, ...suggestions].filter((s): s is string => Boolean(s));
  const first = reasons[0] ? lowerFirst(reasons[0]).replace(/\.$/, '') : 'add another word or two';
  const rest = reasons.slice(1).join(' ');
  return { score, acceptable: false, message: `Password is too weak: ${first}.${rest ? ` ${rest}` : ''}` };
}
