import type { NavigateFunction } from 'react-router';
import { paths } from '../config/paths';
import { sessionStore } from '../lib/session';

/** Logout clears the session and goes home (spec point 4). */
export function logout(navigate: NavigateFunction): void {
  sessionStore.set(null);
  void navigate(paths.home);
}
