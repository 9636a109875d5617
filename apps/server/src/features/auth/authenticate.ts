import type { Role } from '@boxbook/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden } from '../../infra/http/app-error';
import type { AccessClaims } from './access-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller; set on every route that is not public. */
    auth: AccessClaims | null;
  }
}

/**
 * Every route in this scope needs a valid bearer token unless it says `config: { public: true }`.
 * A public route still learns who calls it when a good token comes along.
 */
export function requireAuthentication(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
    const claims = token ? await app.tokens.verify(token) : null;
    // A signed token still needs its user, its roles and its session (session-check.ts).
    request.auth = claims && (await app.sessions.holds(claims)) ? claims : null;
    const isPublic = request.routeOptions.config?.public === true || !request.routeOptions.url;
    if (!isPublic && !request.auth) {
      throw new AppError(401, 'unauthorized', token ? 'Session expired or invalid' : 'Sign in first');
    }
  });
}

export function caller(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw new AppError(401, 'unauthorized', 'Sign in first');
  return request.auth;
}

export const hasRole = (claims: AccessClaims, ...roles: Role[]) =>
  roles.some((r) => claims.roles.includes(r));

/** Staff may act on anyone; a member only on themselves. */
export function assertSelfOr(claims: AccessClaims, userId: number, ...roles: Role[]): void {
  if (claims.userId !== userId && !hasRole(claims, ...roles)) throw forbidden();
}

export function assertRole(claims: AccessClaims, ...roles: Role[]): void {
  if (!hasRole(claims, ...roles)) throw forbidden();
}
