import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm: its `Algorithm` is a const enum, unusable under
 * isolatedModules) with the default cost, at or above OWASP's minimums.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function isPasswordCorrect(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Hashed once, checked against when an email is unknown so both answers take as long. */
let decoyHash: Promise<string> | null = null;

export async function spendDecoyVerification(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy password, never matches');
  await isPasswordCorrect(await decoyHash, password);
}
