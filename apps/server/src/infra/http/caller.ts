import type { Role } from '@boxbook/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, forbidden } from './app-error';

/** Who is calling: what a verified access token says. */
export interface AccessClaims {
  userId: number;
  roles: Role[];
  /** The refresh-token family the token was issued for: the session it belongs to. */
  sessionId?: string | undefined;
  /** When the token stops working, by the server's clock. */
  expiresAt?: Date | undefined;
  /**
   * The dependents of the caller's household, under 18, whom they book and pay for (docs/product.md,
   * Households); read with the session, not carried in the token.
   */
  dependentIds?: readonly number[] | undefined;
}

/** What checks a bearer token (the auth feature signs them). */
export interface TokenCheck {
  /** The claims of a valid, unexpired token with an expiry; null for anything else. */
  verify(token: string): Promise<AccessClaims | null>;
  /** Milliseconds until the claims expire, by the server's clock (never negative). */
  remainingMs(claims: AccessClaims): number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller; set on every route that is not public. */
    auth: AccessClaims | null;
  }
}

/** The signed-in caller of a route that needs one. */
export function caller(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw new AppError('unauthorized', 'Sign in first');
  return request.auth;
}

export const hasRole = (claims: AccessClaims, ...roles: readonly Role[]) =>
  roles.some((r) => claims.roles.includes(r));

/**
 * Whether the caller acts for this member as a member: themselves, or a dependent of their
 * household, and never anyone of another household (docs/product.md, Households).
 */
export const actsFor = (claims: AccessClaims, userId: number) =>
  claims.userId === userId || (claims.dependentIds?.includes(userId) ?? false);

/** Staff may act on anyone; a member on themselves and the dependents of their household. */
export function assertSelfOr(claims: AccessClaims, userId: number, ...roles: readonly Role[]): void {
  if (!actsFor(claims, userId) && !hasRole(claims, ...roles)) throw forbidden();
}

/**
 * What only the member may do, never their guardian: their password, asking for their account's
 * deletion. Staff with one of `roles` still may.
 */
export function assertOwnOr(claims: AccessClaims, userId: number, ...roles: readonly Role[]): void {
  if (claims.userId !== userId && !hasRole(claims, ...roles)) throw forbidden();
}
