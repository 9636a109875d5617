import type { ClassView } from '@boxbook/domain';

/** Who looks at the class, as the server's `viewerOf` sees them: their place, and staff or not. */
export interface Viewer {
  userId: number;
  staff: boolean;
}

/** The viewer's place, read from the ids a frame carries in arrival order, as the server reads it. */
function placeOf(frame: ClassView, userId: number | undefined): ClassView['me'] {
  if (userId === undefined) return null;
  if (frame.usersIn.includes(userId)) return { status: 'IN', position: null };
  const index = frame.usersWait.indexOf(userId);
  return index >= 0 ? { status: 'WAIT', position: index + 1 } : null;
}

/**
 * Staff may book anyone at any time except on a day off (server `blockFor`). A frame's block is a
 * member's, which names the day off unless the class is hidden: then the cached one stands.
 */
function staffBlock(cached: ClassView, frame: ClassView): Pick<ClassView, 'block' | 'opensAt'> {
  if (frame.block === 'hidden') return { block: cached.block, opensAt: null };
  return { block: frame.block === 'day_off' ? 'day_off' : null, opensAt: null };
}

/**
 * The class as `viewer` sees it, from a `/class/{id}` frame. A frame is the class as nobody in
 * particular sees it (see docs/product.md, Live updates, and the server's `booking-realtime.ts`):
 * `me` is null and the block is a member's. Both are made personal again here, so no frame needs a
 * refetch.
 */
export function mergeClassFrame(cached: ClassView, frame: ClassView, viewer: Viewer | null): ClassView {
  return {
    ...frame,
    me: placeOf(frame, viewer?.userId),
    ...(viewer?.staff ? staffBlock(cached, frame) : { block: frame.block, opensAt: frame.opensAt }),
  };
}
