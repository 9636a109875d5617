import type { Role } from '@boxbook/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../lib/session';

/**
 * The route guard (see docs/product.md, Member screens and Staff screens): visitors go to login
 * with a returnUrl; a signed-in user lacking every required role goes to their profile.
 */
export function RequireAuth({ roles, children }: { roles?: Role[]; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const returnUrl = `${location.pathname}${location.search}`;
    return <Navigate to={paths.loginReturningTo(returnUrl)} replace />;
  }
  if (roles && !roles.some((role) => session.user.roles.includes(role))) {
    return <Navigate to={paths.profile} replace />;
  }
  return <>{children}</>;
}
