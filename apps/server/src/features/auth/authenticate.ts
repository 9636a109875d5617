import type { Role } from '@boxbook/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, forbidden } from '../../infra/http/app-error';
import { hasRole } from '../../infra/http/caller';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes anyone may call; everything else needs a signed-in user. */
    public?: boolean;
    /** The roles that may call the route at all; ownership is the service's to check. */
    roles?: readonly Role[];
  }
}

/**
 * Every route in this scope needs a valid bearer token unless it says `config: { public: true }`,
 * and a route with `config: { roles }` answers 403 to anyone holding none of them.
 * A public route still learns who calls it when a good token comes along.
 */
export function requireAuthentication(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
    const claims = token ? await app.tokens.verify(token) : null;
    // A signed token still needs its user, its roles and its session (session-check.ts).
    request.auth = claims && (await app.sessions.check(claims));
    const isPublic = request.routeOptions.config?.public === true || !request.routeOptions.url;
    if (!isPublic && !request.auth) {
      throw new AppError('unauthorized', token ? 'Session expired or invalid' : 'Sign in first');
    }
    const roles = request.routeOptions.config?.roles;
    if (roles && !(request.auth && hasRole(request.auth, ...roles))) throw forbidden();
  });
}
