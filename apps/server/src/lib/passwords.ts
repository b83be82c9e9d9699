import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, t=2): OWASP's recommended minimum.
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so a wrong email answers as slowly as a wrong password. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hash('not-a-real-password-0000');
  await verifyPassword(await dummyHash, password);
}
