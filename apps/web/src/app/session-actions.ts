import type { NavigateFunction } from 'react-router';
import { paths } from '../config/paths';
import { endSession } from './session-controller';

/** Logout leaves the realtime room, clears the session and goes home (spec point 4). */
export function logout(navigate: NavigateFunction): void {
  void endSession().then(() => navigate(paths.home));
}
