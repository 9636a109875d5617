import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../infra/db/in-transaction';
import { passwordResetTokens, users } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';
import { assertUnderLimit, LIMITS, recordHit } from '../../infra/http/rate-limit';
import { hashPassword } from '../../lib/password';
import { revokeAllOfUser } from './refresh-tokens';

type App = Pick<FastifyInstance, 'db' | 'clock' | 'env' | 'mailer' | 'sessions'>;

const RESET_TOKEN_MINUTES = 60;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Mails a single-use link valid for one hour. Answers the same whether or not the cin exists,
 * so the form cannot be used to find out who is a member.
 */
export async function requestPasswordReset(app: App, ip: string, cin: string): Promise<void> {
  const now = app.clock.now();
  await assertUnderLimit(app.db, LIMITS.forgotPerIp, ip, now);
  await assertUnderLimit(app.db, LIMITS.forgotPerCin, cin, now);
  await recordHit(app.db, LIMITS.forgotPerIp, ip, now);
  await recordHit(app.db, LIMITS.forgotPerCin, cin, now);
  const [user] = await app.db.select().from(users).where(eq(users.cin, cin));
  // A dependent under 14 has no cin and so never matches; one with a login but no e-mail cannot happen.
  if (!user?.email) return;
  const { email } = user;
  const token = randomBytes(32).toString('base64url');
  const link = new URL(`/auth/reset-password/${token}`, app.env.PUBLIC_URL).toString();
  await inTransaction(app.db, async (tx) => {
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000),
    });
    await app.mailer.enqueue(tx, {
      to: email,
      subject: 'Boxbook: nova contrasenya / nueva contraseña',
      text: [
        `Hola ${user.name},`,
        '',
        `Per triar una contrasenya nova, obre aquest enllaç (caduca d'aquí a una hora):`,
        `Para elegir una contraseña nueva, abre este enlace (caduca en una hora):`,
        '',
        link,
        '',
        `Si no ho has demanat tu, ignora aquest correu. / Si no lo has pedido tú, ignora este correo.`,
      ].join('\n'),
    });
  });
  void app.mailer.flush();
}

export async function resetPassword(app: App, token: string, cin: string, password: string): Promise<void> {
  const now = app.clock.now();
  const passwordHash = await hashPassword(password);
  const userId = await inTransaction(app.db, async (tx) => {
    const [row] = await tx
      .select({
        userId: passwordResetTokens.userId,
        expiresAt: passwordResetTokens.expiresAt,
        cin: users.cin,
      })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt)))
      .for('update');
    if (!row || row.expiresAt <= now || row.cin !== cin) {
      throw new AppError('reset_link_invalid', 'This link is not valid any more; ask for a new one');
    }
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
    await revokeAllOfUser(tx, row.userId, now);
    return row.userId;
  });
  app.sessions.forgetUser(userId);
}
