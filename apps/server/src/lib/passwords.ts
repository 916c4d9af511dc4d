// Passwords are argon2id hashes (OWASP parameters: 19 MiB, 2 passes, 1 lane).
import { hash, verify } from '@node-rs/argon2';
import { estimatePassword, type PasswordEstimate } from '@redress/contract/password-strength';
import { AppError } from './app-error.ts';

const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(hashed: string | null | undefined, password: string): Promise<boolean> {
  // Compare against a fixed hash when there is none, so that a missing account takes as long as a wrong password.
  const target = hashed ?? (await dummyHash());
  try {
    const ok = await verify(target, password);
    return ok && Boolean(hashed);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
function dummyHash() {
  dummy ??= hash('no account has this password', options);
  return dummy;
}

/** What the product is called and does: the first words anyone guessing a password for it tries. */
const PRODUCT_WORDS = ['redress', 'review', 'reviews', 'complaint', 'complaints'];

/**
 * The words of this site that make a password easy to guess ("Redress2026!"): the product's, the brand name
 * (BRAND_NAME) and the site's host. Judged with the person's own details, at every place a password is chosen.
 */
export function siteWords(site: { brandName: string; publicUrl: string }): string[] {
  return [...PRODUCT_WORDS, site.brandName, new URL(site.publicUrl).hostname];
}

/**
 * Refuses a new password the estimator finds guessable (zxcvbn score below 3, decision 75): a 400 naming the field,
 * whose message is a whole sentence. `userInputs` are the site's words (siteWords) and the person's own details (name,
 * e-mail), easy to guess.
 */
export function assertStrongPassword(password: string, field: string, userInputs: (string | null | undefined)[] = []): void {
  const estimate = judgePassword(password, userInputs);
  // The sentence goes under the field; the form shows the message above it, so that one says it differently.
  if (!estimate.acceptable) throw AppError.badRequest('Choose a password that is harder to guess', [{ field, message: estimate.message! }]);
}

/** The estimator's verdict, with the site's words and the person's details split into the words that make a password guessable. */
export function judgePassword(password: string, userInputs: (string | null | undefined)[] = []): PasswordEstimate {
  const words = userInputs.flatMap((s) => (s ? s.toLowerCase().split(/[^\p{L}\p{N}]+/u) : [])).filter((w) => w.length >= 3);
  return estimatePassword(password, words);
}
