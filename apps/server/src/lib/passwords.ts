// Passwords are argon2id hashes (OWASP parameters: 19 MiB, 2 passes, 1 lane).
import { hash, verify } from '@node-rs/argon2';

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
