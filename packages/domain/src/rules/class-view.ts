import type { ClassView } from '../schemas/classes';

/** Who looks at a class: their own place is shown, and staff are not held by the booking window. */
export interface Viewer {
  userId: number;
  staff: boolean;
}

export type ViewBlock = Pick<ClassView, 'block' | 'opensAt'>;

/** The block a viewer sees, from a member's: staff may add anyone at any time, except on a day off. */
export function blockSeenBy(memberBlock: ViewBlock, viewer: Viewer | null, isDayOff: boolean): ViewBlock {
  if (!viewer?.staff) return { block: memberBlock.block, opensAt: memberBlock.opensAt };
  return { block: isDayOff ? 'day_off' : null, opensAt: null };
}

/**
 * The viewer's place, from the class's IN and WAIT ids in arrival order (a position counts from 1),
 * or their entry in the class's draw while it collects.
 */
export function placeOf(
  { usersIn, usersWait, draw }: Pick<ClassView, 'usersIn' | 'usersWait' | 'draw'>,
  userId: number | undefined,
): ClassView['me'] {
  if (userId === undefined) return null;
  if (usersIn.includes(userId)) return { status: 'IN', position: null };
  const index = usersWait.indexOf(userId);
  if (index >= 0) return { status: 'WAIT', position: index + 1 };
  return draw?.entrants.includes(userId) ? { status: 'DRAW', position: null } : null;
}

/**
 * A class as `viewer` sees it, from the class as nobody in particular sees it: `me` null and a
 * member's block, which is what the server sends everyone live (docs/product.md, Live updates).
 * The server makes every answer with it, and the web makes each live frame personal with it.
 */
export function viewClassAs(shared: ClassView, viewer: Viewer | null, isDayOff: boolean): ClassView {
  return { ...shared, me: placeOf(shared, viewer?.userId), ...blockSeenBy(shared, viewer, isDayOff) };
}
