import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolatedModules cannot import). */
const ARGON2ID = 2;

/** argon2id with the library's defaults (19 MiB, t=2): OWASP's recommended minimum. */
export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
