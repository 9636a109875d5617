import type { NavigateFunction } from 'react-router';
import { paths } from '../config/paths';
import { leaveDevicePush } from '../features/notifications/api/push-subscription';
import { endSession } from './session-controller';

/**
 * Logout unsubscribes this device from pushes, leaves the realtime room, clears the session and
 * goes home (see docs/product.md, Accounts and sessions). The unsubscribe goes first, while the
 * session can still say who asks.
 */
export function logout(navigate: NavigateFunction): void {
  void leaveDevicePush()
    .then(() => endSession())
    .then(() => navigate(paths.home));
}
