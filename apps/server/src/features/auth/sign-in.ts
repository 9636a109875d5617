import type { AuthResponse, LoginRequest, SignupRequest } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../infra/db/client';
import { inTransaction } from '../../infra/db/in-transaction';
import { users } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';
import { assertUnderLimit, LIMITS, recordHit } from '../../infra/http/rate-limit';
import { gymToday } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/password';
import { acceptTerms } from '../terms/terms-acceptance';
import { findUser } from '../users/find-user';
import { type IssuedRefreshToken, issueRefreshToken, rotateRefreshToken } from './refresh-tokens';

type App = Pick<FastifyInstance, 'db' | 'clock' | 'tokens' | 'env'>;

/** The jwt, a new refresh token family and the user: what login, signup and refresh answer. */
async function openSession(
  app: App,
  db: DbOrTx,
  userId: number,
  rotated?: IssuedRefreshToken,
): Promise<AuthResponse> {
  const user = await findUser(db, userId, gymToday(app.clock, app.env.GYM_TIMEZONE));
  const refresh = rotated ?? (await issueRefreshToken(db, userId, app.clock.now()));
  const { token, expiresAt } = await app.tokens.sign({
    userId,
    roles: user.roles,
    sessionId: refresh.familyId,
  });
  return {
    jwt: token,
    refreshToken: refresh.token,
    expiresAt: expiresAt.toISOString(),
    user,
  };
}

export async function signUp(app: App, ip: string, request: SignupRequest): Promise<AuthResponse> {
  const now = app.clock.now();
  await assertUnderLimit(app.db, LIMITS.signupPerIp, ip, now);
  await recordHit(app.db, LIMITS.signupPerIp, ip, now);
  const passwordHash = await hashPassword(request.password);
  const { acceptedTermsId, ...member } = request;
  return inTransaction(app.db, async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ ...member, birth: member.birth ?? null, sex: member.sex ?? null, passwordHash })
      .onConflictDoNothing({ target: users.cin })
      .returning({ id: users.id });
    if (!created)
      throw new AppError('cin_taken', 'An account with this DNI/NIE exists already', { field: 'cin' });
    // The terms the sign-up form showed are accepted with the account (docs/product.md, Terms); an
    // account made without them (an older client, a script) is asked before its first booking.
    if (acceptedTermsId !== undefined)
      await acceptTerms(tx, { userId: created.id, versionId: acceptedTermsId, now });
    return openSession(app, tx, created.id);
  });
}

const invalidCredentials = () => new AppError('invalid_credentials', 'Wrong DNI/NIE or password');

export async function logIn(app: App, ip: string, { cin, password }: LoginRequest): Promise<AuthResponse> {
  const now = app.clock.now();
  await assertUnderLimit(app.db, LIMITS.loginFailuresPerCin, cin, now);
  await assertUnderLimit(app.db, LIMITS.loginFailuresPerIp, ip, now);
  const [user] = await app.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.cin, cin));
  // An unknown cin costs the same hashing time as a known one, so timing tells nothing.
  const ok = user
    ? await verifyPassword(user.passwordHash, password)
    : await hashPassword(password).then(() => false);
  if (!user || !ok) {
    await recordHit(app.db, LIMITS.loginFailuresPerCin, cin, now);
    await recordHit(app.db, LIMITS.loginFailuresPerIp, ip, now);
    throw invalidCredentials();
  }
  return openSession(app, app.db, user.id);
}

export async function refreshSession(app: App, refreshToken: string): Promise<AuthResponse> {
  const result = await inTransaction(app.db, async (tx) => {
    const rotated = await rotateRefreshToken(tx, refreshToken, app.clock.now());
    if ('refusal' in rotated) return rotated;
    return { session: await openSession(app, tx, rotated.userId, rotated.issued) };
  });
  if ('refusal' in result) throw result.refusal;
  return result.session;
}
