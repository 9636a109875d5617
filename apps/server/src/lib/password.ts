import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's recommended minimum cost.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);
/** A dependent without a login of their own has no hash: no password is theirs (migration 0031). */
export const verifyPassword = async (passwordHash: string | null, password: string) =>
  passwordHash !== null && verify(passwordHash, password);
