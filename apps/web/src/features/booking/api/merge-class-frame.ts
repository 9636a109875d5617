import { type ClassView, type Viewer, viewClassAs } from '@boxbook/domain';

export type { Viewer };

/**
 * The class as `viewer` sees it, from a `/class/{id}` frame. A frame is the class as nobody in
 * particular sees it (see docs/product.md, Live updates, and the server's `booking-realtime.ts`):
 * `me` is null and the block is a member's. The domain's viewClassAs makes it personal again, as
 * the server does for its answers, so no frame needs a refetch. Only whether the day is off must be
 * told: a member's block names it, unless the class is hidden, where the cached view (staff's)
 * still does.
 */
export function mergeClassFrame(cached: ClassView, frame: ClassView, viewer: Viewer | null): ClassView {
  const isDayOff = frame.block === 'day_off' || (frame.block === 'hidden' && cached.block === 'day_off');
  return viewClassAs(frame, viewer, isDayOff);
}
