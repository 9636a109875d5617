import type { AccessClaims } from '../http/caller';

/** Ids as the resolvers write them (`/class/7`, never `/class/007`), so a subscription can match. */
const ID = '([1-9]\\d{0,14})';
const USER = new RegExp(`^/user/${ID}/read$`);
const CLASS = new RegExp(`^/class/${ID}$`);
const CLASS_USER = new RegExp(`^/classUser/(save|update|delete)/${ID}$`);
/** A member's conversation with the staff (features/chat). */
const CHAT = new RegExp(`^/chat/${ID}$`);
const CHAT_INBOX = '/chat/inbox';
/** A day's whiteboard (features/reactions): every signed-in member may read it. */
const WHITEBOARD = /^\/whiteboard\/\d{4}-\d{2}-\d{2}$/;
/** An in-house Open's leaderboard (features/open-events): every signed-in member and the box TV. */
const OPEN_LEADERBOARD = new RegExp(`^/openEvent/${ID}/leaderboard$`);

/**
 * Who may subscribe where (see docs/product.md, Live updates). Anything not listed is refused, so a
 * destination added to a resolver stays private until it is added here.
 */
export function maySubscribe(user: AccessClaims, destination: string): boolean {
  const isAdmin = user.roles.includes('ADMIN');
  const ownUser = USER.exec(destination);
  if (ownUser) return isAdmin || Number(ownUser[1]) === user.userId;
  if (CLASS.test(destination) || WHITEBOARD.test(destination) || OPEN_LEADERBOARD.test(destination))
    return true;
  const isStaff = isAdmin || user.roles.includes('TRAINER');
  if (CLASS_USER.test(destination)) return isStaff;
  // A member follows their own conversation; trainers and admins answer every member's.
  const chat = CHAT.exec(destination);
  if (chat) return isStaff || Number(chat[1]) === user.userId;
  if (destination === CHAT_INBOX) return isStaff;
  return false;
}

/** Class updates may be coalesced during a rush; the other destinations carry every change. */
export const isCoalesced = (destination: string): boolean => CLASS.test(destination);
